/// A JSON document with object keys in the order they were written, so that reports keep a stable,
/// documented key order (Foundation's JSONEncoder can only sort keys or leave them unordered).
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.serialized() == rhs.serialized() }

    public static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    public static func optional(_ value: Int?) -> JSONValue { value.map(JSONValue.int) ?? .null }
    public static func optional(_ value: Double?) -> JSONValue { value.map(JSONValue.double) ?? .null }

    /// Pretty-printed with two-space indentation and a final newline.
    public func serialized() -> String {
        var output = ""
        write(to: &output, indent: 0)
        output.append("\n")
        return output
    }

    private func write(to output: inout String, indent: Int) {
        switch self {
        case .null: output.append("null")
        case .bool(let value): output.append(value ? "true" : "false")
        case .int(let value): output.append(String(value))
        case .double(let value): output.append(Self.format(value))
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let values):
            guard !values.isEmpty else { return output.append("[]") }
            output.append("[\n")
            for (offset, value) in values.enumerated() {
                output.append(String(repeating: "  ", count: indent + 1))
                value.write(to: &output, indent: indent + 1)
                output.append(offset == values.count - 1 ? "\n" : ",\n")
            }
            output.append(String(repeating: "  ", count: indent) + "]")
        case .object(let members):
            guard !members.isEmpty else { return output.append("{}") }
            output.append("{\n")
            for (offset, (key, value)) in members.enumerated() {
                output.append(String(repeating: "  ", count: indent + 1))
                Self.writeString(key, to: &output)
                output.append(": ")
                value.write(to: &output, indent: indent + 1)
                output.append(offset == members.count - 1 ? "\n" : ",\n")
            }
            output.append(String(repeating: "  ", count: indent) + "}")
        }
    }

    /// Whole numbers without a fraction (`600`, not `600.0`); others in Swift's shortest round-trip form.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    static func writeString(_ value: String, to output: inout String) {
        output.append("\"")
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output.append("\\\"")
            case "\\": output.append("\\\\")
            case "\n": output.append("\\n")
            case "\r": output.append("\\r")
            case "\t": output.append("\\t")
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                output.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output.append("\"")
    }
}
