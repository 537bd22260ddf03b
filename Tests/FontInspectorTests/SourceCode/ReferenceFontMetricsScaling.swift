@testable import FontInspector

// The scaling check as it was before it was tabled (git show dbc1169:Sources/FontInspector/SourceCode/
// FontMetricsScaling.swift): one scan of the statement and the block per call, quadratic for many calls but
// plainly right. TabledScalingTests compares the tabled check with it, call by call.
struct ReferenceFontMetricsScaling {
    let structure: TokenStructure

    func isScaled(callStart: Int) -> Bool {
        let statement = statementRange(around: callStart)
        if statement.contains(where: isScalingCall) { return true }
        guard let path = boundPath(before: callStart) else { return false }
        return enclosingBlock(of: callStart).contains { index in
            isScalingCall(index) && argumentMatches(path, at: index + (structure.language == .swift ? 4 : 2))
        }
    }

    /// Swift `scaledFont(for:`; Objective-C `scaledFontForFont:`.
    private func isScalingCall(_ index: Int) -> Bool {
        let s = structure
        switch s.language {
        case .swift:
            return s.isWord(index, "scaledFont") && s.isPunctuation(index + 1, UInt8(ascii: "(")) && s.isWord(index + 2, "for")
                && s.isPunctuation(index + 3, UInt8(ascii: ":"))
        case .objectiveC:
            return s.isWord(index, "scaledFontForFont") && s.isPunctuation(index + 1, UInt8(ascii: ":"))
        }
    }

    // MARK: - Statements

    /// The tokens of the statement holding `index`, closures and bodies in it included. Statements end at `;`,
    /// at the braces around them, and in Swift at a line break outside brackets that does not continue the
    /// expression (a line ending in an operator or `,`, or one starting with `.`, a binary operator, `{` or `else`).
    func statementRange(around index: Int) -> ClosedRange<Int> {
        let s = structure
        var first = index
        var previous = index - 1
        while previous >= 0, !breaksStatement(before: first, after: previous) {
            if s.isClosing(previous) {
                guard s.partner[previous] >= 0 else { break }
                first = Int(s.partner[previous])
            } else if s.isPunctuation(previous, UInt8(ascii: "{")) || s.isPunctuation(previous, UInt8(ascii: ";")) {
                break
            } else {
                first = previous
            }
            previous = first - 1
        }
        var last = index
        var next = index + 1
        while next < s.count, !breaksStatement(before: next, after: last) {
            if s.isOpening(next) {
                guard s.partner[next] >= 0 else {
                    last = s.count - 1
                    break
                }
                last = Int(s.partner[next])
            } else if s.isPunctuation(next, UInt8(ascii: "}")) || s.isPunctuation(next, UInt8(ascii: ";")) {
                break
            } else {
                last = next
            }
            next = last + 1
        }
        return first...last
    }

    /// True when a statement ends between token `previous` and token `next`.
    private func breaksStatement(before next: Int, after previous: Int) -> Bool {
        let s = structure
        guard s.language == .swift, s.tokens[next].startsLine, s.depthInBraces[next] == 0 else { return false }
        return !continuesLine(previous) && !continuesFromLineStart(next)
    }

    /// A line ending in this token goes on on the next line.
    private func continuesLine(_ index: Int) -> Bool {
        let s = structure
        let token = s.tokens[index]
        switch token.kind {
        case .operatorRun:
            // A postfix `!` or `?` (`UIFont(…)!`) completes the expression; any other operator wants an operand.
            let postfix = (s.isOperator(index, "!") || s.isOperator(index, "?")) && !token.followsSpace
            return !postfix
        case .punctuation:
            return [UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: ":")]
                .contains(s.bytes[Int(token.start)])
        case .word:
            return ["as", "is", "try", "await", "return", "else", "where", "in"].contains(String(s.text(index)))
        case .string, .character:
            return false
        }
    }

    /// A line starting with this token continues the previous one.
    private func continuesFromLineStart(_ index: Int) -> Bool {
        let s = structure
        let token = s.tokens[index]
        switch token.kind {
        case .punctuation:
            return [UInt8(ascii: "."), UInt8(ascii: "{"), UInt8(ascii: ":"), UInt8(ascii: ",")].contains(s.bytes[Int(token.start)])
        case .operatorRun:
            // A binary operator has space on both sides (`?? fallback`); `-x` or `!flag` start a statement.
            return index + 1 < s.count && s.tokens[index + 1].followsSpace
        case .word:
            return ["else", "where", "as", "is"].contains(String(s.text(index)))
        case .string, .character:
            return false
        }
    }

    // MARK: - Bound names

    /// The name the call's result is bound to: `let font = UIFont(…)`, `guard let font = …`,
    /// `let font: UIFont? = …`, `self.titleFont = …`, Objective-C `UIFont *font = [UIFont …]`. The path's
    /// words, `self` left out; nil when the call is not the whole right-hand side's start.
    func boundPath(before callStart: Int) -> [Substring]? {
        let s = structure
        var index = callStart - 1
        guard s.isOperator(index, "=") else { return nil }
        index -= 1
        if s.language == .swift {
            // A type annotation: `: UIFont`, `: UIFont?`, `: UIFont!`.
            var annotation = index
            if s.isOperator(annotation, "?") || s.isOperator(annotation, "!") { annotation -= 1 }
            if s.tokens.indices.contains(annotation), s.tokens[annotation].kind == .word,
                s.isPunctuation(annotation - 1, UInt8(ascii: ":"))
            {
                index = annotation - 2
            }
        }
        guard s.tokens.indices.contains(index), s.tokens[index].kind == .word else { return nil }
        var path = [s.text(index)]
        while s.isPunctuation(index - 1, Byte.dot), s.tokens.indices.contains(index - 2), s.tokens[index - 2].kind == .word {
            index -= 2
            path.insert(s.text(index), at: 0)
        }
        if path.first == "self" { path.removeFirst() }
        return path.isEmpty ? nil : path
    }

    /// True when the tokens from `start` spell `path`, optionally after `self.`.
    private func argumentMatches(_ path: [Substring], at start: Int) -> Bool {
        let s = structure
        var index = start
        if s.isWord(index, "self"), s.isPunctuation(index + 1, Byte.dot) { index += 2 }
        for (offset, word) in path.enumerated() {
            if offset > 0 {
                guard s.isPunctuation(index, Byte.dot) else { return false }
                index += 1
            }
            guard s.tokens.indices.contains(index), s.tokens[index].kind == .word, s.text(index) == word else { return false }
            index += 1
        }
        return true
    }

    /// The tokens inside the innermost `{ }` around `index` (the whole file at top level).
    private func enclosingBlock(of index: Int) -> Range<Int> {
        let s = structure
        var previous = index - 1
        while previous >= 0 {
            if s.isClosing(previous), s.partner[previous] >= 0 {
                previous = Int(s.partner[previous]) - 1
            } else if s.isPunctuation(previous, UInt8(ascii: "{")) {
                let closing = Int(s.partner[previous])
                return (previous + 1)..<(closing >= 0 ? closing : s.count)
            } else {
                previous -= 1
            }
        }
        return 0..<s.count
    }
}
