/// Placeholder until the generated constants are used.
public enum Brand {}
