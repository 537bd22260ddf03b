/// The lexical layer of old-style (OpenStep) text that property lists and `.strings` files share: whitespace
/// and `//`/`/* */` comments, quoted strings in double or single quotes with the escapes CoreFoundation's parser
/// knows (`\n \t \r \" \\ \a \b \f \v`, `\U` + up to 4 hex digits, octal `\NNN`), and unquoted words of
/// `A-Z a-z 0-9 _ $ / : . -`. It keeps the position and the line; the grammars above it
/// (`OpenStepSyntaxChecker`, `StringsFileParser`) decide what may come where.
struct OpenStepScanner {
    private let scalars: [Unicode.Scalar]
    /// The next scalar to read; a grammar may step over a scalar it has peeked at, or rewind to 0.
    var index = 0
    var line = 1

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    mutating func advance() -> Unicode.Scalar? {
        guard index < scalars.count else { return nil }
        let scalar = scalars[index]
        index += 1
        if scalar == "\n" { line += 1 }
        return scalar
    }

    /// Moves back to the start of the text.
    mutating func rewind() {
        index = 0
        line = 1
    }

    func error(_ message: String) -> StringsSyntaxError { StringsSyntaxError(line: line, message: message) }

    mutating func skipWhitespaceAndComments() throws(StringsSyntaxError) {
        while let next = peek() {
            if next.properties.isWhitespace || next == "\u{FEFF}" {
                _ = advance()
            } else if next == "/", peek(1) == "/" {
                while let scalar = peek(), scalar != "\n", scalar != "\r" { index += 1 }
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

    /// True when a string (quoted or unquoted) starts with `scalar`.
    static func startsString(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\"" || scalar == "'" || isUnquoted(scalar)
    }

    static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return false }
        return scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_$/:.-".unicodeScalars.contains(scalar)
    }

    /// Steps over a quoted or unquoted string without decoding it: what a syntax check needs.
    mutating func skipString() throws(StringsSyntaxError) {
        guard let quote = peek(), quote == "\"" || quote == "'" else {
            while let next = peek(), Self.isUnquoted(next) { index += 1 }
            return
        }
        let startLine = line
        index += 1
        while let next = advance() {
            if next == quote { return }
            if next == "\\", advance() == nil { break }
        }
        throw StringsSyntaxError(line: startLine, message: "unterminated quoted string starting on this line")
    }

    /// Reads a quoted or unquoted string, its escapes decoded.
    mutating func string() throws(StringsSyntaxError) -> String {
        guard let quote = peek(), quote == "\"" || quote == "'" else {
            let start = index
            while let next = peek(), Self.isUnquoted(next) { index += 1 }
            return String(String.UnicodeScalarView(scalars[start..<index]))
        }
        let startLine = line
        index += 1
        // UTF-8 bytes, built in place (decoding UTF-16 units was a quarter of reading the strings); an escaped
        // high surrogate waits for the low one that follows it, so that `\UD83D\UDE00` joins up, and one left
        // alone becomes U+FFFD, as UTF-16 decoding repairs it.
        var bytes: [UInt8] = []
        var pendingHigh: UInt32?
        func flushLoneSurrogate() {
            if pendingHigh != nil { bytes.append(contentsOf: [0xEF, 0xBF, 0xBD]) }
            pendingHigh = nil
        }
        func append(_ scalar: Unicode.Scalar) {
            flushLoneSurrogate()
            UTF8.encode(scalar) { bytes.append($0) }
        }
        func appendUnit(_ unit: UInt32) {
            if (0xDC00...0xDFFF).contains(unit), let high = pendingHigh {
                pendingHigh = nil
                append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00)) ?? "\u{FFFD}")
            } else if (0xD800...0xDBFF).contains(unit) {
                flushLoneSurrogate()
                pendingHigh = unit
            } else {
                append(Unicode.Scalar(unit) ?? "\u{FFFD}")
            }
        }
        while true {
            guard let scalar = advance() else {
                throw StringsSyntaxError(line: startLine, message: "unterminated quoted string starting on this line")
            }
            if scalar == quote { break }
            guard scalar == "\\" else {
                append(scalar)
                continue
            }
            guard let escaped = advance() else {
                throw StringsSyntaxError(line: startLine, message: "unterminated quoted string starting on this line")
            }
            switch escaped {
            case "a": append("\u{07}")
            case "b": append("\u{08}")
            case "f": append("\u{0C}")
            case "n": append("\n")
            case "r": append("\r")
            case "t": append("\t")
            case "v": append("\u{0B}")
            case "U", "u":
                appendUnit(digits(radix: 16, maximumCount: 4))
            case "0"..."7":
                index -= 1
                // CoreFoundation reads octal escapes as NeXTSTEP-encoded bytes; ASCII is the same in both.
                appendUnit(digits(radix: 8, maximumCount: 3) & 0xFF)
            default:
                // `\"`, `\'`, `\\`, and any other character stands for itself.
                append(escaped)
            }
        }
        flushLoneSurrogate()
        return String(decoding: bytes, as: UTF8.self)
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

    /// How an error message shows a scalar it found: `'x'`, or `U+0007` for a control character (and for any
    /// non-ASCII one when `escapingNonASCII`).
    static func describe(_ scalar: Unicode.Scalar, escapingNonASCII: Bool) -> String {
        scalar.value < 0x20 || scalar.value == 0x7F || (escapingNonASCII && !scalar.isASCII)
            ? "U+" + CodePoint.hex(scalar.value) : "'\(scalar)'"
    }
}
