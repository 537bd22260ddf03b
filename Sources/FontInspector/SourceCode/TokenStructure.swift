/// The lexed tokens of one file with what the matchers ask of them: the text of a token, the bracket that
/// closes an opening one, and how deep in parentheses a token sits inside its braces.
struct TokenStructure {
    let tokens: [SourceToken]
    let literals: [StringLiteralValue]
    let bytes: UnsafeBufferPointer<UInt8>
    let language: SourceLanguage
    let lineStarts: [Int32]
    /// For each bracket token, the index of its partner; -1 for an unmatched bracket and for other tokens.
    let partner: [Int32]
    /// For each token, how many `(` and `[` enclose it inside its innermost `{ }` (0 at statement level).
    let depthInBraces: [Int32]

    init(_ output: SourceLexer.Output, bytes: UnsafeBufferPointer<UInt8>, language: SourceLanguage) {
        tokens = output.tokens
        literals = output.literals
        lineStarts = output.lineStarts
        self.bytes = bytes
        self.language = language
        var partner = [Int32](repeating: -1, count: tokens.count)
        var depth = [Int32](repeating: 0, count: tokens.count)
        var open: [(index: Int, byte: UInt8)] = []
        var parenDepths: [Int32] = [0]
        for (index, token) in tokens.enumerated() {
            depth[index] = parenDepths[parenDepths.count - 1]
            guard token.kind == .punctuation else { continue }
            let byte = bytes[Int(token.start)]
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["):
                open.append((index, byte))
                parenDepths[parenDepths.count - 1] += 1
            case UInt8(ascii: "{"):
                open.append((index, byte))
                parenDepths.append(0)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                let opening: UInt8 = byte == UInt8(ascii: ")") ? UInt8(ascii: "(") : byte == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
                // Unbalanced text (an `#if` with two openings, a syntax error) leaves brackets unmatched, never
                // mismatched: pop only the partner's kind, and only when it is on top.
                guard let top = open.last, top.byte == opening else { continue }
                open.removeLast()
                partner[index] = Int32(top.index)
                partner[top.index] = Int32(index)
                if opening == UInt8(ascii: "{") {
                    if parenDepths.count > 1 { parenDepths.removeLast() }
                } else {
                    parenDepths[parenDepths.count - 1] -= 1
                }
                depth[index] = parenDepths[parenDepths.count - 1]
            default:
                break
            }
        }
        self.partner = partner
        depthInBraces = depth
    }

    var count: Int { tokens.count }

    // MARK: - Asking about one token

    /// True when token `index` exists and is the word `text`.
    func isWord(_ index: Int, _ text: StaticString) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .word else { return false }
        return hasText(index, text)
    }

    /// True when token `index` is the punctuation character `byte`.
    func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .punctuation else { return false }
        return bytes[Int(tokens[index].start)] == byte
    }

    /// True when token `index` is the operator run `text` exactly.
    func isOperator(_ index: Int, _ text: StaticString) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .operatorRun else { return false }
        return hasText(index, text)
    }

    func isString(_ index: Int) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .string
    }

    func literalText(_ index: Int) -> String? {
        guard isString(index) else { return nil }
        return literals[Int(tokens[index].literal)].text
    }

    func isOpening(_ index: Int) -> Bool {
        isPunctuation(index, UInt8(ascii: "(")) || isPunctuation(index, UInt8(ascii: "[")) || isPunctuation(index, UInt8(ascii: "{"))
    }

    func isClosing(_ index: Int) -> Bool {
        isPunctuation(index, UInt8(ascii: ")")) || isPunctuation(index, UInt8(ascii: "]")) || isPunctuation(index, UInt8(ascii: "}"))
    }

    /// The token's text (words and operators, for comparing names).
    func text(_ index: Int) -> Substring {
        let token = tokens[index]
        return Substring(decoding: UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)]), as: UTF8.self)
    }

    /// The token's bytes, for comparing with keywords fast (a `switch` over them takes string literals).
    func bytes(of index: Int) -> TokenBytes {
        let token = tokens[index]
        return TokenBytes(bytes[Int(token.start)..<Int(token.end)])
    }

    private func hasText(_ index: Int, _ text: StaticString) -> Bool {
        let token = tokens[index]
        let length = Int(token.end - token.start)
        guard length == text.utf8CodeUnitCount else { return false }
        let start = Int(token.start)
        return text.withUTF8Buffer { expected in
            for offset in 0..<length where bytes[start + offset] != expected[offset] { return false }
            return true
        }
    }

    // MARK: - Positions

    /// 1-based column of a token, counted in Unicode scalars from the start of its line.
    func column(of index: Int) -> Int {
        var counter = ColumnCounter(structure: self)
        return counter.column(of: index)
    }

    /// Columns of many tokens, asked for in file order: each is counted on from the one before it on the same
    /// line, so that 40,000 calls on one line cost one pass over the line rather than one from its start each.
    struct ColumnCounter {
        let structure: TokenStructure
        private var line: Int32 = 0
        private var offset = 0
        private var counted = 1

        init(structure: TokenStructure) { self.structure = structure }

        mutating func column(of index: Int) -> Int {
            let token = structure.tokens[index]
            let start = Int(token.start)
            // A token earlier than the last one asked for (or on another line) is counted from its line's start.
            if token.line != line || start < offset {
                line = token.line
                offset = Int(structure.lineStarts[Int(token.line) - 1])
                counted = 1
            }
            let bytes = structure.bytes
            for position in offset..<start where bytes[position] & 0xC0 != 0x80 { counted += 1 }
            offset = start
            return counted
        }
    }

    // MARK: - Expressions

    /// The index just past one argument that starts at `start`: the `,` or closing bracket that ends it, or
    /// `count` when the file ends first. Bracketed groups inside the argument are skipped whole.
    func endOfArgument(from start: Int) -> Int {
        var index = start
        while index < tokens.count {
            if isPunctuation(index, UInt8(ascii: ",")) || isClosing(index) || isPunctuation(index, UInt8(ascii: ";")) { return index }
            if isOpening(index) {
                let closing = Int(partner[index])
                guard closing >= 0 else { return tokens.count }
                index = closing + 1
            } else {
                index += 1
            }
        }
        return tokens.count
    }
}
