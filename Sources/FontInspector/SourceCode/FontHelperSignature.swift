/// A Swift function that makes a font from its own parameters — `static func euclidBold(size: CGFloat) -> UIFont
/// { UIFont(name: "Euclid-Bold", size: size)! }`, `func font(_ name: String, size: CGFloat) -> UIFont` — as its
/// callers see it: its name, its argument labels, and which parameter gives the font call its name or its size.
/// Callers are found by name and labels (`FontHelperCallFinder`); the evidence about the font is at them.
struct FontHelperSignature: Sendable, Hashable {
    struct Parameter: Sendable, Hashable {
        /// The argument label callers write, `_` for none.
        var label: String
        /// The name the body uses.
        var name: String
        /// A default value lets callers leave the argument out.
        var hasDefault: Bool
        /// The default value when it is one string literal (`name: String = "Dotrice"`): the name every caller
        /// that leaves the argument out passes (M401).
        var defaultLiteral: String? = nil
        /// The last word of a plain type annotation (`CustomFont` for `_ font: Fonts.CustomFont`); nil for any
        /// other shape (optionals, generics, closures).
        var type: String? = nil
    }

    var name: String
    var parameters: [Parameter]
    /// The font call in its body.
    var form: FontCallForm
    /// The type whose body (or extension) declares it, last component: `UIFont` for `extension UIFont { … }`.
    var owner: String?
    /// The parameter that is the font call's name argument, when it is one (or its `rawValue`: see
    /// `nameEnumType`).
    var nameParameter: Int?
    /// The enum whose case the name parameter is, when the font call's name is `parameter.rawValue`
    /// (`func custom(_ font: CustomFont, size: CGFloat)`): each caller's case gives its raw value (T81).
    var nameEnumType: String?
    /// The parameter that is the font call's size argument, when it is one.
    var sizeParameter: Int?
    /// Nothing in the helper already says how the size behaves (it may stay fixed, and no text style's size or
    /// scaling inside the helper decides): each caller's size is judged.
    var judgesCallerSizes = false
    /// Where the helper is declared, for messages.
    var file: String
    var line: Int

    /// `euclidBold(size:)`, `font(_:size:)`: the name Swift's documentation gives it.
    var displayName: String { "\(name)(\(parameters.map { "\($0.label):" }.joined()))" }

    /// The parameters of the function whose body the `{` at `brace` opens, when its declaration is
    /// `func name(…)` (generic parameters allowed): nil for initialisers, accessors and closures.
    typealias Declaration = (name: String, parameters: [Parameter])

    static func declaration(bodyAt brace: Int, statementStart: Int, in s: TokenStructure) -> Declaration? {
        guard s.language == .swift else { return nil }
        var index = statementStart
        while index + 1 < brace, !(s.isWord(index, "func") && s.tokens[index + 1].kind == .word) { index += 1 }
        guard index + 1 < brace else { return nil }
        let name = String(s.text(index + 1))
        var opening = index + 2
        while opening < brace, !s.isPunctuation(opening, UInt8(ascii: "(")) { opening += 1 }
        let closing = opening < brace ? Int(s.partner[opening]) : -1
        guard closing > opening, closing < brace else { return nil }
        var parameters: [Parameter] = []
        var segment = opening + 1
        while segment < closing {
            let end = min(s.endOfArgument(from: segment), closing)
            var colon = segment
            while colon < end, !s.isPunctuation(colon, UInt8(ascii: ":")) { colon += 1 }
            let words = (segment..<colon).filter { s.tokens[$0].kind == .word }.map { String(s.text($0)) }
                .filter { !["inout", "borrowing", "consuming", "isolated"].contains($0) }
            guard colon < end, (1...2).contains(words.count) else { return nil }
            let equals = (colon..<end).first { s.isOperator($0, "=") }
            parameters.append(Parameter(
                label: words[0], name: words[words.count - 1], hasDefault: equals != nil,
                defaultLiteral: equals.flatMap { $0 + 2 == end ? s.literalText($0 + 1) : nil },
                type: plainTypeName(from: colon + 1, to: end, in: s)))
            segment = end + 1
        }
        return (name, parameters)
    }

    /// `Type` or `Module.Type` (maybe followed by a default value) from `start` to `end`: the last word.
    private static func plainTypeName(from start: Int, to end: Int, in s: TokenStructure) -> String? {
        var index = start
        var last: Int?
        while index < end, s.tokens[index].kind == .word {
            last = index
            guard s.isPunctuation(index + 1, Byte.dot) else { break }
            index += 2
        }
        guard let last, last + 1 == end || s.isOperator(last + 1, "=") else { return nil }
        return String(s.text(last))
    }

    /// The parameter whose name the tokens `range` are, exactly one word.
    func parameterIndex(of range: Range<Int>, in s: TokenStructure) -> Int? {
        guard range.count == 1, s.tokens[range.lowerBound].kind == .word else { return nil }
        let word = s.text(range.lowerBound)
        return parameters.firstIndex { $0.name == word }
    }

    /// The argument each parameter receives at a call whose `(` is at `opening`, by label, a defaulted parameter
    /// left out taking no argument; nil when the labels do not fit this helper (another function of that name).
    func arguments(ofCallOpeningAt opening: Int, in s: TokenStructure) -> [Range<Int>?]? {
        let closing = Int(s.partner[opening])
        guard closing > opening else { return nil }
        var given: [(label: String, value: Range<Int>)] = []
        var start = opening + 1
        while start < closing {
            let end = min(s.endOfArgument(from: start), closing)
            if s.tokens[start].kind == .word, s.isPunctuation(start + 1, UInt8(ascii: ":")), start + 2 < end {
                given.append((String(s.text(start)), (start + 2)..<end))
            } else if start < end {
                given.append(("_", start..<end))
            }
            start = end + 1
        }
        var bound: [Range<Int>?] = []
        var next = 0
        for parameter in parameters {
            if next < given.count, given[next].label == parameter.label {
                bound.append(given[next].value)
                next += 1
            } else if parameter.hasDefault {
                bound.append(nil)
            } else {
                return nil
            }
        }
        return next == given.count ? bound : nil
    }
}
