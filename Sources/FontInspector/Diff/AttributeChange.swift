/// One property of a paired face that differs between OLD and NEW, both values as reports print them.
public struct AttributeChange: Sendable, Hashable {
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

    public var attribute: Attribute
    public var old: String
    public var new: String

    public init(_ attribute: Attribute, old: String, new: String) {
        self.attribute = attribute
        self.old = old
        self.new = new
    }
}
