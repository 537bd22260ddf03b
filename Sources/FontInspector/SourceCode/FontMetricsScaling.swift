/// Decides whether a `UIFont(name:size:)` (or `[UIFont fontWithName:size:]`) is handed to UIFontMetrics'
/// `scaledFont(for:)`, looking only where the answer is certain:
///
/// - the same statement: `label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "X", size: 17)!)`,
///   also through a closure in it (`UIFont(name: "X", size: 17).map { metrics.scaledFont(for: $0) }`);
/// - the name the statement binds the font to, handed to `scaledFont(for:)` anywhere in the same block
///   (Apple's own example: `guard let customFont = UIFont(…) else { … }` then
///   `label.font = UIFontMetrics.default.scaledFont(for: customFont)`); `self.` is ignored on both sides;
/// - an element of a dictionary or array literal whose every read is scaled (`FontCollectionScaling.swift`).
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
    /// The scaling calls' arguments, in file order, under their first words (`self.` left out): up to
    /// `indexedWords` words, so that a bound name is looked up rather than compared with every call in its block.
    private let scalingCallsByArgument: [[Substring]: [Int]]
    private static let indexedWords = 4
    /// The element values of collection literals scaled where the collection is read (`FontCollectionScaling`).
    private var scaledCollectionElements: Set<Int> = []

    init(structure: TokenStructure) {
        self.structure = structure
        let count = structure.count
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
        // BonMot's `.font(…)` part of a style that also holds `.adapt(…)` is scaled too: its README's Dynamic Type
        // section says adding `.adapt(.control)` or `.adapt(.body)` to a style makes it follow the text size
        // (github.com/Rightpoint/BonMot, README.md, "Dynamic Type").
        var adaptingStatements: Set<Int32> = []
        for index in 0..<count where Self.isBonMotAdaptation(index, in: structure) {
            adaptingStatements.insert(index == 0 ? 0 : first[index - 1])
        }
        var scalingCallsBefore = [Int32](repeating: 0, count: count + 1)
        var byArgument: [[Substring]: [Int]] = [:]
        for index in 0..<count {
            var argument = Self.isScalingCall(index, in: structure) ? index + Self.argumentOffset(structure) : nil
            if argument == nil, !adaptingStatements.isEmpty, Self.isBonMotFontPart(index, in: structure),
                adaptingStatements.contains(index == 0 ? 0 : first[index - 1])
            {
                argument = index + 2
            }
            scalingCallsBefore[index + 1] = scalingCallsBefore[index] + (argument == nil ? 0 : 1)
            guard let argument else { continue }
            let words = Self.argumentWords(at: argument, in: structure, limit: Self.indexedWords)
            for length in words.indices { byArgument[Array(words[...length]), default: []].append(argument) }
        }
        self.scalingCallsBefore = scalingCallsBefore
        scalingCallsByArgument = byArgument
        scaledCollectionElements = Self.scaledCollectionElements(self)
    }

    func isScaled(callStart: Int) -> Bool {
        isScaledWhereWritten(callStart: callStart) || scaledCollectionElements.contains(callStart)
    }

    /// Scaled in its statement, through the name it is bound to, or as the value a declaration returns.
    func isScaledWhereWritten(callStart: Int) -> Bool {
        let statement = statementRange(around: callStart)
        if scalingCallsBefore[statement.upperBound + 1] > scalingCallsBefore[statement.lowerBound] { return true }
        if let name = returningDeclaration(of: statement), scalingCallsByArgument[[name]] != nil { return true }
        guard let path = boundPath(before: callStart) else { return false }
        // A local (`let`, `guard let`, Objective-C `UIFont *font =`) is scaled in its own block; a name assigned
        // without a declaration is a property, which another method of the type may scale: the whole file is
        // searched, the type as far as lint sees it.
        let block = declaresLocal(statement) ? enclosingBlock(of: callStart) : 0..<structure.count
        let key = Array(path.prefix(Self.indexedWords))
        guard let calls = scalingCallsByArgument[key] else { return false }
        var index = Self.firstIndex(in: calls, notBelow: block.lowerBound)
        while index < calls.count, calls[index] < block.upperBound {
            // Paths of up to `indexedWords` words are the key itself; longer ones are checked word by word.
            if path.count <= Self.indexedWords || argumentMatches(path, at: calls[index]) { return true }
            index += 1
        }
        return false
    }

    /// True when the statement declares a local name: Swift `let`/`var`/`guard`/`if`/`while`, Objective-C `Type *name =`.
    private func declaresLocal(_ statement: ClosedRange<Int>) -> Bool {
        let s = structure
        let first = statement.lowerBound
        switch s.language {
        case .swift:
            let declaring: [StaticString] = ["let", "var", "guard", "if", "while"]
            return declaring.contains { s.isWord(first, $0) }
        case .objectiveC: return s.tokens[first].kind == .word && (s.isOperator(first + 1, "*") || s.isWord(first, "UIFont"))
        }
    }

    /// The function or computed property whose value the statement returns — `return UIFont(…)`, or the only
    /// statement of its body — so that `scaledFont(for: bodyFont())` elsewhere in the file scales it.
    private func returningDeclaration(of statement: ClosedRange<Int>) -> Substring? {
        let s = structure
        let brace = enclosingBrace(of: statement.lowerBound)
        guard brace >= 0, s.partner[brace] > brace else { return nil }
        let closing = Int(s.partner[brace])
        let returns = s.isWord(statement.lowerBound, "return") || (statement.lowerBound == brace + 1 && statement.upperBound == closing - 1)
        guard returns else { return nil }
        return declaredName(ofBodyAt: brace)
    }

    /// The name of the function or computed property whose body the `{` at `brace` opens: `func name(`,
    /// `var name: T {`, `static var name: T {` — the word after `func`/`var` in the body's statement.
    /// For each of `indices`, the name of the outermost `enum` whose body holds it (`FontFamily` of SwiftGen's
    /// `enum FontFamily { enum Inter { static let bold = FontConvertible(…) } }`); nil when the outermost block is
    /// no enum. Each brace's outermost block is found once, so nested tables cost the braces, not braces × calls.
    func outermostEnumNames(around indices: [Int]) -> [Substring?] {
        var outermost: [Int: Int] = [:]
        // Iterative, so a file of thousands of nested braces needs no deep stack.
        func top(of brace: Int) -> Int {
            var chain: [Int] = []
            var current = brace
            var found: Int
            while true {
                if let known = outermost[current] { found = known; break }
                chain.append(current)
                let parent = enclosingBrace(of: current)
                if parent < 0 { found = current; break }
                current = parent
            }
            for visited in chain { outermost[visited] = found }
            return found
        }
        let s = structure
        return indices.map { index in
            let brace = enclosingBrace(of: index)
            guard brace >= 0 else { return nil }
            let outer = top(of: brace)
            let declaration = statementRange(around: outer).lowerBound..<outer
            guard let keyword = declaration.first(where: { s.isWord($0, "enum") }), keyword + 1 < outer, s.tokens[keyword + 1].kind == .word
            else { return nil }
            return s.text(keyword + 1)
        }
    }

    func declaredName(ofBodyAt brace: Int) -> Substring? {
        let s = structure
        var index = statementRange(around: brace).lowerBound
        while index < brace {
            if s.isWord(index, "func") || s.isWord(index, "var"), index + 1 < brace, s.tokens[index + 1].kind == .word { return s.text(index + 1) }
            index += 1
        }
        return nil
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

    /// BonMot's `.adapt(` (Swift).
    private static func isBonMotAdaptation(_ index: Int, in s: TokenStructure) -> Bool {
        s.language == .swift && s.isWord(index, "adapt") && s.isPunctuation(index - 1, Byte.dot) && s.isPunctuation(index + 1, UInt8(ascii: "("))
    }

    /// A style's `.font(` part, as BonMot's `StringStyle(.font(…), …)` writes it.
    private static func isBonMotFontPart(_ index: Int, in s: TokenStructure) -> Bool {
        s.isWord(index, "font") && s.isPunctuation(index - 1, Byte.dot) && s.isPunctuation(index + 1, UInt8(ascii: "("))
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

    /// The `{` of the innermost block around `index`; -1 at top level.
    func enclosingBrace(of index: Int) -> Int { index == 0 ? -1 : Int(openingBraceBefore[index - 1]) }

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

/// Why a font made at a size that does not scale is still not worth a warning: what the code around the call
/// shows about its size. Precision over recall — each answer is one the code makes plain.
enum FontSizeEvidence: Equatable {
    /// The enclosing function reads a text style's size (`preferredFont(forTextStyle:)`, its descriptor's
    /// `pointSize`, `scaledValue(for:)`, the content size category), or the size is an `@ScaledMetric`.
    case followsTextStyle
    /// A size no interface text has: 1 pt or less (a placeholder), above 100 pt (decoration).
    case notInterfaceTextSize
    /// The function draws into an image or a PDF (`UIGraphicsImageRenderer`, a PDF context), or its name or its
    /// type's says it makes a PDF's fonts.
    case drawnIntoImage
    /// A helper whose size is its parameter and whose name is not a literal: its callers decide both.
    case givenByCaller
    /// A type's stored font property every read of which is `.withSize(…)`: only its face is used (FP761).
    case resizedAtEveryRead
    /// A local the function steps while it measures the text, until it fits its box (D961, `FittedFontSizes`).
    case fittedToItsBox
}

/// The tables behind `FontSizeEvidence`, built once per file in one pass: prefix counts of the words that tell,
/// the function body around each brace, and the `@ScaledMetric` names.
struct FontSizeContext {
    let structure: TokenStructure
    let scaling: FontMetricsScaling
    private let textStyleWordsBefore: [Int32]
    private let renderingWordsBefore: [Int32]
    /// For each `{`: the `{` of the function (or accessor, or top-level closure) body it lies in; -1 elsewhere.
    private let functionBrace: [Int32]
    /// The `{` of each type's body (`struct`, `class`, `enum`, `extension` …).
    private let typeBraces: Set<Int>
    private let scaledMetricNames: Set<Substring>
    /// For each function body's `{`: the names of the function's parameters, read once per function.
    private let parametersByBrace: [Int: Set<Substring>]
    /// For each type body's `{`: the properties it declares with a type and no value (`let size: CGFloat`).
    private let storedWithoutValue: [Int: Set<Substring>]
    /// Which function bodies draw into an image, their own renderer named or only called from such code.
    private let imageRendering: ImageRenderingContext
    private let fittedSizes: FittedFontSizes

    static let textStyleWords: Set<Substring> = [
        "preferredFont", "preferredFontForTextStyle", "preferredFontDescriptor", "preferredFontDescriptorWithTextStyle",
        "scaledValue", "scaledValueForValue", "preferredContentSizeCategory", "ScaledMetric",
    ]
    static let renderingWords: Set<Substring> = [
        "UIGraphicsImageRenderer", "UIGraphicsPDFRenderer", "UIGraphicsBeginImageContext", "UIGraphicsBeginImageContextWithOptions",
        "UIGraphicsBeginPDFContextToData", "UIGraphicsBeginPDFContextToFile", "UIGraphicsBeginPDFPage", "CGPDFContextCreate", "ImageRenderer",
    ]
    private static let typeWords: Set<Substring> = ["class", "struct", "enum", "extension", "protocol", "actor"]
    private static let modifierWords: Set<Substring> = [
        "public", "private", "fileprivate", "internal", "open", "final", "indirect", "package",
    ]

    init(scaling: FontMetricsScaling) {
        let s = scaling.structure
        structure = s
        self.scaling = scaling
        var textStyle = [Int32](repeating: 0, count: s.count + 1)
        var rendering = [Int32](repeating: 0, count: s.count + 1)
        var functionBrace = [Int32](repeating: -1, count: s.count)
        var scaledMetricNames: Set<Substring> = []
        var parametersByBrace: [Int: Set<Substring>] = [:]
        var typeBraces: Set<Int> = []
        var storedWithoutValue: [Int: Set<Substring>] = [:]
        // Objective-C has no line-break statement ends: a method's signature starts after the last `}`, `;` or `{`.
        var lastBoundary = -1
        for index in 0..<s.count {
            let isWord = s.tokens[index].kind == .word
            let word = isWord ? s.text(index) : ""
            textStyle[index + 1] = textStyle[index] + (isWord && Self.textStyleWords.contains(word) ? 1 : 0)
            rendering[index + 1] = rendering[index] + (isWord && Self.renderingWords.contains(word) ? 1 : 0)
            if word == "ScaledMetric" {
                // `@ScaledMetric(relativeTo: .body) var size = 17`: the name after the next `var`, a few tokens on.
                var next = index + 1
                while next < min(s.count, index + 16), !s.isWord(next, "var") { next = s.isOpening(next) && s.partner[next] > next ? Int(s.partner[next]) + 1 : next + 1 }
                if s.isWord(next, "var"), next + 1 < s.count, s.tokens[next + 1].kind == .word { scaledMetricNames.insert(s.text(next + 1)) }
            }
            if (word == "let" || word == "var"), s.depthInBraces[index] == 0, index + 2 < s.count, s.tokens[index + 1].kind == .word,
                s.isPunctuation(index + 2, UInt8(ascii: ":"))
            {
                let brace = scaling.enclosingBrace(of: index)
                if brace >= 0, typeBraces.contains(brace), !Self.hasValue(declarationAt: index, in: s) {
                    storedWithoutValue[brace, default: []].insert(s.text(index + 1))
                }
            }
            if s.isPunctuation(index, UInt8(ascii: "{")) {
                let parent = scaling.enclosingBrace(of: index)
                if Self.opensType(index, scaling: scaling) { typeBraces.insert(index) }
                functionBrace[index] = parent < 0 || typeBraces.contains(parent) ? Int32(index) : functionBrace[parent]
                if functionBrace[index] == Int32(index) {
                    let start = s.language == .swift ? scaling.statementRange(around: index).lowerBound : lastBoundary + 1
                    parametersByBrace[index] = Self.parameters(in: max(start, 0)..<index, structure: s)
                }
            }
            if s.isPunctuation(index, UInt8(ascii: "}")) || s.isPunctuation(index, UInt8(ascii: ";")) || s.isPunctuation(index, UInt8(ascii: "{")) {
                lastBoundary = index
            }
        }
        self.parametersByBrace = parametersByBrace
        self.storedWithoutValue = storedWithoutValue
        self.typeBraces = typeBraces
        // A Swift function of the same file that reads a text style's size (`func bodyFontSize() -> CGFloat {
        // UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).pointSize … }`) passes it on: a call of it
        // tells as much as the words themselves.
        var helpers: Set<Substring> = []
        if s.language == .swift {
            for (brace, _) in parametersByBrace where s.partner[brace] > brace && textStyle[Int(s.partner[brace])] > textStyle[brace + 1] {
                if let name = scaling.declaredName(ofBodyAt: brace), !Self.textStyleWords.contains(name) { helpers.insert(name) }
            }
        }
        if !helpers.isEmpty {
            var calls: Int32 = 0
            for index in 0..<s.count {
                if s.tokens[index].kind == .word, helpers.contains(s.text(index)) { calls += 1 }
                textStyle[index + 1] += calls
            }
        }
        textStyleWordsBefore = textStyle
        renderingWordsBefore = rendering
        self.functionBrace = functionBrace
        self.scaledMetricNames = scaledMetricNames
        let functionBody = { (index: Int) -> Int? in
            let innermost = scaling.enclosingBrace(of: index)
            let brace = innermost >= 0 ? Int(functionBrace[innermost]) : -1
            return brace >= 0 ? brace : nil
        }
        fittedSizes = FittedFontSizes(structure: s, functionBrace: functionBody)
        imageRendering = ImageRenderingContext(
            structure: s, bodies: Array(parametersByBrace.keys),
            body: functionBody,
            drawsDirectly: { brace in
                let closing = Int(s.partner[brace])
                return closing > brace && rendering[closing] > rendering[brace + 1]
            })
    }

    /// `let name: Type = …` or `var name: Type { … }` has a value; `let name: Type` alone (its line ends first)
    /// does not. Annotations are short: past 16 tokens the declaration is taken to have one.
    private static func hasValue(declarationAt index: Int, in s: TokenStructure) -> Bool {
        var next = index + 3
        while next < min(s.count, index + 19) {
            if s.tokens[next].startsLine { return false }
            if s.isOperator(next, "=") || s.isPunctuation(next, UInt8(ascii: "{")) { return true }
            next += 1
        }
        return next < index + 19 ? false : true
    }

    /// True when the `{` at `brace` opens a type's body: its statement starts (after attributes and modifiers)
    /// with `class`, `struct`, `enum`, `extension`, `protocol` or `actor` (and not `class func`).
    private static func opensType(_ brace: Int, scaling: FontMetricsScaling) -> Bool {
        let s = scaling.structure
        var index = scaling.statementRange(around: brace).lowerBound
        while index < brace {
            if s.tokens[index].kind == .word, modifierWords.contains(s.text(index)) {
                index += 1
            } else if s.tokens[index].kind != .word, index + 1 < brace, s.tokens[index + 1].kind == .word, s.text(index) == "@" {
                index += 2  // an attribute; its arguments follow
                if s.isOpening(index), s.partner[index] > index { index = Int(s.partner[index]) + 1 }
            } else {
                break
            }
        }
        guard index < brace, s.tokens[index].kind == .word, typeWords.contains(s.text(index)) else { return false }
        return !(s.isWord(index, "class") && (s.isWord(index + 1, "func") || s.isWord(index + 1, "var") || s.isWord(index + 1, "let")))
    }

    /// What the code shows about the size of the call starting at `callStart`; nil when it shows nothing.
    func evidence(callStart: Int, nameIsLiteral: Bool) -> FontSizeEvidence? {
        guard let size = sizeArgument(callStart: callStart) else { return nil }
        return evidence(size: size, callStart: callStart, nameIsLiteral: nameIsLiteral)
    }

    /// What the code shows about a size written as the tokens `size` in the call starting at `callStart` (a font
    /// call's size argument, or the size a caller passes to a font helper).
    func evidence(size: Range<Int>, callStart: Int, nameIsLiteral: Bool) -> FontSizeEvidence? {
        let s = structure
        if let points = numberValue(size) ?? constantLocalValue(size, callStart: callStart), points <= 1 || points > 100 {
            return .notInterfaceTextSize
        }
        if count(textStyleWordsBefore, in: size.lowerBound..<size.upperBound) > 0 { return .followsTextStyle }
        if size.count == 1, s.tokens[size.lowerBound].kind == .word, scaledMetricNames.contains(s.text(size.lowerBound)) { return .followsTextStyle }
        if isResizedAtEveryRead(callStart: callStart) { return .resizedAtEveryRead }
        guard let body = functionBody(around: callStart) else { return nil }
        if imageRendering.drawingBodies.contains(body.lowerBound - 1) || namesPDF(body: body.lowerBound - 1) {
            if !isSetOnView(callStart: callStart, in: body) { return .drawnIntoImage }
        }
        if size.count == 1, s.tokens[size.lowerBound].kind == .word, fittedSizes.isFitted(s.text(size.lowerBound), inBodyAt: body.lowerBound - 1) {
            return .fittedToItsBox
        }
        // A computed size in a function that reads a text style's size is taken as derived from it.
        if numberValue(size) == nil, count(textStyleWordsBefore, in: body) > 0 { return .followsTextStyle }
        if !nameIsLiteral, size.count == 1, s.tokens[size.lowerBound].kind == .word,
           parametersByBrace[body.lowerBound - 1]?.contains(s.text(size.lowerBound)) == true
        {
            return .givenByCaller
        }
        return nil
    }

    /// The font is a view's (`label.font = UIFont(…)`), or the local it is bound to is also set as one.
    private func isSetOnView(callStart: Int, in body: Range<Int>) -> Bool {
        guard let path = scaling.boundPath(before: callStart) else { return false }
        if path.count > 1, path.last == "font" { return true }
        return path.count == 1 && imageRendering.isSetOnView(path[0], in: body)
    }

    /// The computed property `var name: UIFont { … }` (`UIFont?`, `UIFont!`) whose body makes the font at `callStart`.
    func computedFontProperty(around callStart: Int) -> Substring? {
        let s = structure
        guard s.language == .swift, let body = functionBody(around: callStart) else { return nil }
        var type = body.lowerBound - 2
        if s.isOperator(type, "?") || s.isOperator(type, "!") { type -= 1 }
        guard type >= 3, s.isWord(type, "UIFont"), s.isPunctuation(type - 1, UInt8(ascii: ":")), s.tokens[type - 2].kind == .word, s.isWord(type - 3, "var")
        else { return nil }
        return s.text(type - 2)
    }

    /// Whether the `{` at `brace` opens a type's body (`struct`, `class`, `enum`, `extension` …).
    func opensTypeBody(_ brace: Int) -> Bool { typeBraces.contains(brace) }

    /// `index` lies in a type's body outside its functions and accessors: a stored property's value.
    func isInTypeBody(_ index: Int) -> Bool {
        let brace = scaling.enclosingBrace(of: index)
        return brace >= 0 && typeBraces.contains(brace)
    }

    /// The `{` of the function body around `index` (closures in it belong to it); nil at top level.
    func functionBrace(around index: Int) -> Int? {
        functionBody(around: index).map { $0.lowerBound - 1 }
    }

    /// The helper the font call starting at `callStart` sits in, when the call's name argument (`name`) or size
    /// argument is a parameter of the function around it. The size counts only when nothing else in the helper
    /// says how it behaves (`sizeIsOpen`): then the callers' sizes are judged.
    /// `declarations` keeps each function's signature once read: many calls in one function read it once.
    func helper(
        callStart: Int, form: FontCallForm, name: Range<Int>, sizeIsOpen: Bool, file: String,
        declarations: inout [Int: FontHelperSignature.Declaration?]
    ) -> FontHelperSignature? {
        let s = structure
        guard var helper = enclosingFunction(of: callStart, form: form, file: file, declarations: &declarations) else { return nil }
        helper.nameParameter = helper.parameterIndex(of: name, in: s)
        // `font.rawValue` where `font` is a parameter of an enum type: the caller's case names the font.
        if helper.nameParameter == nil, name.count == 3, s.isPunctuation(name.lowerBound + 1, Byte.dot), s.isWord(name.lowerBound + 2, "rawValue"),
            let index = helper.parameterIndex(of: name.lowerBound..<(name.lowerBound + 1), in: s), let type = helper.parameters[index].type
        {
            helper.nameParameter = index
            helper.nameEnumType = type
        }
        if let size = sizeArgument(callStart: callStart) { helper.sizeParameter = helper.parameterIndex(of: size, in: s) }
        helper.judgesCallerSizes = sizeIsOpen && helper.sizeParameter != nil
        return helper.nameParameter == nil && helper.sizeParameter == nil ? nil : helper
    }

    /// The `func` whose body holds the call starting at `callStart`, as a helper making a `form` font whose
    /// parameters give nothing yet; nil outside a function (or in an initialiser, accessor or closure).
    func enclosingFunction(
        of callStart: Int, form: FontCallForm, file: String, declarations: inout [Int: FontHelperSignature.Declaration?]
    ) -> FontHelperSignature? {
        let s = structure
        guard s.language == .swift, let brace = functionBrace(around: callStart) else { return nil }
        if declarations[brace] == nil {
            declarations[brace] = .some(FontHelperSignature.declaration(bodyAt: brace, statementStart: scaling.statementRange(around: brace).lowerBound, in: s))
        }
        guard let declared = declarations[brace] ?? nil else { return nil }
        return FontHelperSignature(
            name: declared.name, parameters: declared.parameters, form: form, owner: typeName(around: brace), file: file, line: Int(s.tokens[brace].line))
    }

    /// The name of the type (or extended type, last component) whose body holds the function body at `brace`.
    private func typeName(around brace: Int) -> String? {
        let parent = scaling.enclosingBrace(of: brace)
        guard parent >= 0, Self.opensType(parent, scaling: scaling) else { return nil }
        let s = structure
        var index = scaling.statementRange(around: parent).lowerBound
        while index + 1 < parent, !(s.tokens[index].kind == .word && Self.typeWords.contains(s.text(index))) { index += 1 }
        guard index + 1 < parent, s.tokens[index + 1].kind == .word else { return nil }
        var name = index + 1
        while s.isPunctuation(name + 1, Byte.dot), name + 2 < parent, s.tokens[name + 2].kind == .word { name += 2 }
        return String(s.text(name))
    }

    /// The base name of the Swift function whose body holds `callStart`, when only code that writes that name can
    /// run it: a `static` or `class` function of a type, or a free function. An instance method may meet a protocol
    /// requirement the system calls (a delegate's, `makeUIView(context:)`) without the app writing its name, and an
    /// initialiser, accessor or stored property's closure is reached without it: nil for those (`UncalledFontHelpers`).
    /// Nil too when its declaration, or its type's, says a word that lets the runtime reach it under another name or
    /// none (`override`, `@objc(name)`, `@main` …): an `@objc` function's Objective-C callers write its name.
    /// `public` or `open` there lets other modules call it, by name: `opensToOtherModules`.
    func functionRunOnlyByName(around callStart: Int) -> (name: Substring, opensToOtherModules: Bool)? {
        let s = structure
        guard s.language == .swift, let brace = functionBrace(around: callStart) else { return nil }
        let parent = scaling.enclosingBrace(of: brace)
        guard parent < 0 || typeBraces.contains(parent) else { return nil }
        let start = scaling.statementRange(around: brace).lowerBound
        guard let keyword = (start..<brace).first(where: { s.isWord($0, "func") }), keyword + 1 < brace, s.tokens[keyword + 1].kind == .word
        else { return nil }
        let declaration = declarationStart(before: keyword)..<keyword
        if parent >= 0, !declaration.contains(where: { s.isWord($0, "static") || s.isWord($0, "class") }) { return nil }
        let typeDeclaration = parent >= 0 ? declarationStart(before: parent)..<parent : 0..<0
        if declaration.contains(where: reachesUnnamed) || typeDeclaration.contains(where: reachesUnnamed) { return nil }
        let opens = declaration.contains(where: opensToModules) || typeDeclaration.contains(where: opensToModules)
        return (s.text(keyword + 1), opens)
    }

    /// How far back a declaration's attributes and modifiers are read, in tokens.
    private static let declarationReach = 48

    /// The first token after the `{`, `}` or `;` before `index` (within `declarationReach`): the declaration's
    /// attributes and modifiers on earlier lines too, and maybe a stored property before them, which only adds words.
    private func declarationStart(before index: Int) -> Int {
        let s = structure
        var first = index
        while first > max(0, index - Self.declarationReach),
            ![UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";")].contains(where: { s.isPunctuation(first - 1, $0) })
        {
            first -= 1
        }
        return first
    }

    /// `override`, `@objc(name)`, `dynamic`, `@_cdecl`, `@IBAction`, `@IBSegueAction` at `index`; `@main`, whose
    /// type's `static func main()` the system calls.
    private func reachesUnnamed(_ index: Int) -> Bool {
        let s = structure
        guard s.tokens[index].kind == .word else { return false }
        if s.isWord(index, "objc") { return s.isPunctuation(index + 1, UInt8(ascii: "(")) }
        return Self.reachingWords.contains(s.text(index))
    }

    private static let reachingWords: Set<Substring> = ["override", "dynamic", "_cdecl", "IBAction", "IBSegueAction", "main"]

    /// `public` or `open` at `index`.
    private func opensToModules(_ index: Int) -> Bool {
        structure.isWord(index, "public") || structure.isWord(index, "open")
    }

    /// True when the tokens `argument` are one word that is a parameter of the function around `callStart`, or a
    /// property its type declares without a value (`let size: CGFloat`, set by whoever makes the value): what a
    /// caller passes on is its own callers' to decide.
    func isForwarded(_ argument: Range<Int>, callStart: Int) -> Bool {
        let s = structure
        guard argument.count == 1, s.tokens[argument.lowerBound].kind == .word, let brace = functionBrace(around: callStart) else { return false }
        let word = s.text(argument.lowerBound)
        if parametersByBrace[brace]?.contains(word) == true { return true }
        let parent = scaling.enclosingBrace(of: brace)
        return parent >= 0 && storedWithoutValue[parent]?.contains(word) == true
    }

    /// The function, or the type it belongs to, says in its name that it makes fonts for a PDF (`enum
    /// PDFLabelType`, `func pdfTitleFont()`): text of a document, not of the interface.
    private func namesPDF(body brace: Int) -> Bool {
        func says(_ name: Substring?) -> Bool { name.map { $0.contains("PDF") || $0.hasPrefix("pdf") } ?? false }
        if says(scaling.declaredName(ofBodyAt: brace)) { return true }
        let parent = scaling.enclosingBrace(of: brace)
        guard parent >= 0, Self.opensType(parent, scaling: scaling) else { return false }
        let s = structure
        var index = scaling.statementRange(around: parent).lowerBound
        while index + 1 < parent {
            if s.tokens[index].kind == .word, Self.typeWords.contains(s.text(index)), s.tokens[index + 1].kind == .word { return says(s.text(index + 1)) }
            index += 1
        }
        return false
    }

    private func count(_ prefix: [Int32], in range: Range<Int>) -> Int32 {
        prefix[min(range.upperBound, structure.count)] - prefix[max(range.lowerBound, 0)]
    }

    /// The tokens of the size argument: Swift `size:`/`fixedSize:`, Objective-C `size:`, at the call's own depth.
    func sizeArgument(callStart: Int) -> Range<Int>? {
        let s = structure
        var opening = callStart
        while opening < min(s.count, callStart + 6), !s.isOpening(opening) { opening += 1 }
        guard opening < s.count, s.isOpening(opening), s.partner[opening] > opening else { return nil }
        let closing = Int(s.partner[opening])
        var index = opening + 1
        while index < closing {
            if (s.isWord(index, "size") || s.isWord(index, "fixedSize")), s.isPunctuation(index + 1, UInt8(ascii: ":")) {
                let start = index + 2
                let end = s.language == .swift ? min(s.endOfArgument(from: start), closing) : closing
                return start < end ? start..<end : nil
            }
            index = s.isOpening(index) && s.partner[index] > index ? Int(s.partner[index]) + 1 : index + 1
        }
        return nil
    }

    /// `17`, `17.5`, `CGFloat(17)` is not read: only a plain number literal.
    func numberValue(_ range: Range<Int>) -> Double? {
        let s = structure
        guard range.count <= 3, range.allSatisfy({ s.tokens[$0].kind == .word || s.isPunctuation($0, Byte.dot) }) else { return nil }
        return Double(range.map { String(s.text($0)) }.joined())
    }

    /// The number a constant local named by the one word `size` holds, declared before the call in the same
    /// function body: Objective-C `const NSInteger side = 180;` (`static const` too), Swift `let side: CGFloat = 180`.
    /// Only a constant: a variable may be set again between its declaration and the call (FP600).
    /// How far back from a font call a size's constant local is looked for, in tokens.
    private static let constantLocalReach = 2048

    private func constantLocalValue(_ size: Range<Int>, callStart: Int) -> Double? {
        let s = structure
        guard size.count == 1, s.tokens[size.lowerBound].kind == .word, let body = functionBody(around: callStart) else { return nil }
        let name = s.text(size.lowerBound)
        var index = callStart - 1
        // Bounded, so that many calls in one long function stay linear.
        while index >= max(body.lowerBound, callStart - Self.constantLocalReach) {
            if s.tokens[index].kind == .word, s.text(index) == name, let value = declaredValue(ofConstantAt: index) { return value }
            index -= 1
        }
        return nil
    }

    /// The number literal a constant declaration whose name is token `index` gives it; nil for anything else.
    private func declaredValue(ofConstantAt index: Int) -> Double? {
        let s = structure
        var equals = index + 1
        switch s.language {
        case .swift:
            guard s.isWord(index - 1, "let") else { return nil }
            // `let side: CGFloat = 180`: a short type annotation on the same line.
            if s.isPunctuation(equals, UInt8(ascii: ":")) {
                while equals < min(s.count, index + 6), !s.isOperator(equals, "="), !s.tokens[equals].startsLine { equals += 1 }
            }
        case .objectiveC:
            // `const NSInteger side = 180;`: `const` among the few words before the name, in the same statement.
            var before = index - 1
            while before >= max(0, index - 4), s.tokens[before].kind == .word, !s.isWord(before, "const") { before -= 1 }
            guard s.isWord(before, "const") else { return nil }
        }
        guard s.isOperator(equals, "=") else { return nil }
        var end = equals + 1
        while end < min(s.count, equals + 5), !s.isPunctuation(end, UInt8(ascii: ";")), !(end > equals + 1 && s.tokens[end].startsLine) { end += 1 }
        return numberValue((equals + 1)..<end)
    }

    /// The tokens inside the body of the function around `index`; nil at top level.
    private func functionBody(around index: Int) -> Range<Int>? {
        let innermost = scaling.enclosingBrace(of: index)
        guard innermost >= 0 else { return nil }
        let brace = Int(functionBrace[innermost])
        guard brace >= 0, structure.partner[brace] > brace else { return nil }
        return (brace + 1)..<Int(structure.partner[brace])
    }

    /// The parameter names a function's signature declares: Swift `func f(_ size: CGFloat, name: String)`
    /// (the word before each `:`), Objective-C `- (UIFont *)fontOfSize:(CGFloat)size` (the word after each type).
    private static func parameters(in signature: Range<Int>, structure s: TokenStructure) -> Set<Substring> {
        var names: Set<Substring> = []
        let start = signature.lowerBound
        let brace = signature.upperBound
        switch s.language {
        case .swift:
            guard let opening = (start..<brace).first(where: { s.isPunctuation($0, UInt8(ascii: "(")) }), s.partner[opening] > opening else { return [] }
            var index = opening + 1
            var segmentStart = true
            var lastWord: Substring?
            while index < Int(s.partner[opening]) {
                if s.isPunctuation(index, UInt8(ascii: ",")) { segmentStart = true; lastWord = nil }
                else if s.isPunctuation(index, UInt8(ascii: ":")), segmentStart, let word = lastWord { names.insert(word); segmentStart = false }
                else if s.tokens[index].kind == .word { lastWord = s.text(index) }
                index = s.isOpening(index) && s.partner[index] > index ? Int(s.partner[index]) + 1 : index + 1
            }
        case .objectiveC:
            for index in start..<brace where s.isPunctuation(index, UInt8(ascii: ":")) && s.isPunctuation(index + 1, UInt8(ascii: "(")) {
                let closing = Int(s.partner[index + 1])
                if closing > index, closing + 1 < brace, s.tokens[closing + 1].kind == .word { names.insert(s.text(closing + 1)) }
            }
        }
        return names
    }
}
