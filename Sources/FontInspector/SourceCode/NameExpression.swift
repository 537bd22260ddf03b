/// How a font name (a call's argument, or the value of a string constant) is written, in the few shapes that
/// can be followed through the project's constants. Anything else is a name given at run time.
enum NameExpression: Sendable, Hashable {
    /// `"Inter-Bold"`, `@"Inter-Bold"`.
    case literal(String)
    /// `expr ?? "Inter-Bold"`: only the literal default is known.
    case defaulted(String)
    /// `kFont`, `Fonts.bold`, `FontName.bold.rawValue`, `fontName(for: .bold)`, `weight.fontName`.
    case reference(NameReferencePath)
    /// A name joined from parts (M643, M644), each a literal or a reference: `font.rawValue + style.rawValue`,
    /// `"DMMono-\(rawValue)"`, `base.appending("Bold")`. Its names are every choice of one value per part, joined.
    case concatenation([NameExpression])

    /// The most parts a concatenation is read with: longer ones are names given at run time.
    static let maximumParts = 8
}

/// A name that refers to a constant: its dotted components (`self.`/`Self.` dropped), whether it is called
/// (`name(…)`), and whether it asks for an enum case's `rawValue`.
struct NameReferencePath: Sendable, Hashable {
    var components: [String]
    var isCall: Bool
    var rawValue: Bool
    /// `fonts[key]!`, `fonts[key]![style]!`: an element of a collection constant.
    var isSubscript = false
    /// `rawValue` returned inside an enum (M40): the raw values of the cases of the type `components` names that
    /// reach the `return`.
    var ownCases: CaseSelection? = nil
    /// The text around the hole of an interpolated literal whose one hole is `name.rawValue` (M320:
    /// `"\(family.rawValue)-Regular"`): each name the path resolves to is `prefix + name + suffix`.
    var prefix = ""
    var suffix = ""

    var isAffixed: Bool { !prefix.isEmpty || !suffix.isEmpty }

    /// `name`, with this path's interpolation text around it.
    func affixed(_ name: String) -> String { prefix + name + suffix }

    enum CaseSelection: Sendable, Hashable {
        case all
        /// A `switch self` arm's `case .a, .b:`.
        case only([String])
        /// A `default:` arm: every case the other arms do not list.
        case allBut([String])

        func includes(_ name: String) -> Bool {
            switch self {
            case .all: true
            case .only(let names): names.contains(name)
            case .allBut(let names): !names.contains(name)
            }
        }
    }

    /// As written, for messages: `FontName.bold.rawValue`, `fontName(…)`, `fonts[…]`.
    var text: String {
        let written = components.joined(separator: ".") + (isCall ? "(…)" : "") + (rawValue ? ".rawValue" : "") + (isSubscript ? "[…]" : "")
        return isAffixed ? "\"\(prefix)\\(\(written))\(suffix)\"" : written
    }
}

