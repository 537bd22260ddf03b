/// Sizes the code searches for until the text fits its box (D961): a local stepped with `-=` / `+=` / `*=` in a
/// function that measures text (`boundingRect(with:…)`, `size(withAttributes:)`, `sizeThatFits(_:)` …), as Nova
/// Wallet's vote cards step a summary from 40 down to 12 pt until `boundingRect` says it fits. The layout picks
/// such a size, not a text style, so it is not a fixed interface size. Built once per file in one pass.
struct FittedFontSizes {
    /// For each function body's `{` that measures text: the names stepped in it.
    private let steppedNames: [Int: Set<Substring>]

    /// `functionBrace` gives the `{` of the function body around a token, nil outside any.
    init(structure s: TokenStructure, functionBrace: (Int) -> Int?) {
        var stepped: [Int: Set<Substring>] = [:]
        var measuring: Set<Int> = []
        for index in 0..<s.count {
            if s.tokens[index].kind == .word, Self.measures(at: index, in: s), let brace = functionBrace(index) {
                measuring.insert(brace)
            }
            if index > 0, s.tokens[index - 1].kind == .word, Self.steppingOperators.contains(where: { s.isOperator(index, $0) }),
               let brace = functionBrace(index)
            {
                stepped[brace, default: []].insert(s.text(index - 1))
            }
        }
        steppedNames = stepped.filter { measuring.contains($0.key) }
    }

    /// True when `name` is stepped in the function whose body opens at `brace`, and that function measures text.
    func isFitted(_ name: Substring, inBodyAt brace: Int) -> Bool {
        steppedNames[brace]?.contains(name) == true
    }

    private static let steppingOperators: [StaticString] = ["-=", "+=", "*="]

    /// UIKit's and Foundation's text measuring, Swift and Objective-C spellings.
    private static let measuringWords: Set<Substring> = [
        "boundingRect", "boundingRectWithSize", "sizeThatFits", "systemLayoutSizeFitting", "sizeWithAttributes", "sizeWithFont",
    ]

    /// A measuring word at `index`, or `size(withAttributes:` (the word `withAttributes` alone also draws).
    private static func measures(at index: Int, in s: TokenStructure) -> Bool {
        let word = s.text(index)
        if measuringWords.contains(word) { return true }
        return word == "withAttributes" && s.isPunctuation(index - 1, UInt8(ascii: "(")) && s.isWord(index - 2, "size")
    }
}
