/// The font calls whose result the code tests for nil (FP780): `NSFont *font = [NSFont fontWithName:@"SF Pro"
/// size:12]; if (!font) { … }`, `let font = NSFont(name: "SF Pro", size: 12)` then `if font == nil`, `if let font =
/// UIFont(name: …)`, `guard let font = UIFont(name: …) else`. Code written so has a branch for the font being
/// absent. Only a call bound on its own (not the left operand of `??`, not force-unwrapped) counts, and only when
/// the binding's first use after it is the test. One look from each call to its binding's first use, within the
/// block and a few statements: linear in the tokens.
enum FontLookupNilTest {
    /// Parallel to `matches`: true where the call's result is tested for nil.
    static func tested(_ matches: [FontCallMatcher.Match], in s: TokenStructure) -> [Bool] {
        matches.map { match in
            guard FontCallFallbackChain.returnsOptional(match.form), let closing = FontCallFallbackChain.closingBracket(of: match, in: s),
                  !s.isOperator(closing + 1, "??"), !s.isOperator(closing + 1, "!"), !s.isOperator(closing + 1, "?"),
                  s.isOperator(match.callStart - 1, "="), let binding = boundName(before: match.callStart - 1, in: s)
            else { return false }
            if binding.isConditional { return true }
            return firstUseIsNilTest(of: binding.name, after: closing, in: s)
        }
    }

    /// The name the `=` at `equals` binds, and whether the binding is itself the test (`if let x =`,
    /// `guard var x =`). Swift's `let x: NSFont? =` is read past its annotation; Objective-C's `NSFont *x =` and a
    /// plain assignment `x =` bind `x`.
    private static func boundName(before equals: Int, in s: TokenStructure) -> (name: Substring, isConditional: Bool)? {
        // Past a Swift type annotation: `: NSFont?`, `: UIFont!` (a few tokens at most).
        let colon = (max(0, equals - 4)..<equals).last { s.isPunctuation($0, UInt8(ascii: ":")) }
            .flatMap { s.isWord($0 - 2, "let") || s.isWord($0 - 2, "var") ? $0 : nil }
        let index = (colon ?? equals) - 1
        // `label.font = UIFont(…)` binds no name: a later bare `font` is another one.
        guard index >= 1, s.tokens[index].kind == .word, !s.isPunctuation(index - 1, Byte.dot) else { return nil }
        let name = s.text(index)
        let declaration = index - 1
        let isConditional = (s.isWord(declaration, "let") || s.isWord(declaration, "var"))
            && (s.isWord(declaration - 1, "if") || s.isWord(declaration - 1, "guard") || s.isPunctuation(declaration - 1, UInt8(ascii: ",")))
        return (name, isConditional)
    }

    /// How far after the call the test is looked for, in tokens: the next few statements. Bounded so that calls
    /// whose binding is never read again do not each walk a long method to its end.
    private static let reach = 256

    /// True when the first token naming `name` after `start`, in the same block and within `reach`, tests it for nil: `!name`,
    /// `name == nil`, `name != nil`, `nil == name`, `if (name)`, or Swift's `if let name` / `guard let name`.
    private static func firstUseIsNilTest(of name: Substring, after start: Int, in s: TokenStructure) -> Bool {
        let depth = s.depthInBraces[start]
        var index = start + 1
        while index < s.count, index - start <= reach, s.depthInBraces[index] >= depth {
            defer { index += 1 }
            guard s.tokens[index].kind == .word, s.text(index) == name else { continue }
            // `x.font` or `self.x` is a member, not the binding.
            if s.isPunctuation(index - 1, UInt8(ascii: ".")) { continue }
            let comparedToNil = (s.isOperator(index + 1, "==") || s.isOperator(index + 1, "!=")) && s.isWord(index + 2, "nil")
            let nilComparedTo = (s.isOperator(index - 1, "==") || s.isOperator(index - 1, "!=")) && s.isWord(index - 2, "nil")
            let negated = s.isOperator(index - 1, "!")
            let objectiveCCondition = s.isPunctuation(index - 1, UInt8(ascii: "(")) && s.isWord(index - 2, "if") && s.isPunctuation(index + 1, UInt8(ascii: ")"))
            let unwrapped = (s.isWord(index - 1, "let") || s.isWord(index - 1, "var")) && (s.isWord(index - 2, "if") || s.isWord(index - 2, "guard"))
            return comparedToNil || nilComparedTo || negated || objectiveCCondition || unwrapped
        }
        return false
    }
}
