/// A syntax error in a `.strings` file, with the line it was found on.
struct StringsSyntaxError: Error, Equatable, CustomStringConvertible {
    var line: Int
    var message: String

    var description: String { "line \(line): \(message)" }
}

/// Parses the text of an old-style (OpenStep) `.strings` file: `"key" = "value";` entries, a lone
/// `"key";` meaning the key is its own value, `/* */` and `//` comments, quoted strings in double or
/// single quotes with the escapes CoreFoundation's parser knows (`\n \t \r \" \\ \a \b \f \v`,
/// `\U` + up to 4 hex digits, octal `\NNN`), and unquoted words of `A-Z a-z 0-9 _ $ / : . -`.
///
/// Written here rather than taken from PropertyListSerialization: on Linux that parser logs to
/// standard error on some malformed files and reads UTF-16 only with a byte order mark; this one gives
/// line numbers and stays quiet. Tests check that both agree on well-formed files.
struct StringsFileParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1

    /// The entries in file order; where a key repeats, its first position with its last value (Apple
    /// platforms keep the last value).
    static func parse(_ text: String) throws(StringsSyntaxError) -> [(key: String, value: String)] {
        var parser = StringsFileParser(scalars: Array(text.unicodeScalars))
        return try parser.entries()
    }

    private init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    private mutating func entries() throws(StringsSyntaxError) -> [(key: String, value: String)] {
        var entries: [(key: String, value: String)] = []
        var positions: [String: Int] = [:]
        while true {
            try skipWhitespaceAndComments()
            guard let next = peek() else { break }
            guard next == "\"" || next == "'" || Self.isUnquoted(next) else {
                throw error("expected a quoted key, found \(Self.describe(next))")
            }
            let key = try string()
            // Only error messages name the key: it is made printable only for them (100,000 keys cost 10 % of a lint).
            var quotedKey: String { "\"" + DiagnosticText.oneLine(key) + "\"" }
            try skipWhitespaceAndComments()
            var value = key
            switch peek() {
            case ";":
                index += 1
            case "=":
                index += 1
                try skipWhitespaceAndComments()
                guard let start = peek() else { throw error("expected a value after \(quotedKey) =, found the end of the file") }
                if start == "{" || start == "(" || start == "<" {
                    throw error("the value of \(quotedKey) is not a string (a .strings file holds only strings)")
                }
                guard start == "\"" || start == "'" || Self.isUnquoted(start) else {
                    throw error("expected a quoted value after \(quotedKey) =, found \(Self.describe(start))")
                }
                value = try string()
                try skipWhitespaceAndComments()
                guard peek() == ";" else {
                    throw error("expected ';' after the value of \(quotedKey), found \(peek().map(Self.describe) ?? "the end of the file")")
                }
                index += 1
            case let other:
                throw error("expected '=' or ';' after \(quotedKey), found \(other.map(Self.describe) ?? "the end of the file")")
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

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func advance() -> Unicode.Scalar? {
        guard index < scalars.count else { return nil }
        let scalar = scalars[index]
        index += 1
        if scalar == "\n" { line += 1 }
        return scalar
    }

    private func error(_ message: String) -> StringsSyntaxError { StringsSyntaxError(line: line, message: message) }

    private mutating func skipWhitespaceAndComments() throws(StringsSyntaxError) {
        while let next = peek() {
            if next.properties.isWhitespace || next == "\u{FEFF}" {
                _ = advance()
            } else if next == "/", peek(1) == "/" {
                while let scalar = peek(), scalar != "\n", scalar != "\r" { _ = advance() }
            } else if next == "/", peek(1) == "*" {
                let startLine = line
                index += 2
                while !(peek() == "*" && peek(1) == "/") {
                    guard advance() != nil else {
                        throw StringsSyntaxError(line: startLine, message: "unterminated comment starting on this line")
                    }
                }
                index += 2
            } else {
                return
            }
        }
    }

    private mutating func string() throws(StringsSyntaxError) -> String {
        guard let quote = peek(), quote == "\"" || quote == "'" else {
            let start = index
            while let next = peek(), Self.isUnquoted(next) { index += 1 }
            return String(String.UnicodeScalarView(scalars[start..<index]))
        }
        let startLine = line
        index += 1
        var text = UnescapedText()
        while true {
            guard let scalar = advance() else {
                throw StringsSyntaxError(line: startLine, message: "unterminated quoted string starting on this line")
            }
            if scalar == quote { break }
            guard scalar == "\\" else {
                text.append(scalar)
                continue
            }
            guard let escaped = advance() else {
                throw StringsSyntaxError(line: startLine, message: "unterminated quoted string starting on this line")
            }
            switch escaped {
            case "a": text.append("\u{07}")
            case "b": text.append("\u{08}")
            case "f": text.append("\u{0C}")
            case "n": text.append("\n")
            case "r": text.append("\r")
            case "t": text.append("\t")
            case "v": text.append("\u{0B}")
            case "U", "u":
                text.appendUnit(digits(radix: 16, maximumCount: 4))
            case "0"..."7":
                index -= 1
                // CoreFoundation reads octal escapes as NeXTSTEP-encoded bytes; ASCII is the same in both.
                text.appendUnit(digits(radix: 8, maximumCount: 3) & 0xFF)
            default:
                // `\"`, `\'`, `\\`, and any other character stands for itself.
                text.append(escaped)
            }
        }
        return text.finished()
    }

    /// Up to `maximumCount` digits of the radix; 0 when there are none.
    private mutating func digits(radix: UInt32, maximumCount: Int) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<maximumCount {
            guard let next = peek(), let digit = Self.digitValue(next, radix: radix) else { break }
            value = value * radix + digit
            index += 1
        }
        return value
    }

    private static func digitValue(_ scalar: Unicode.Scalar, radix: UInt32) -> UInt32? {
        guard scalar.isASCII, let digit = UInt32(String(scalar), radix: 36), digit < radix else { return nil }
        return digit
    }

    private static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return false }
        return scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_$/:.-".unicodeScalars.contains(scalar)
    }

    private static func describe(_ scalar: Unicode.Scalar) -> String {
        scalar.value < 0x20 || scalar.value == 0x7F ? "U+" + CodePoint.hex(scalar.value) : "'\(scalar)'"
    }
}
