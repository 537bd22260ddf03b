/// Parses the text of an old-style (OpenStep) `.strings` file: `"key" = "value";` entries and a lone
/// `"key";` meaning the key is its own value, over `OpenStepScanner`'s comments and strings (with their escapes).
///
/// Written here rather than taken from PropertyListSerialization: on Linux that parser logs to
/// standard error on some malformed files and reads UTF-16 only with a byte order mark; this one gives
/// line numbers and stays quiet. Tests check that both agree on well-formed files.
struct StringsFileParser {
    private var scanner: OpenStepScanner

    /// The entries in file order; where a key repeats, its first position with its last value (Apple
    /// platforms keep the last value).
    static func parse(_ text: String) throws(StringsSyntaxError) -> [(key: String, value: String)] {
        var parser = StringsFileParser(scanner: OpenStepScanner(text))
        return try parser.entries()
    }

    private mutating func entries() throws(StringsSyntaxError) -> [(key: String, value: String)] {
        var entries: [(key: String, value: String)] = []
        var positions: [String: Int] = [:]
        while true {
            try scanner.skipWhitespaceAndComments()
            guard let next = scanner.peek() else { break }
            guard OpenStepScanner.startsString(next) else {
                throw scanner.error("expected a quoted key, found \(Self.describe(next))")
            }
            let key = try scanner.string()
            // Only error messages name the key: it is made printable only for them (100,000 keys cost 10 % of a lint).
            var quotedKey: String { "\"" + DiagnosticText.oneLine(key) + "\"" }
            try scanner.skipWhitespaceAndComments()
            var value = key
            switch scanner.peek() {
            case ";":
                scanner.index += 1
            case "=":
                scanner.index += 1
                try scanner.skipWhitespaceAndComments()
                guard let start = scanner.peek() else { throw scanner.error("expected a value after \(quotedKey) =, found the end of the file") }
                if start == "{" || start == "(" || start == "<" {
                    throw scanner.error("the value of \(quotedKey) is not a string (a .strings file holds only strings)")
                }
                guard OpenStepScanner.startsString(start) else {
                    throw scanner.error("expected a quoted value after \(quotedKey) =, found \(Self.describe(start))")
                }
                value = try scanner.string()
                try scanner.skipWhitespaceAndComments()
                guard scanner.peek() == ";" else {
                    throw scanner.error("expected ';' after the value of \(quotedKey), found \(scanner.peek().map(Self.describe) ?? "the end of the file")")
                }
                scanner.index += 1
            case let other:
                throw scanner.error("expected '=' or ';' after \(quotedKey), found \(other.map(Self.describe) ?? "the end of the file")")
            }
            if let position = positions[key] {
                entries[position].value = value
            } else {
                positions[key] = entries.count
                entries.append((key, value))
            }
        }
        return entries
    }

    private static func describe(_ scalar: Unicode.Scalar) -> String {
        OpenStepScanner.describe(scalar, escapingNonASCII: false)
    }
}
