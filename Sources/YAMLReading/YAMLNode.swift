/// One node of a YAML document as an immutable value: a scalar's text, a sequence's items or a mapping's
/// entries in the order the file gives them, each with where it starts in the file. Aliases are already
/// replaced by the node their anchor names, and `<<` merge keys by the entries they merge.
public struct YAMLNode: Sendable, Hashable {
    /// What a node holds: a scalar, a sequence or a mapping.
    public enum Content: Sendable, Hashable {
        /// The text after YAML's quoting and escapes; `plain` when it was unquoted, where `null`, `true` and
        /// numbers are what YAML 1.1 would read (a quoted `"true"` is only text).
        case scalar(String, plain: Bool)
        case sequence([YAMLNode])
        case mapping([YAMLMappingEntry])
    }

    /// The node's scalar text, items or entries.
    public var content: Content
    /// 1-based, as an editor shows them.
    public var line: Int
    /// 1-based, like `line`.
    public var column: Int

    /// A node starting at `line` and `column`.
    public init(_ content: Content, line: Int, column: Int) {
        self.content = content
        self.line = line
        self.column = column
    }

    /// The text of a scalar; nil for a sequence or mapping.
    public var scalarValue: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    package var sequenceValue: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    package var mappingValue: [YAMLMappingEntry]? {
        if case .mapping(let entries) = content { return entries }
        return nil
    }

    /// A plain `~`, `null`, `Null`, `NULL` or empty scalar (YAML 1.1's null).
    public var isNull: Bool {
        if case .scalar(let text, plain: true) = content { return ["", "~", "null", "Null", "NULL"].contains(text) }
        return false
    }

    /// A plain scalar YAML 1.1 reads as a boolean (`true`, `yes`, `on`, … in their three spellings); nil otherwise.
    public var boolValue: Bool? {
        guard case .scalar(let text, plain: true) = content else { return nil }
        switch text.lowercased() {
        case "true", "yes", "on", "y": return true
        case "false", "no", "off", "n": return false
        default: return nil
        }
    }

    /// The value of the first entry whose key is `key`.
    public subscript(key: String) -> YAMLNode? {
        mappingValue?.first { $0.key == key }?.value
    }
}

/// One `key: value` of a mapping. Keys are scalars (the reader refuses others): their text and position are kept.
public struct YAMLMappingEntry: Sendable, Hashable {
    /// The key's text.
    public var key: String
    /// The key's 1-based line, where findings about the entry point.
    public var keyLine: Int
    /// The key's 1-based column.
    public var keyColumn: Int
    /// What the key maps to.
    public var value: YAMLNode

    /// An entry whose key starts at `keyLine` and `keyColumn`.
    public init(key: String, keyLine: Int, keyColumn: Int, value: YAMLNode) {
        self.key = key
        self.keyLine = keyLine
        self.keyColumn = keyColumn
        self.value = value
    }
}
