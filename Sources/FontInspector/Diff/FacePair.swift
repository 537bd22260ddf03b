/// An OLD face and the NEW face taken to be the same, and how the two were matched.
public struct FacePair: Sendable, Hashable {
    /// How a pair was made, in the order pairing tries: the name code uses, then what people see, then the file.
    public enum Method: String, Sendable, Hashable, CaseIterable {
        case postScriptName
        case familyAndStyle
        case file

        /// `PostScript name`, `family and style`, `file name`: how the text and markdown reports say it.
        public var words: String {
            switch self {
            case .postScriptName: "PostScript name"
            case .familyAndStyle: "family and style"
            case .file: "file name"
            }
        }
    }

    public var old: DiffFace
    public var new: DiffFace
    public var method: Method

    public init(old: DiffFace, new: DiffFace, method: Method) {
        self.old = old
        self.new = new
        self.method = method
    }
}
