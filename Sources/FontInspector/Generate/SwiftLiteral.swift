/// Swift literals for values read from font files and style maps.
enum SwiftLiteral {
    /// A string literal that means exactly `text`: quotes and backslashes escaped, and every control or format
    /// character (a tab, a bidirectional override) written as `\u{…}`, so that a name can neither break the
    /// literal nor hide code from a reader of the generated file.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                default:
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `17`, `17.5`: a size as the map gives it, with no trailing `.0`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
