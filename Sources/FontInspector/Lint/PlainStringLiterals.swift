/// Where a Swift or Objective-C file's string literals name no code (D1201): the words of a plain literal are text —
/// a family name (`"montserrat"`), a file name (`"montserrat.regular.ttf"`) — and call nothing. Not plain: a
/// selector string (`Selector("musicFont:")`, `NSSelectorFromString(@"…")`, `sel_registerName("…")`), which the
/// runtime sends, and a literal that interpolates (`"\(musicFont())"`), whose code lies inside its bytes.
enum PlainStringLiterals {
    /// The byte ranges of the plain string literals of `bytes`, in file order.
    static func ranges(in bytes: [UInt8], language: SourceLanguage) -> [Range<Int>] {
        bytes.withUnsafeBufferPointer { buffer in
            let lexed = SourceLexer.lex(buffer, language: language)
            var ranges: [Range<Int>] = []
            for (index, token) in lexed.tokens.enumerated() where token.kind == .string {
                let literal = Int(token.start)..<Int(token.end)
                guard !interpolates(buffer[literal]), !isSelectorArgument(stringAt: index, of: lexed.tokens, in: buffer) else { continue }
                ranges.append(literal)
            }
            return ranges
        }
    }

    /// Whether `literal` holds a `\(` (`\#(` in a raw string): a multi-line literal's text is not decoded, so the
    /// bytes are looked at.
    private static func interpolates(_ literal: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var index = literal.startIndex
        while index < literal.endIndex {
            defer { index += 1 }
            guard literal[index] == Byte.backslash else { continue }
            var next = index + 1
            while next < literal.endIndex, literal[next] == Byte.hash { next += 1 }
            if next < literal.endIndex, literal[next] == UInt8(ascii: "(") { return true }
        }
        return false
    }

    /// Whether the string token at `index` is the argument of a selector-making call, behind one or two `(`.
    private static func isSelectorArgument(stringAt index: Int, of tokens: [SourceToken], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var before = index - 1
        var parentheses = 0
        while before >= 0, parentheses < 2, isOpeningParenthesis(tokens[before], in: bytes) {
            parentheses += 1
            before -= 1
        }
        guard parentheses > 0, before >= 0, tokens[before].kind == .word else { return false }
        let word = bytes[Int(tokens[before].start)..<Int(tokens[before].end)]
        return selectorMakers.contains { word.elementsEqual($0) }
    }

    private static func isOpeningParenthesis(_ token: SourceToken, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        token.kind == .punctuation && bytes[Int(token.start)] == UInt8(ascii: "(")
    }

    private static let selectorMakers: [[UInt8]] = ["Selector", "NSSelectorFromString", "sel_registerName", "sel_getUid"].map { Array($0.utf8) }
}
