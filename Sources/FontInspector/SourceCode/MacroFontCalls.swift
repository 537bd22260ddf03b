/// Font calls in the body of an Objective-C macro: `#define FONT_BOLD(size) [UIFont fontWithName:@"Face-Bold"
/// size:(size)]` or `#define kFont [UIFont fontWithName:@"Arial" size:14]`. The preprocessor copies such a call to
/// each place that writes the macro's name, so it runs only there: a macro no file writes makes no font (FP421,
/// jufl's header of twenty such macros, fourteen never written; Cyxbs's `kFont`). Its call is read once, at the
/// definition, as long as some file may write the name.
enum MacroFontCalls {
    /// Tokens a directive may span before a call in its body; a macro body is a line or a few continued ones.
    static let maximumDirectiveTokens = 256

    /// The name of the `#define` whose body holds token `index`, nil when the token is in no directive.
    static func macroName(holding index: Int, in s: TokenStructure) -> Substring? {
        guard s.language == .objectiveC else { return nil }
        var first = index
        while first > 0, index - first < maximumDirectiveTokens, !s.tokens[first].startsLine || continuesDirective(before: first, in: s) {
            first -= 1
        }
        guard s.isPunctuation(first, Byte.hash), s.isWord(first + 1, "define"), first + 2 < index,
              s.tokens[first + 2].kind == .word
        else { return nil }
        return s.text(first + 2)
    }

    /// The line before token `index` ends in a backslash: the directive goes on.
    private static func continuesDirective(before index: Int, in s: TokenStructure) -> Bool {
        var offset = Int(s.tokens[index].start) - 1
        // Back over the indent and the line break itself.
        while offset >= 0, s.bytes[offset] == UInt8(ascii: " ") || s.bytes[offset] == UInt8(ascii: "\t") { offset -= 1 }
        guard offset >= 0, s.bytes[offset] == UInt8(ascii: "\n") else { return false }
        offset -= 1
        if offset >= 0, s.bytes[offset] == UInt8(ascii: "\r") { offset -= 1 }
        while offset >= 0, s.bytes[offset] == UInt8(ascii: " ") || s.bytes[offset] == UInt8(ascii: "\t") { offset -= 1 }
        return offset >= 0 && s.bytes[offset] == UInt8(ascii: "\\")
    }

    /// Which of `names` the file's tokens hold more than once: the definition and at least one use (or a second
    /// definition, which is as good a reason to keep the call).
    static func writtenAgain(_ names: Set<Substring>, in s: TokenStructure) -> Set<Substring> {
        guard !names.isEmpty else { return [] }
        var seen: [Substring: Int] = [:]
        for index in 0..<s.count where s.tokens[index].kind == .word {
            let text = s.text(index)
            if names.contains(text) { seen[text, default: 0] += 1 }
        }
        return Set(seen.filter { $0.value > 1 }.keys)
    }

    /// Which of `names` the bytes hold as a word (in code, strings or comments: a use commented out keeps the call,
    /// which errs on the side of reading it).
    static func words(_ names: Set<String>, in bytes: UnsafeBufferPointer<UInt8>) -> Set<String> {
        var found: Set<String> = []
        let longest = names.map(\.utf8.count).max() ?? 0
        var index = 0
        while index < bytes.count, found.count < names.count {
            guard Byte.isWord(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, Byte.isWord(bytes[index]) { index += 1 }
            guard index - start <= longest else { continue }
            let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            if names.contains(word) { found.insert(word) }
        }
        return found
    }
}
