/// One property of a paired face that differs between OLD and NEW, both values as reports print them.
public struct AttributeChange: Sendable, Hashable {
    /// The properties a diff compares, in the order reports list them.
    public enum Attribute: String, Sendable, Hashable, CaseIterable {
        case postScriptName, family, style, fullName, weight, width, italic, format, container, variable, embedding, version
        /// The face Bold Text switches to: the next heavier face of the family, as iOS infers it.
        case boldText

        /// How the text and markdown reports name it.
        public var words: String {
            switch self {
            case .postScriptName: "PostScript name"
            case .fullName: "full name"
            case .boldText: "Bold Text face"
            default: rawValue
            }
        }
    }

    /// Which property changed.
    public var attribute: Attribute
    /// OLD's value, as printed (`none` where the face had none).
    public var old: String
    /// NEW's value, as printed.
    public var new: String

    /// A change of `attribute` from `old` to `new`.
    public init(_ attribute: Attribute, old: String, new: String) {
        self.attribute = attribute
        self.old = old
        self.new = new
    }
}
