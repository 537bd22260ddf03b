/// The Swift font calls whose Optional result the code returns unchanged from a property or function declared to
/// return `UIFont?` or `NSFont?` (FP1000): `var uiFont: UIFont? { switch self { default: return UIFont(name:
/// rawValue, size: 17) } }`. Such code hands nil on to callers written to take it. Only `return <call>` with nothing
/// after the call's bracket (no `!`, `?`, `??` or member) counts, directly in the declaration's body or in a
/// `switch` there, or the call alone as the body (`var font: UIFont? { UIFont(name: …) }`, an implicit return).
/// The braces around each call come from `FontMetricsScaling`'s table of the file's blocks: linear in the file
/// however many calls a generated `switch` returns.
enum FontLookupOptionalReturn {
    /// Parallel to `matches`: true where the call's result is returned as an Optional font.
    static func returned(_ matches: [FontCallMatcher.Match], in s: TokenStructure, scaling: FontMetricsScaling?) -> [Bool] {
        guard s.language == .swift, let scaling else { return matches.map { _ in false } }
        return matches.map { match in
            guard FontCallFallbackChain.returnsOptional(match.form),
                  let closing = FontCallFallbackChain.closingBracket(of: match, in: s)
            else { return false }
            let returnedBare = s.isWord(match.callStart - 1, "return")
                && !s.isOperator(closing + 1, "??") && !s.isOperator(closing + 1, "!") && !s.isOperator(closing + 1, "?")
                && !s.isPunctuation(closing + 1, Byte.dot)
            guard returnedBare || isWholeBody(match.callStart, closing, in: s) else { return false }
            return bodyReturnsOptionalFont(around: match.callStart, in: s, scaling: scaling)
        }
    }

    /// True when the call from `start` to `closing` is all a brace block holds: `{ UIFont(name: …) }`.
    private static func isWholeBody(_ start: Int, _ closing: Int, in s: TokenStructure) -> Bool {
        start > 0 && s.isPunctuation(start - 1, UInt8(ascii: "{")) && Int(s.partner[start - 1]) == closing + 1
    }

    /// How many enclosing `switch` blocks are looked through to the declaration's body.
    private static let switchLevels = 2

    /// True when the braces around `index`, past at most `switchLevels` `switch` blocks, are a body declared
    /// `: UIFont? {` or `-> NSFont? {`.
    private static func bodyReturnsOptionalFont(around index: Int, in s: TokenStructure, scaling: FontMetricsScaling) -> Bool {
        var position = index
        for _ in 0...switchLevels {
            let brace = scaling.enclosingBrace(of: position)
            guard brace >= 0 else { return false }
            if s.isOperator(brace - 1, "?"), s.isWord(brace - 2, "UIFont") || s.isWord(brace - 2, "NSFont") { return true }
            guard isSwitchBlock(brace, in: s) else { return false }
            position = brace
        }
        return false
    }

    /// How far back from a `{` its `switch` keyword is looked for: `switch (a, b) {`, `switch self.style {`.
    private static let switchLookBack = 32

    /// True when the `{` at `brace` opens a `switch` statement's cases: `switch` starts the tokens before it on its
    /// line, brackets stepped over whole. Bounded, so a one-line file costs no more per call.
    private static func isSwitchBlock(_ brace: Int, in s: TokenStructure) -> Bool {
        let line = s.tokens[brace].line
        var at = brace - 1
        var steps = 0
        while at >= 0, steps < switchLookBack, s.tokens[at].line == line {
            if s.isWord(at, "switch") { return true }
            if s.isPunctuation(at, UInt8(ascii: "{")) || s.isPunctuation(at, UInt8(ascii: "}")) || s.isPunctuation(at, UInt8(ascii: ";")) { return false }
            if s.isClosing(at), s.partner[at] >= 0, s.partner[at] < at { at = Int(s.partner[at]) }
            at -= 1
            steps += 1
        }
        return false
    }
}
