/// A hand-written lexer for Swift and Objective-C, just deep enough to find font calls: it knows comments
/// (nested in Swift), every string literal form (escapes, `\u{…}`, interpolation, raw `#"…"#`, multi-line
/// `"""…"""`, Objective-C `@"…"`, C escapes), character literals in Objective-C, and otherwise cuts the text
/// into words, brackets and operator runs. One pass over the bytes; no regular expressions.
///
/// Not understood: Swift regex literals (`/…/`, `#/…/#`) are lexed as operators and words, so a regex holding
/// a double quote would be read as the start of a string; the preprocessor is not run.
struct SourceLexer {
    struct Output {
        var tokens: [SourceToken] = []
        var literals: [StringLiteralValue] = []
        /// The byte offset where each line starts: index 0 is line 1.
        var lineStarts: [Int32] = [0]
        /// Comments that begin with `fontinspect:` (suppression directives), in file order.
        var directiveComments: [DirectiveComment] = []
    }

    /// Where a `// fontinspect:…` or `/* fontinspect:… */` comment is: its bytes (delimiters included) and lines.
    struct DirectiveComment {
        var start: Int32
        var end: Int32
        var line: Int32
        var endLine: Int32
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let language: SourceLanguage
    private var position = 0
    private var line: Int32 = 1
    private var output = Output()
    private var pendingLineBreak = true
    private var pendingSpace = true
    /// How many string interpolations enclose the scan: bounded, so that a file of nested `"\("\(…` cannot
    /// exhaust the stack.
    private var interpolationDepth = 0
    private static let maximumInterpolationDepth = 32

    private init(bytes: UnsafeBufferPointer<UInt8>, language: SourceLanguage) {
        self.bytes = bytes
        self.language = language
        output.tokens.reserveCapacity(bytes.count / 5)
    }

    static func lex(_ bytes: UnsafeBufferPointer<UInt8>, language: SourceLanguage) -> Output {
        var lexer = SourceLexer(bytes: bytes, language: language)
        lexer.run()
        return lexer.output
    }

    // MARK: - The main loop

    private mutating func run() {
        let count = bytes.count
        while position < count {
            let byte = bytes[position]
            switch byte {
            case Byte.newline:
                lineBreak(at: position)
                position += 1
            case Byte.carriageReturn:
                // A lone CR ends a line too; CR LF is counted once, at the LF.
                if position + 1 >= count || bytes[position + 1] != Byte.newline { lineBreak(at: position) }
                position += 1
            case Byte.space, Byte.tab, 0x0B, 0x0C:
                pendingSpace = true
                position += 1
            case Byte.slash where peek(1) == Byte.slash:
                skipLineComment()
            case Byte.slash where peek(1) == Byte.star:
                skipBlockComment()
            case Byte.quote:
                lexString(prefix: 0, hashes: 0)
            case Byte.hash where language == .swift:
                var hashes = 0
                while peek(hashes) == Byte.hash { hashes += 1 }
                if peek(hashes) == Byte.quote {
                    lexString(prefix: hashes, hashes: hashes)
                } else {
                    emit(.punctuation, from: position, to: position + 1)
                }
            case Byte.at where language == .objectiveC && peek(1) == Byte.quote:
                lexString(prefix: 1, hashes: 0)
            case Byte.apostrophe where language == .objectiveC:
                let start = position
                skipCharacterLiteral()
                emit(.character, from: start, to: position)
            case Byte.backtick where language == .swift:
                scanBacktickIdentifier()
            case Byte.dot where peek(1) != Byte.dot:
                emit(.punctuation, from: position, to: position + 1)
            case _ where Byte.isWord(byte):
                let start = position
                while position < count, Byte.isWord(bytes[position]) { position += 1 }
                emit(.word, from: start, to: position)
            case _ where Byte.isOperator(byte):
                scanOperatorRun()
            default:
                emit(.punctuation, from: position, to: position + 1)
            }
        }
    }

    // MARK: - Tokens

    private func peek(_ offset: Int) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    private mutating func lineBreak(at offset: Int) {
        line += 1
        output.lineStarts.append(Int32(offset + 1))
        pendingLineBreak = true
        pendingSpace = true
    }

    /// Appends a token ending at `end` and moves past it.
    private mutating func emit(_ kind: SourceToken.Kind, from start: Int, to end: Int, literal: Int32 = -1, line tokenLine: Int32? = nil) {
        output.tokens.append(SourceToken(
            kind: kind, start: Int32(start), end: Int32(end), line: tokenLine ?? line, startsLine: pendingLineBreak,
            followsSpace: pendingSpace, literal: literal))
        pendingLineBreak = false
        pendingSpace = false
        position = end
    }

