/// cocos2d-iphone's label takes a font name (M622): `[CCLabelTTF labelWithString:… fontName:… fontSize:…]` and
/// `[[CCLabelTTF alloc] initWithString:… fontName:… fontSize:…]`, and the longer selectors that start so. A name
/// that loads nothing fails silently: CCLabelTTF asks `fontWithName:` and draws Helvetica when it is nil. A file
/// name (`@"Raleway-Medium.ttf"`) is not a font name there: CCLabelTTF registers that file and draws the face the
/// name's base names (`Cocos2dFontRegistration`), so it is left out.
extension FontCallMatcher {
    /// A cocos2d label's font name at the word `index` (the message's first selector piece).
    func cocos2dMatch(at index: Int) -> Match? {
        let s = structure
        guard s.language == .objectiveC, s.isPunctuation(index + 1, UInt8(ascii: ":")) else { return nil }
        let opening: Int
        let form: FontCallForm
        if s.isWord(index, "labelWithString"), s.isWord(index - 1, "CCLabelTTF"), s.isPunctuation(index - 2, UInt8(ascii: "[")) {
            (opening, form) = (index - 2, .objectiveCCocos2dLabel)
        } else if s.isWord(index, "initWithString"), s.isPunctuation(index - 1, UInt8(ascii: "]")) {
            let inner = Int(s.partner[index - 1])
            guard inner > 0, inner == index - 4, s.isWord(inner + 1, "CCLabelTTF"), s.isWord(inner + 2, "alloc"),
                s.isPunctuation(inner - 1, UInt8(ascii: "["))
            else { return nil }
            (opening, form) = (inner - 1, .objectiveCCocos2dLabelInit)
        } else {
            return nil
        }
        let closing = Int(s.partner[opening])
        guard closing > index, let piece = selectorPiece(from: index + 2, before: closing), s.isWord(piece, "fontName") else { return nil }
        let argument = piece + 2
        let end = selectorPiece(from: argument, before: closing) ?? closing
        guard end > argument else { return nil }
        let name = literal(from: argument, to: end)
        if let name, name.lowercased().hasSuffix(".ttf") { return nil }
        return Match(form: form, callStart: opening, argument: argument, argumentEnd: end, name: name)
    }

    /// The next selector piece (`word:`) at the message's own depth, from `start` up to `closing`; nil if none.
    private func selectorPiece(from start: Int, before closing: Int) -> Int? {
        let s = structure
        var index = start
        while index < closing {
            if s.tokens[index].kind == .word, s.isPunctuation(index + 1, UInt8(ascii: ":")) { return index }
            if s.isOpening(index) {
                guard s.partner[index] > index else { return nil }
                index = Int(s.partner[index]) + 1
            } else {
                index += 1
            }
        }
        return nil
    }
}
