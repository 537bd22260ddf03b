/// Decides whether a `UIFont(name:size:)` (or `[UIFont fontWithName:size:]`) is handed to UIFontMetrics'
/// `scaledFont(for:)`, looking only where the answer is certain:
///
/// - the same statement: `label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "X", size: 17)!)`,
///   also through a closure in it (`UIFont(name: "X", size: 17).map { metrics.scaledFont(for: $0) }`);
/// - the name the statement binds the font to, handed to `scaledFont(for:)` anywhere in the same block
///   (Apple's own example: `guard let customFont = UIFont(…) else { … }` then
///   `label.font = UIFontMetrics.default.scaledFont(for: customFont)`); `self.` is ignored on both sides.
///
/// Not seen: a font returned from a function or computed property and scaled by its caller, a font stored in one
/// type and scaled in another, a font passed through a variable under a second name. Those are reported as not
/// scaled; the rule's severity is a warning for that reason.
///
/// Built once per file: the statement and block around every token and the scaling calls are tabled in one pass,
/// so that each call's question is answered in constant (or logarithmic) time — 20,000 calls in one block no
/// longer rescan the block each.
struct FontMetricsScaling {
    let structure: TokenStructure
    /// For each token, the first and last token of its statement (see `statementRange(around:)`).
    private let statementFirst: [Int32]
    private let statementLast: [Int32]
    /// How many scaling calls start before each token index (one entry more than there are tokens).
    private let scalingCallsBefore: [Int32]
    /// For each token, the `{` that opens the innermost block around the token after it; -1 at top level.
    private let openingBraceBefore: [Int32]
    /// The scaling calls, in file order, under the first words of their argument (`self.` left out): up to
    /// `indexedWords` words, so that a bound name is looked up rather than compared with every call in its block.
    private let scalingCallsByArgument: [[Substring]: [Int]]
    private static let indexedWords = 4

    init(structure: TokenStructure) {
        self.structure = structure
        let count = structure.count
        var scalingCallsBefore = [Int32](repeating: 0, count: count + 1)
        var byArgument: [[Substring]: [Int]] = [:]
        for index in 0..<count {
            let isScaling = Self.isScalingCall(index, in: structure)
            scalingCallsBefore[index + 1] = scalingCallsBefore[index] + (isScaling ? 1 : 0)
            guard isScaling else { continue }
            let words = Self.argumentWords(at: index + Self.argumentOffset(structure), in: structure, limit: Self.indexedWords)
            for length in words.indices { byArgument[Array(words[...length]), default: []].append(index) }
        }
        self.scalingCallsBefore = scalingCallsBefore
        scalingCallsByArgument = byArgument
        // Each walk of the former per-call scans depends only on the token it stands at, so it is tabled once:
        // backwards from the file's start, forwards from its end.
        var first = [Int32](repeating: 0, count: count)
        var opening = [Int32](repeating: -1, count: count)
        for previous in 0..<count {
            first[previous] = Int32(Self.statementFirst(after: previous, in: structure, table: first))
            opening[previous] = Int32(Self.openingBrace(at: previous, in: structure, table: opening))
        }
        var last = [Int32](repeating: 0, count: count + 1)
        if count > 0 {
            last[count] = Int32(count - 1)
            for next in stride(from: count - 1, through: 0, by: -1) {
                last[next] = Int32(Self.statementLast(before: next, in: structure, table: last))
            }
        }
        statementFirst = first
        statementLast = last.isEmpty ? [] : Array(last.dropFirst())
        openingBraceBefore = opening
    }

    func isScaled(callStart: Int) -> Bool {
        let statement = statementRange(around: callStart)
        if scalingCallsBefore[statement.upperBound + 1] > scalingCallsBefore[statement.lowerBound] { return true }
        guard let path = boundPath(before: callStart) else { return false }
        let block = enclosingBlock(of: callStart)
        let key = Array(path.prefix(Self.indexedWords))
        guard let calls = scalingCallsByArgument[key] else { return false }
        var index = Self.firstIndex(in: calls, notBelow: block.lowerBound)
        while index < calls.count, calls[index] < block.upperBound {
            // Paths of up to `indexedWords` words are the key itself; longer ones are checked word by word.
            if path.count <= Self.indexedWords || argumentMatches(path, at: calls[index] + Self.argumentOffset(structure)) { return true }
            index += 1
        }
        return false
    }