    /// A string literal starting at `position`: `prefix` bytes (`#`s, Objective-C's `@`) before its quote.
    /// Line breaks inside it do not count as breaks between tokens.
    private mutating func lexString(prefix: Int, hashes: Int) {
        let start = position
        let startLine = line
        let (lineBreakBefore, spaceBefore) = (pendingLineBreak, pendingSpace)
        position += prefix
        let text = language == .swift ? scanSwiftString(hashes: hashes) : scanCString()
        (pendingLineBreak, pendingSpace) = (lineBreakBefore, spaceBefore)
        output.literals.append(StringLiteralValue(text: text))
        emit(.string, from: start, to: position, literal: Int32(output.literals.count - 1), line: startLine)
    }

    private mutating func scanOperatorRun() {
        let start = position
        position += 1
        while position < bytes.count {
            let byte = bytes[position]
            // `a+/* note */b`: a comment ends the run.
            if byte == Byte.slash, let next = peek(1), next == Byte.slash || next == Byte.star { break }
            // Dots continue a run only when it began with one (`..<`, `...`), as in Swift.
            guard Byte.isOperator(byte) || (byte == Byte.dot && bytes[start] == Byte.dot) else { break }
            position += 1
        }
        emit(.operatorRun, from: start, to: position)
    }

    private mutating func scanBacktickIdentifier() {
        let start = position
        position += 1
        while position < bytes.count, bytes[position] != Byte.backtick, bytes[position] != Byte.newline { position += 1 }
        if position < bytes.count, bytes[position] == Byte.backtick { position += 1 }
        emit(.word, from: start, to: position)
    }

    // MARK: - Comments

    private mutating func skipLineComment() {
        let start = position
        while position < bytes.count, bytes[position] != Byte.newline, bytes[position] != Byte.carriageReturn { position += 1 }
        if interpolationDepth == 0 { noteDirective(from: start, startLine: line) }
        pendingSpace = true
    }

    /// Keeps the comment that ended at `position` when its text starts with `fontinspect:` (after `//`, `/*` and
    /// any spaces, slashes, stars or `!`): constant work per comment, so the pass stays linear.
    private mutating func noteDirective(from start: Int, startLine: Int32) {
        var index = start + 2
        while index < position, bytes[index] == Byte.space || bytes[index] == Byte.tab || bytes[index] == Byte.slash
            || bytes[index] == Byte.star || bytes[index] == UInt8(ascii: "!")
        {
            index += 1
        }
        let marker = SuppressionDirective.marker
        guard position - index >= marker.count else { return }
        for offset in 0..<marker.count where bytes[index + offset] != marker[offset] { return }
        output.directiveComments.append(DirectiveComment(start: Int32(start), end: Int32(position), line: startLine, endLine: line))
    }

    /// `/* … */`, nested in Swift (`/* a /* b */ c */` is one comment), not in Objective-C.
    private mutating func skipBlockComment() {
        let start = position
        let startLine = line
        defer { if interpolationDepth == 0 { noteDirective(from: start, startLine: startLine) } }
        var depth = 0
        while position < bytes.count {
            let byte = bytes[position]
            if byte == Byte.slash, peek(1) == Byte.star, depth == 0 || language == .swift {
                depth += 1
                position += 2
            } else if byte == Byte.star, peek(1) == Byte.slash {
                depth -= 1
                position += 2
                if depth == 0 { break }
            } else {
                if byte == Byte.newline { lineBreak(at: position) }
                position += 1
            }
        }
        pendingSpace = true
    }

    // MARK: - Swift strings

    /// Scans a Swift string literal whose opening `"` is at `position` (after `hashes` `#`s). Returns its text,
    /// or nil when it interpolates, holds an invalid escape or spans lines (a multi-line literal is never a
    /// font name; its indentation rules are not applied).
    private mutating func scanSwiftString(hashes: Int) -> String? {
        let multiLine = peek(1) == Byte.quote && peek(2) == Byte.quote
        position += multiLine ? 3 : 1
        var text: [UInt8] = []
        var usable = !multiLine
        while position < bytes.count {
            let byte = bytes[position]
            if byte == Byte.quote {
                let quotes = multiLine ? 3 : 1
                if (!multiLine || (peek(1) == Byte.quote && peek(2) == Byte.quote)) && hashesFollow(at: position + quotes, count: hashes) {
                    position += quotes + hashes
                    return usable ? String(decoding: text, as: UTF8.self) : nil
                }
                text.append(byte)
                position += 1
            } else if byte == Byte.backslash, hashesFollow(at: position + 1, count: hashes) {
                position += 1 + hashes
                usable = scanSwiftEscape(into: &text) && usable
            } else if byte == Byte.newline || byte == Byte.carriageReturn {
                // An unterminated single-line literal ends at the line break; the break is lexed as usual.
                guard multiLine else { return nil }
                if byte == Byte.newline || peek(1) != Byte.newline { lineBreak(at: position) }
                position += 1
            } else {
                text.append(byte)
                position += 1
            }
        }
        return nil
    }

    private func hashesFollow(at offset: Int, count: Int) -> Bool {
        guard offset + count <= bytes.count else { return false }
        for index in offset..<(offset + count) where bytes[index] != Byte.hash { return false }
        return true
    }

