/// A JSON document with object keys in the order they were written, so that reports keep a stable,
/// documented key order (Foundation's JSONEncoder can only sort keys or leave them unordered).
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.serialized() == rhs.serialized() }

    package static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    package static func optional(_ value: Int?) -> JSONValue { value.map(JSONValue.int) ?? .null }
    package static func optional(_ value: Double?) -> JSONValue { value.map(JSONValue.double) ?? .null }

    /// Pretty-printed with two-space indentation and a final newline.
    public func serialized() -> String {
        var output: [UInt8] = []
        write(to: &output, indent: 0)
        output.append(UInt8(ascii: "\n"))
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the value's UTF-8 as `serialized()` writes it at nesting level `indent`, without the
    /// final newline; streamed reports write their elements one at a time with it. Bytes, not String
    /// appends: a large listing is hundreds of thousands of small pieces.
    func write(to output: inout [UInt8], indent: Int) {
        switch self {
        case .null: output += "null".utf8
        case .bool(let value): output += (value ? "true" : "false").utf8
        case .int(let value): output += String(value).utf8
        case .double(let value): output += Self.format(value).utf8
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let values):
            guard !values.isEmpty else { return output += "[]".utf8 }
            output += "[\n".utf8
            for (offset, value) in values.enumerated() {
                Self.writeIndent(indent + 1, to: &output)
                value.write(to: &output, indent: indent + 1)
                output += (offset == values.count - 1 ? "\n" : ",\n").utf8
            }
            Self.writeIndent(indent, to: &output)
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { return output += "{}".utf8 }
            output += "{\n".utf8
            for (offset, (key, value)) in members.enumerated() {
                Self.writeIndent(indent + 1, to: &output)
                Self.writeString(key, to: &output)
                output += ": ".utf8
                value.write(to: &output, indent: indent + 1)
                output += (offset == members.count - 1 ? "\n" : ",\n").utf8
            }
            Self.writeIndent(indent, to: &output)
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func writeIndent(_ level: Int, to output: inout [UInt8]) {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }

    /// Whole numbers without a fraction (`600`, not `600.0`); others in Swift's shortest round-trip form.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    static func writeString(_ value: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        defer { output.append(UInt8(ascii: "\"")) }
        // Most strings need no escape: copy them whole (scanning the contiguous bytes, not through the view).
        func needsEscape(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F }
        guard value.utf8.withContiguousStorageIfAvailable({ $0.contains(where: needsEscape) })
            ?? value.utf8.contains(where: needsEscape)
        else {
            return output += value.utf8
        }
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output += #"\""#.utf8
            case UInt8(ascii: "\\"): output += #"\\"#.utf8
            case UInt8(ascii: "\n"): output += #"\n"#.utf8
            case UInt8(ascii: "\r"): output += #"\r"#.utf8
            case UInt8(ascii: "\t"): output += #"\t"#.utf8
            // Bytes below 0x80 are whole scalars in UTF-8, so control characters are escaped by byte.
            case 0..<0x20, 0x7F:
                let hex = String(byte, radix: 16, uppercase: true)
                output += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
            default: output.append(byte)
            }
        }
    }
}