    /// Swift `scaledFont(for:`; Objective-C `scaledFontForFont:`.
    private static func isScalingCall(_ index: Int, in s: TokenStructure) -> Bool {
        switch s.language {
        case .swift:
            return s.isWord(index, "scaledFont") && s.isPunctuation(index + 1, UInt8(ascii: "(")) && s.isWord(index + 2, "for")
                && s.isPunctuation(index + 3, UInt8(ascii: ":"))
        case .objectiveC:
            return s.isWord(index, "scaledFontForFont") && s.isPunctuation(index + 1, UInt8(ascii: ":"))
        }
    }

    /// From a scaling call's first token to its argument's.
    private static func argumentOffset(_ s: TokenStructure) -> Int { s.language == .swift ? 4 : 2 }

    /// The dotted words an argument starts with (`self.` left out), at most `limit`.
    private static func argumentWords(at start: Int, in s: TokenStructure, limit: Int) -> [Substring] {
        var index = start
        if s.isWord(index, "self"), s.isPunctuation(index + 1, Byte.dot) { index += 2 }
        var words: [Substring] = []
        while words.count < limit, s.tokens.indices.contains(index), s.tokens[index].kind == .word {
            words.append(s.text(index))
            guard s.isPunctuation(index + 1, Byte.dot) else { break }
            index += 2
        }
        return words
    }

    private static func firstIndex(in sorted: [Int], notBelow value: Int) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    // MARK: - Statements

    /// The tokens of the statement holding `index`, closures and bodies in it included. Statements end at `;`,
    /// at the braces around them, and in Swift at a line break outside brackets that does not continue the
    /// expression (a line ending in an operator or `,`, or one starting with `.`, a binary operator, `{` or `else`).
    func statementRange(around index: Int) -> ClosedRange<Int> {
        let first = index == 0 ? 0 : Int(statementFirst[index - 1])
        return first...Int(statementLast[index])
    }

    /// Where a statement starts when walking back from token `previous + 1` (the tokens before it already tabled).
    private static func statementFirst(after previous: Int, in s: TokenStructure, table: [Int32]) -> Int {
        // The last token is never the one after a statement's first: its entry is not asked for.
        if previous + 1 >= s.count || breaksStatement(before: previous + 1, after: previous, in: s) { return previous + 1 }
        if s.isClosing(previous) {
            let partner = Int(s.partner[previous])
            guard partner >= 0 else { return previous + 1 }
            return partner == 0 ? 0 : Int(table[partner - 1])
        }
        if s.isPunctuation(previous, UInt8(ascii: "{")) || s.isPunctuation(previous, UInt8(ascii: ";")) { return previous + 1 }
        return previous == 0 ? 0 : Int(table[previous - 1])
    }

    /// Where a statement ends when walking on from token `next - 1` (the tokens after it already tabled;
    /// `table[i]` answers for `next == i`).
    private static func statementLast(before next: Int, in s: TokenStructure, table: [Int32]) -> Int {
        if breaksStatement(before: next, after: next - 1, in: s) { return next - 1 }
        if s.isOpening(next) {
            let partner = Int(s.partner[next])
            guard partner >= 0 else { return s.count - 1 }
            return Int(table[partner + 1])
        }
        if s.isPunctuation(next, UInt8(ascii: "}")) || s.isPunctuation(next, UInt8(ascii: ";")) { return next - 1 }
        return Int(table[next + 1])
    }

    /// True when a statement ends between token `previous` and token `next`.
    private static func breaksStatement(before next: Int, after previous: Int, in s: TokenStructure) -> Bool {
        guard s.language == .swift, previous >= 0, s.tokens[next].startsLine, s.depthInBraces[next] == 0 else { return false }
        return !continuesLine(previous, in: s) && !continuesFromLineStart(next, in: s)
    }

    /// A line ending in this token goes on on the next line.
    private static func continuesLine(_ index: Int, in s: TokenStructure) -> Bool {
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
    private static func continuesFromLineStart(_ index: Int, in s: TokenStructure) -> Bool {
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
        let opening = index == 0 ? -1 : Int(openingBraceBefore[index - 1])
        guard opening >= 0 else { return 0..<structure.count }
        let closing = Int(structure.partner[opening])
        return (opening + 1)..<(closing >= 0 ? closing : structure.count)
    }

    /// The `{` found walking back from token `previous`, over whole bracketed groups (earlier tokens tabled).
    private static func openingBrace(at previous: Int, in s: TokenStructure, table: [Int32]) -> Int {
        if s.isClosing(previous), s.partner[previous] >= 0 {
            let partner = Int(s.partner[previous])
            return partner == 0 ? -1 : Int(table[partner - 1])
        }
        if s.isPunctuation(previous, UInt8(ascii: "{")) { return previous }
        return previous == 0 ? -1 : Int(table[previous - 1])
    }
}
