public enum Mono {}
