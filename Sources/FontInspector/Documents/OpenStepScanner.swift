/// The lexical layer of old-style (OpenStep) text that property lists and `.strings` files share: whitespace
/// and `//`/`/* */` comments, quoted strings in double or single quotes with the escapes CoreFoundation's parser
/// knows (`\n \t \r \" \\ \a \b \f \v`, `\U` + up to 4 hex digits, octal `\NNN`), and unquoted words of
/// `A-Z a-z 0-9 _ $ / : . -`. It keeps the position and the line; the grammars above it
/// (`OpenStepPropertyListParser`, `StringsFileParser`) decide what may come where.
///
/// It reads the text's UTF-8 bytes: every byte the grammar tests for is ASCII, so runs of other bytes are stepped
/// over and copied whole, and a scalar is decoded only where a non-ASCII one may be white space or is reported
/// (reading the text as an array of scalars, and appending scalar by scalar, was most of reading the strings).
struct OpenStepScanner {
    private let bytes: [UInt8]
    /// The byte offset of the next scalar to read; a grammar may step over an ASCII scalar it has peeked at
    /// (`index += 1`), or rewind to 0.
    var index = 0
    var line = 1

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The scalar that starts `offset` bytes on (the scalars between are ASCII wherever a grammar asks).
    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        let position = index + offset
        guard position < bytes.count else { return nil }
        let byte = bytes[position]
        return byte < 0x80 ? Unicode.Scalar(byte) : decode(at: position).scalar
    }

    mutating func advance() -> Unicode.Scalar? {
        guard index < bytes.count else { return nil }
        let byte = bytes[index]
        guard byte >= 0x80 else {
            index += 1
            if byte == Self.newline { line += 1 }
            return Unicode.Scalar(byte)
        }
        let (scalar, length) = decode(at: index)
        index += length
        return scalar
    }

    /// The scalar whose UTF-8 sequence starts at `position`, and its length: the bytes came from a `String`, so
    /// the sequence is valid.
    private func decode(at position: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = UInt32(bytes[position])
        func continuation(_ offset: Int) -> UInt32 { UInt32(bytes[position + offset] & 0x3F) }
        let (value, length): (UInt32, Int) =
            switch lead {
            case 0xF0...: ((lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3), 4)
            case 0xE0...: ((lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2), 3)
            default: ((lead & 0x1F) << 6 | continuation(1), 2)
            }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// Moves back to the start of the text.
    mutating func rewind() {
        index = 0
        line = 1
    }

    func error(_ message: String) -> StringsSyntaxError { StringsSyntaxError(line: line, message: message) }

    private static let newline = UInt8(ascii: "\n")
    private static let slash = UInt8(ascii: "/")
    private static let star = UInt8(ascii: "*")
    private static let backslash = UInt8(ascii: "\\")

    mutating func skipWhitespaceAndComments() throws(StringsSyntaxError) {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                index += 1
                if byte == Self.newline { line += 1 }
            } else if byte == Self.slash, index + 1 < bytes.count, bytes[index + 1] == Self.slash {
                while index < bytes.count, bytes[index] != Self.newline, bytes[index] != UInt8(ascii: "\r") { index += 1 }
            } else if byte == Self.slash, index + 1 < bytes.count, bytes[index + 1] == Self.star {
                let startLine = line
                index += 2
                while !(index + 1 < bytes.count && bytes[index] == Self.star && bytes[index + 1] == Self.slash) {
                    guard index < bytes.count else {
                        throw StringsSyntaxError(line: startLine, message: "unterminated comment starting on this line")
                    }
                    if bytes[index] == Self.newline { line += 1 }
                    index += 1
                }
                index += 2
            } else if byte >= 0x80, case let (scalar, length) = decode(at: index), scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
                index += length
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
        scalar.isASCII && isUnquoted(UInt8(scalar.value))
    }

    /// `A-Z a-z 0-9 _ $ / : . -`.
    private static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    /// Reads a quoted or unquoted string, its escapes decoded.
    mutating func string() throws(StringsSyntaxError) -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            let start = index
            while index < bytes.count, Self.isUnquoted(bytes[index]) { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
        let quote = bytes[index]
        let startLine = line
        index += 1
        // Most strings hold no escape and no line break: their bytes are the text.
        let start = index
        while index < bytes.count, bytes[index] != quote, bytes[index] != Self.backslash, bytes[index] != Self.newline { index += 1 }
        if index < bytes.count, bytes[index] == quote {
            index += 1
            return String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
        }
        index = start
        var text = UnescapedText()
        while true {
            // The bytes up to the next quote, backslash or line break are the text as written.
            let run = index
            while index < bytes.count, bytes[index] != quote, bytes[index] != Self.backslash, bytes[index] != Self.newline { index += 1 }
            if index > run { text.append(utf8: bytes[run..<index]) }
            guard let scalar = advance() else {
                throw StringsSyntaxError(line: startLine, message: "unterminated quoted string starting on this line")
            }
            if scalar.value == UInt32(quote) { break }
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

    /// How an error message shows a scalar it found: `'x'`, or `U+0007` for a control character (and for any
    /// non-ASCII one when `escapingNonASCII`).
    static func describe(_ scalar: Unicode.Scalar, escapingNonASCII: Bool) -> String {
        scalar.value < 0x20 || scalar.value == 0x7F || (escapingNonASCII && !scalar.isASCII)
            ? "U+" + CodePoint.hex(scalar.value) : "'\(scalar)'"
    }
}