extension TokenStructure {
    /// The expression the tokens `start..<end` spell, when it is one of `NameExpression`'s shapes; nil
    /// otherwise. Longer token runs are never one of them, so the cost is bounded whatever `end` is.
    func nameExpression(from start: Int, to end: Int) -> NameExpression? {
        guard start < end, end <= count else { return nil }
        if end == start + 1, let text = literalText(start) { return .literal(text) }
        if end == start + 1, let path = interpolatedRawValue(start) { return .reference(path) }
        // `… ?? "X"`: the default is the last thing evaluated, whatever comes before it.
        if end - start >= 3, isOperator(end - 2, "??"), let text = literalText(end - 1) { return .defaulted(text) }
        if end == start + 1, let parts = interpolatedParts(start) { return .concatenation(parts) }
        if let parts = concatenatedParts(from: start, to: end) { return .concatenation(parts) }
        guard end - start <= 16 else { return nil }
        var components: [String] = []
        var index = start
        var isCall = false
        while index < end {
            guard tokens[index].kind == .word, !Self.keywords.contains(text(index)) || (components.isEmpty && isSelf(index)) else {
                return nil
            }
            let word = String(text(index))
            // Identifiers start with a letter or `_`; numbers are words to the lexer too.
            guard let first = word.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return nil }
            if !(components.isEmpty && isSelf(index)) { components.append(word) }
            index += 1
            // `fonts[key]!` (and `[key]![style]!`) ends the name: an element of a collection constant.
            if index < end, isPunctuation(index, UInt8(ascii: "[")), !isCall, let after = subscripts(from: index, to: end) {
                guard after == end else { return nil }
                return .reference(NameReferencePath(components: components, isCall: false, rawValue: false, isSubscript: true))
            }
            if index < end, isPunctuation(index, UInt8(ascii: "(")) {
                let closing = Int(partner[index])
                guard closing > index, closing < end else { return nil }
                isCall = true
                index = closing + 1
            }
            guard index < end else { break }
            guard isPunctuation(index, Byte.dot), !isCall else { return nil }
            index += 1
        }
        var rawValue = false
        if components.last == "rawValue", components.count >= 2 {
            components.removeLast()
            rawValue = true
        }
        guard !components.isEmpty, !(rawValue && isCall) else { return nil }
        return .reference(NameReferencePath(components: components, isCall: isCall, rawValue: rawValue))
    }

    /// `"Prefix\(name.rawValue)Suffix"` at `index`: a one-line Swift literal without `#` whose only escape is one
    /// interpolation of a plain name's `rawValue` (M320). Nil for any other literal.
    func interpolatedRawValue(_ index: Int) -> NameReferencePath? {
        // `interpolatedParts` never gives two literals side by side: one hole has at most a literal on each side.
        guard let parts = interpolatedParts(index), let hole = parts.firstIndex(where: { !$0.isLiteral }),
            case .reference(var path) = parts[hole], path.rawValue, path.components.count == 1,
            parts.indices.allSatisfy({ $0 == hole || parts[$0].isLiteral })
        else { return nil }
        if hole > 0, case .literal(let text) = parts[0] { path.prefix = text }
        if hole < parts.count - 1, case .literal(let text) = parts[parts.count - 1] { path.suffix = text }
        return path.isAffixed ? path : nil
    }

    /// Just past a run of `[…]` subscripts, each maybe forced with `!`, from `start`; nil when it is not one.
    private func subscripts(from start: Int, to end: Int) -> Int? {
        var index = start
        while index < end, isPunctuation(index, UInt8(ascii: "[")) {
            let closing = Int(partner[index])
            guard closing > index, closing < end else { return nil }
            index = closing + 1
            if index < end, isOperator(index, "!") { index += 1 }
        }
        return index
    }

    /// The string literals a `[…]` literal at `opening` holds as its values — an array's elements, a dictionary's
    /// values (its keys are not names), nested literals' too — when every value is one; nil otherwise, or past
    /// `limit` values.
    func collectionLiterals(at opening: Int, limit: Int = 256) -> [String]? {
        guard isPunctuation(opening, UInt8(ascii: "[")) else { return nil }
        let closing = Int(partner[opening])
        guard closing > opening else { return nil }
        var values: [String] = []
        var start = opening + 1
        while start < closing {
            var elementEnd = start
            var colon: Int?
            while elementEnd < closing, !isPunctuation(elementEnd, UInt8(ascii: ",")) {
                if colon == nil, isPunctuation(elementEnd, UInt8(ascii: ":")) { colon = elementEnd }
                elementEnd = isOpening(elementEnd) && partner[elementEnd] > elementEnd ? Int(partner[elementEnd]) + 1 : elementEnd + 1
            }
            let valueStart = colon.map { $0 + 1 } ?? start
            if valueStart + 1 == elementEnd, let text = literalText(valueStart) {
                values.append(text)
            } else if isPunctuation(valueStart, UInt8(ascii: "[")), Int(partner[valueStart]) + 1 == elementEnd,
                let nested = collectionLiterals(at: valueStart, limit: limit - values.count)
            {
                values += nested
            } else if valueStart < elementEnd || colon != nil {
                return nil
            }
            guard values.count <= limit else { return nil }
            start = elementEnd + 1
        }
        return values.isEmpty ? nil : values
    }

    private func isSelf(_ index: Int) -> Bool { isWord(index, "self") || isWord(index, "Self") }

    /// Words that end a name rather than spell one.
    static let keywords: Set<Substring> = [
        "self", "Self", "true", "false", "nil", "as", "is", "try", "await", "in", "let", "var", "func", "return", "if", "else", "switch",
        "case", "default", "for", "while", "guard", "where", "static", "class", "struct", "enum", "super", "init", "NULL", "nullptr",
        // A protocol's `var name: String { get }` has no value.
        "get", "set",
    ]

    /// The index just past a statement or declaration's value that starts at `start`: the `;`, `,` or closing
    /// bracket that ends it, or the first token on a later line that does not continue it (a line starting with
    /// an operator or a `.` continues the expression, as in Swift). Bracketed groups are skipped whole.
    func endOfStatement(from start: Int) -> Int {
        var index = start
        while index < count {
            if index > start, tokens[index].startsLine, !isContinuation(index) { return index }
            if isPunctuation(index, UInt8(ascii: ",")) || isPunctuation(index, UInt8(ascii: ";")) || isClosing(index) { return index }
            if isPunctuation(index, UInt8(ascii: "{")) { return index }
            if isOpening(index) {
                let closing = Int(partner[index])
                guard closing > index else { return count }
                index = closing + 1
            } else {
                index += 1
            }
        }
        return count
    }

    private func isContinuation(_ index: Int) -> Bool {
        if isPunctuation(index, Byte.dot) { return true }
        // `!` and `?` never begin a continuation line in practice; `??`, `+` and the like do.
        return tokens[index].kind == .operatorRun && !isOperator(index, "!")
    }
}

extension NameExpression {
    var isLiteral: Bool {
        if case .literal = self { return true }
        return false
    }
}

extension TokenStructure {
    /// The two branches of `condition ? A : B` spanning `start..<end` (M403): the one `?` written apart from what
    /// comes before it (not `a?.b`) and the one `:` after it, outside brackets. Nil for any other shape (a nested
    /// ternary too); each branch is then read as a name expression of its own.
    func ternaryBranches(from start: Int, to end: Int) -> (Range<Int>, Range<Int>)? {
        guard end <= count else { return nil }
        var question: Int?
        var colon: Int?
        var index = start
        while index < end {
            if isOpening(index), partner[index] > index {
                index = Int(partner[index]) + 1
                continue
            }
            if isOperator(index, "?"), tokens[index].followsSpace {
                guard question == nil else { return nil }
                question = index
            } else if isPunctuation(index, UInt8(ascii: ":")) {
                guard question != nil, colon == nil else { return nil }
                colon = index
            }
            index += 1
        }
        guard let question, let colon, question > start, colon > question + 1, colon + 1 < end else { return nil }
        return ((question + 1)..<colon, (colon + 1)..<end)
    }

    /// The tokens `range` as written, one space where the source has any: for messages.
    func spelled(_ range: Range<Int>) -> String {
        range.map { (index: Int) -> String in (index > range.lowerBound && tokens[index].followsSpace ? " " : "") + String(text(index)) }.joined()
    }
}
