/// Bounds on what one file may make fontinspect do, so a hostile or damaged file cannot exhaust
/// time or memory. Real fonts stay far below them (Noto CJK collections hold 10 faces; large
/// variable families under 100 named instances).
public enum ReadLimits {
    /// Larger files are refused without being opened.
    public static let maximumFileSize: Int64 = 512 * 1024 * 1024
    /// Faces read from one file, each named instance of a variable font counting as one; the rest are
    /// reported as an error. A collection whose header declares more faces is refused whole, since
    /// FreeType re-reads every declared offset each time it opens one of its faces.
    public static let maximumFacesPerFile = 1024
}
