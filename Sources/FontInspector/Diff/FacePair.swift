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

    /// The face in OLD.
    public var old: DiffFace
    /// The face in NEW taken to be the same.
    public var new: DiffFace
    /// Which key matched them.
    public var method: Method

    /// OLD's `old` paired with NEW's `new` by `method`.
    public init(old: DiffFace, new: DiffFace, method: Method) {
        self.old = old
        self.new = new
        self.method = method
    }
}
