/// A configuration file's tree, whether it was written in JSON or YAML: what `LintConfiguration` reads its keys
/// from, so that both formats have the same keys, the same checks and the same messages.
struct ConfigurationNode {
    enum Content {
        case string(String)
        case list([ConfigurationNode])
        case map([(key: String, value: ConfigurationNode)])
        /// A number, a boolean, null: never what a configuration key takes.
        case other
    }

    var content: Content
    /// "a string", "a number", "an array" / "a list": in the words of the file's format.
    var typeDescription: String
    /// 1-based line of the member's key or of the element; nil where the reader could not place it.
    var line: Int?
}

/// The words a message uses for a format's collections.
struct ConfigurationSyntax {
    /// "an array" (JSON), "a list" (YAML).
    var list: String
    /// What `severities` must be: "an object mapping rule ids" (JSON), "a mapping of rule ids" (YAML).
    var ruleMap: String
    /// What the whole file must be: "a JSON object", "a YAML mapping".
    var root: String

    static let json = ConfigurationSyntax(list: "an array", ruleMap: "an object mapping rule ids", root: "a JSON object")
    static let yaml = ConfigurationSyntax(list: "a list", ruleMap: "a mapping of rule ids", root: "a YAML mapping")
}

extension ConfigurationNode {
    /// A JSON document's value at `path`, with the lines the document's scan found.
    init(_ value: PropertyListValue, at path: PropertyListPath, in document: PropertyListDocument) {
        line = document.line(of: path)
        typeDescription = value.typeDescription
        if let text = value.stringValue {
            content = .string(text)
        } else if let elements = value.arrayValue {
            content = .list(elements.enumerated().map { index, element in
                ConfigurationNode(element, at: path.appending(index: index), in: document)
            })
        } else if let members = value.dictionaryValue?.members {
            content = .map(members.map { key, member in
                (key, ConfigurationNode(member, at: path.appending(key: key), in: document))
            })
        } else {
            content = .other
        }
    }

    /// A YAML node; a mapping's values take the line of their key, as JSON members do.
    init(_ node: YAMLNode, line: Int? = nil) {
        self.line = line ?? node.line
        switch node.content {
        case .scalar(let text, let plain):
            if plain, let kind = Self.nonStringKind(of: node) {
                content = .other
                typeDescription = kind
            } else {
                content = .string(text)
                typeDescription = "a string"
            }
        case .sequence(let items):
            content = .list(items.map { ConfigurationNode($0) })
            typeDescription = "a list"
        case .mapping(let entries):
            content = .map(entries.map { ($0.key, ConfigurationNode($0.value, line: $0.keyLine)) })
            typeDescription = "a mapping"
        }
    }

    /// What YAML 1.1 reads an unquoted scalar as when it is not text: `~`, `yes`, `3`, `0.5`.
    private static func nonStringKind(of node: YAMLNode) -> String? {
        if node.isNull { return "null" }
        if node.boolValue != nil { return "a boolean" }
        // Digits only, so that a font named "Infinity" or "NaN" stays a name.
        if let text = node.scalarValue, text.allSatisfy({ "0123456789+-.eE".contains($0) }), Double(text) != nil {
            return "a number"
        }
        return nil
    }
}
