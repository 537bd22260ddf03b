/// The `??` chains of font calls (Objective-C's `?:`): in `UIFont(name: "A", size: s) ?? UIFont(name: "B", size: s)`
/// a name no face answers to makes the first call nil and the app draws with the second (FP300). For each call
/// that is a chain's left operand, the call its right operand is; a right operand that is no font call
/// (`.systemFont(ofSize:)`, a variable) ends the chain. Grouping parentheses around either operand are looked
/// through, as Swift evaluates them: in `(X ?? A) ?? B` and `X ?? (A ?? B)` alike X falls back to A and A to B.
/// Comments and line breaks are not tokens. One look at each call's closing bracket: linear in the calls.
enum FontCallFallbackChain {
    /// Parallel to `matches` (in token order): the index of the match each one falls back to.
    static func fallbacks(of matches: [FontCallMatcher.Match], in s: TokenStructure) -> [Int?] {
        var byCallStart: [Int: Int] = [:]
        for (index, match) in matches.enumerated() where returnsOptional(match.form) { byCallStart[match.callStart] = index }
        guard byCallStart.count > 1 else { return Array(repeating: nil, count: matches.count) }
        return matches.map { match in
            guard returnsOptional(match.form), let closing = closingBracket(of: match, in: s) else { return nil }
            var next = closing + 1
            // `(UIFont(name: "A", size: s)) ?? …`, `(x ?? UIFont(name: "A", size: s)) ?? …`: a group the call ends
            // has the call's value when the call is nil, so the `??` after the group is the call's fallback too.
            // Each `)` follows one call's closing bracket at most: linear in the tokens.
            while s.isPunctuation(next, UInt8(ascii: ")")), isGrouping(Int(s.partner[next]), in: s) { next += 1 }
            guard let operand = rightOperand(afterOperatorAt: next, in: s) else { return nil }
            return byCallStart[operand]
        }
    }

    /// The calls that return nil for a name no face answers to, and so can start or continue a chain.
    static func returnsOptional(_ form: FontCallForm) -> Bool {
        [.uiFont, .nsFont, .objectiveCUIFont, .objectiveCNSFont, .uiFontResource, .rSwiftFontFunction].contains(form)
    }

    /// The `)` or `]` that ends the call.
    static func closingBracket(of match: FontCallMatcher.Match, in s: TokenStructure) -> Int? {
        let opening: Int
        switch match.form {
        case .objectiveCUIFont, .objectiveCNSFont: opening = match.callStart
        case .rSwiftFontFunction: opening = match.argumentEnd
        default: opening = match.argument - 3  // `(name:` before the name
        }
        guard s.isOpening(opening), s.partner[opening] > opening else { return nil }
        return Int(s.partner[opening])
    }

    /// The first token of the operand after `??` (or `?:`) at `index`, past the parentheses that open it.
    private static func rightOperand(afterOperatorAt index: Int, in s: TokenStructure) -> Int? {
        var operand: Int
        switch s.language {
        case .swift:
            guard s.isOperator(index, "??") else { return nil }
            operand = index + 1
        case .objectiveC:
            guard s.isOperator(index, "?"), s.isPunctuation(index + 1, UInt8(ascii: ":")) else { return nil }
            operand = index + 2
        }
        while s.isPunctuation(operand, UInt8(ascii: "(")) { operand += 1 }
        return operand
    }

    /// The `(` at `index` groups an expression, and is not the parenthesis of a call (`f(UIFont(…)) ?? x`
    /// does not fall back from the inner call).
    private static func isGrouping(_ index: Int, in s: TokenStructure) -> Bool {
        guard s.isPunctuation(index, UInt8(ascii: "(")) else { return false }
        let before = index - 1
        guard before >= 0 else { return true }
        switch s.tokens[before].kind {
        case .operatorRun: return !(s.isOperator(before, "?") || s.isOperator(before, "!")) || s.tokens[index].followsSpace
        case .punctuation: return !s.isClosing(before)
        case .word: return s.isWord(before, "return")
        case .string, .character: return false
        }
    }
}
