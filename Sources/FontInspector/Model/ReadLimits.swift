/// Bounds on what one file may make fontinspect do, so a hostile or damaged file cannot exhaust
/// time or memory. Real fonts stay far below them (Noto CJK collections hold 10 faces; large
/// variable families under 100 named instances).
public enum ReadLimits {
    /// Larger files are refused without being opened.
    public static let maximumFileSize: Int64 = 512 * 1024 * 1024
    /// Faces read from one collection; the rest are reported as an error.
    public static let maximumFacesPerFile = 1024
    /// Named instances read from one variable face; the rest are reported as an error.
    public static let maximumNamedInstances = 1024
}