    /// Reads the escape after a backslash (at `position`); false when it is an interpolation or invalid.
    private mutating func scanSwiftEscape(into text: inout [UInt8]) -> Bool {
        guard position < bytes.count else { return false }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "("):
            skipInterpolation()
            return false
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "0"): text.append(0x00)
        case Byte.backslash, Byte.quote, Byte.apostrophe: text.append(byte)
        case UInt8(ascii: "u"):
            guard peek(0) == UInt8(ascii: "{") else { return false }
            var end = position + 1
            while end < bytes.count, end - position <= 9, Byte.hexValue(bytes[end]) != nil { end += 1 }
            guard end < bytes.count, bytes[end] == UInt8(ascii: "}"), end > position + 1,
                let scalar = Unicode.Scalar(hexDigits: bytes[(position + 1)..<end])
            else { return false }
            text.append(contentsOf: Array(String(Character(scalar)).utf8))
            position = end + 1
        case Byte.newline, Byte.carriageReturn:
            // A line continuation in a multi-line literal.
            position -= 1
        default:
            return false
        }
        return true
    }

    /// Skips `\( … )` up to its closing parenthesis, through nested strings and comments. Past the depth limit,
    /// only parentheses are counted.
    private mutating func skipInterpolation() {
        interpolationDepth += 1
        defer { interpolationDepth -= 1 }
        let readsStrings = interpolationDepth <= Self.maximumInterpolationDepth
        var depth = 1
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "("):
                depth += 1
                position += 1
            case UInt8(ascii: ")"):
                depth -= 1
                position += 1
                if depth == 0 { return }
            case Byte.quote where readsStrings:
                _ = scanSwiftString(hashes: 0)
            case Byte.hash where readsStrings:
                var hashes = 0
                while peek(hashes) == Byte.hash { hashes += 1 }
                if peek(hashes) == Byte.quote {
                    position += hashes
                    _ = scanSwiftString(hashes: hashes)
                } else {
                    position += hashes
                }
            case Byte.slash where peek(1) == Byte.slash:
                skipLineComment()
            case Byte.slash where peek(1) == Byte.star:
                skipBlockComment()
            case Byte.newline:
                lineBreak(at: position)
                position += 1
            default:
                position += 1
            }
        }
    }

    // MARK: - C and Objective-C strings

    /// Scans a C string literal whose `"` is at `position`. nil when an escape is one a font name would not
    /// use or the literal is unterminated.
    private mutating func scanCString() -> String? {
        position += 1
        var text: [UInt8] = []
        var usable = true
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case Byte.quote:
                position += 1
                return usable ? String(decoding: text, as: UTF8.self) : nil
            case Byte.newline, Byte.carriageReturn:
                return nil
            case Byte.backslash:
                position += 1
                guard position < bytes.count else { return nil }
                let escaped = bytes[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "r"): text.append(0x0D)
                case Byte.backslash, Byte.quote, Byte.apostrophe, UInt8(ascii: "?"): text.append(escaped)
                case UInt8(ascii: "u"), UInt8(ascii: "U"):
                    let digits = escaped == UInt8(ascii: "u") ? 4 : 8
                    guard position + digits <= bytes.count,
                        let scalar = Unicode.Scalar(hexDigits: bytes[position..<(position + digits)])
                    else {
                        usable = false
                        continue
                    }
                    text.append(contentsOf: Array(String(Character(scalar)).utf8))
                    position += digits
                case Byte.newline:
                    lineBreak(at: position - 1)
                default:
                    usable = false
                }
            default:
                text.append(byte)
                position += 1
            }
        }
        return nil
    }

    private mutating func skipCharacterLiteral() {
        position += 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == Byte.newline { return }
            position = min(position + (byte == Byte.backslash ? 2 : 1), bytes.count)
            if byte == Byte.apostrophe { return }
        }
    }
}

/// The bytes the lexer tests for.
enum Byte {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let quote = UInt8(ascii: "\"")
    static let apostrophe = UInt8(ascii: "'")
    static let backslash = UInt8(ascii: "\\")
    static let backtick = UInt8(ascii: "`")
    static let hash = UInt8(ascii: "#")
    static let at = UInt8(ascii: "@")
    static let dot = UInt8(ascii: ".")

    /// Letters, digits, `_`, `$` and every byte of a non-ASCII character (Swift identifiers may use them).
    @inline(__always)
    static func isWord(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...0xFF:
            true
        default:
            false
        }
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == newline || byte == carriageReturn
    }

    @inline(__always)
    static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "/"),
            UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "!"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default:
            false
        }
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}

extension Unicode.Scalar {
    /// The scalar whose code point the hexadecimal digits spell; nil for a non-digit or a surrogate.
    init?(hexDigits: UnsafeBufferPointer<UInt8>.SubSequence) {
        var value: UInt32 = 0
        for byte in hexDigits {
            guard let digit = Byte.hexValue(byte), value <= 0x10FFFF else { return nil }
            value = value << 4 | digit
        }
        self.init(value)
    }
}
