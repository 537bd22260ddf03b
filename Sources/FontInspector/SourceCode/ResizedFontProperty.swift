/// A type's stored font property used only as a face: every read of it in the type's body is `.withSize(…)`
/// (`open var font = UIFont(name: "Muli", size: 16)`, drawn with `font.withSize(characterHeight * 0.8)`, FP761),
/// directly or through a local of its own name (`if let font = font { … font.withSize(…) }`). The size it is made
/// at is never shown. Only the type's body is read: a member of another value (`label.font`) is not the property,
/// and a parameter of its name read otherwise counts as a read that is not resized (precision over recall).
extension FontSizeContext {
    func isResizedAtEveryRead(callStart: Int) -> Bool {
        let s = structure
        guard s.language == .swift, isInTypeBody(callStart), s.isOperator(callStart - 1, "=") else { return false }
        // `var font = `, `open var font: UIFont? = `.
        var keyword = callStart - 2
        while keyword >= 0, callStart - keyword < 8, !s.isWord(keyword, "var"), !s.isWord(keyword, "let") { keyword -= 1 }
        guard keyword >= 0, s.isWord(keyword, "var") || s.isWord(keyword, "let"), s.tokens[keyword + 1].kind == .word else { return false }
        let brace = scaling.enclosingBrace(of: callStart)
        guard brace >= 0, s.partner[brace] > brace else { return false }
        let name = s.text(keyword + 1)
        var reads = 0
        for index in (brace + 1)..<Int(s.partner[brace]) where index != keyword + 1 && s.tokens[index].kind == .word && s.text(index) == name {
            // Another value's member, a declaration, an argument label or parameter, a write: not a read of it.
            if s.isPunctuation(index - 1, Byte.dot), !s.isWord(index - 2, "self") { continue }
            if s.isWord(index - 1, "let") || s.isWord(index - 1, "var") || s.isPunctuation(index + 1, UInt8(ascii: ":")) || s.isOperator(index + 1, "=") {
                continue
            }
            // `if let font = font`: the local's own reads are checked by this walk, under the same name.
            let bindsLocalOfItsName = s.isOperator(index - 1, "=") && (s.isWord(index - 3, "let") || s.isWord(index - 3, "var")) && s.text(index - 2) == name
            guard bindsLocalOfItsName || isResized(after: index) else { return false }
            reads += 1
        }
        return reads > 0
    }

    /// `font.withSize(`, `font?.withSize(`, `font!.withSize(` after the name at `index`.
    private func isResized(after index: Int) -> Bool {
        let s = structure
        let dot = s.isOperator(index + 1, "?") || s.isOperator(index + 1, "!") ? index + 2 : index + 1
        return s.isPunctuation(dot, Byte.dot) && s.isWord(dot + 1, "withSize") && s.isPunctuation(dot + 2, UInt8(ascii: "("))
    }
}
