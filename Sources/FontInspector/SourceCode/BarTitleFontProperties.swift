/// Computed font properties used only as bar titles (D241): `static var bodyFixed: UIFont { UIFont(name: "X", size:
/// 17)! }` whose every use in the project's source files (`titleTextAttributes = [.font: Fonts.bodyFixed]`) is in
/// a bar item's title text attributes; likewise a type's stored attributes dictionary holding the font (`var
/// titleTextAttributes = [NSFontAttributeName: UIFont(…)!]`) whose every read is the whole value handed to one
/// (`navigationBar.titleTextAttributes = appearance.bar.titleTextAttributes`), and a font property that is a value
/// of such a dictionary property, stored or computed (`var titleTextAttributes: [NSAttributedString.Key: Any] {
/// [.font: titleFont] }`), where every use of that property is one (FP763). Writes and comparisons show no text
/// and are not uses. Its font is bar text, as if written there (D121): an info, not a warning.
/// A use anywhere else, or none at all, leaves the call as it was; a name other code also uses for something
/// else counts as a use that is not a bar title. One exception (D121, emitron): when the project also declares a
/// SwiftUI `Font` property of the name (`static var uiHeadline: Font`), a view's `.font(.uiHeadline)` is that
/// one's: SwiftUI's modifier takes a `Font`, and Swift resolves the implicit member against it.
///
/// One more pass over the files whose words may hold a property's name, each lexed once; one more for the dictionary
/// properties that hold one.
extension SourceFileScanner {
    static func markBarTitleProperties(
        _ fileScans: inout [FileScan], sites: inout [FontHelperCallFinder.Found], sources: [(String, SourceLanguage)], wordsOfFile: [WordBloomFilter?]
    ) {
        let names = Set(fileScans.flatMap { $0.barTitleCandidates.values } + sites.compactMap(\.barTitleCandidate))
        guard !names.isEmpty else { return }
        var uses = propertyUses(of: names, sources: sources, wordsOfFile: wordsOfFile)
        // `.font: titleFont` in `var titleTextAttributes: [NSAttributedString.Key: Any] { […] }`: bar titles where
        // every use of that dictionary property is one (FP763); one level, not a chain of them.
        let holders = Set(uses.values.flatMap(\.inAttributesProperties.keys))
        if !holders.isEmpty {
            let holderUses = propertyUses(of: holders, sources: sources, wordsOfFile: wordsOfFile)
            let barHolders = holders.filter { holder in holderUses[holder].map { $0.count > 0 && $0.barTitles == $0.count } ?? false }
            for (name, found) in uses {
                uses[name]?.barTitles += barHolders.reduce(0) { $0 + (found.inAttributesProperties[$1] ?? 0) }
            }
        }
        let isBarTitle = { (name: String) in uses[name].map { $0.uiFontUses > 0 && $0.barTitles == $0.uiFontUses } ?? false }
        for scan in fileScans.indices {
            for (offset, name) in fileScans[scan].barTitleCandidates where isBarTitle(name) {
                fileScans[scan].calls[offset].isBarItemTitle = true
                fileScans[scan].calls[offset].barTitleProperty = name
            }
        }
        // A helper's caller in a computed font property (`var titleFont: UIFont { .main(.medium, 16) }`).
        for index in sites.indices {
            guard let name = sites[index].barTitleCandidate, isBarTitle(name) else { continue }
            sites[index].site.isBarItemTitle = true
            sites[index].site.barTitleProperty = name
        }
    }

    /// The uses of `names` in every file whose words may hold one.
    private static func propertyUses(of names: Set<String>, sources: [(String, SourceLanguage)], wordsOfFile: [WordBloomFilter?]) -> [String: PropertyUses] {
        let probes = names.map(WordBloomFilter.Probe.init)
        let perFile = WorkerPool.map(count: sources.count) { index -> [String: PropertyUses] in
            // A lexed Objective-C file keeps no words: it is read again.
            if let words = wordsOfFile[index], !probes.contains(where: words.mayContain) { return [:] }
            return propertyUses(in: sources[index].0, language: sources[index].1, names: names)
        }
        var uses: [String: PropertyUses] = [:]
        for file in perFile {
            for (name, found) in file { uses[name, default: PropertyUses()].add(found) }
        }
        return uses
    }

    /// How often a property's name is used, how many of those uses are bar item titles, and how many are a SwiftUI
    /// view's `.font(.name)`, with whether some file declares a SwiftUI `Font` property of the name; and the uses
    /// that are a value of an attributes dictionary property, by that property's name.
    struct PropertyUses: Sendable {
        var count = 0
        var barTitles = 0
        var swiftUIFontModifiers = 0
        var declaresSwiftUIFont = false
        var inAttributesProperties: [String: Int] = [:]

        /// The uses that may be the UIFont property's: a `.font(.name)` modifier is the `Font` property's when the
        /// project declares one.
        var uiFontUses: Int { count - (declaresSwiftUIFont ? swiftUIFontModifiers : 0) }

        mutating func add(_ other: PropertyUses) {
            count += other.count
            barTitles += other.barTitles
            swiftUIFontModifiers += other.swiftUIFontModifiers
            declaresSwiftUIFont = declaresSwiftUIFont || other.declaresSwiftUIFont
            inAttributesProperties.merge(other.inAttributesProperties, uniquingKeysWith: +)
        }
    }

    private static func propertyUses(in file: String, language: SourceLanguage, names: Set<String>) -> [String: PropertyUses] {
        guard case .success(let bytes) = sourceBytes(file) else { return [:] }
        return bytes.withUnsafeBufferPointer { buffer in
            let body = UnsafeBufferPointer(rebasing: buffer[bodyStart(buffer)...])
            let s = TokenStructure(SourceLexer.lex(body, language: language), bytes: body, language: language)
            var uses: [String: PropertyUses] = [:]
            for index in 0..<s.count where s.tokens[index].kind == .word {
                let word = String(s.text(index))
                guard names.contains(word) else { continue }
                if Self.declares(before: index, in: s) {
                    if Self.declaresSwiftUIFont(at: index, in: s) { uses[word, default: PropertyUses()].declaresSwiftUIFont = true }
                    continue
                }
                let start = Self.useStart(of: index, in: s)
                // A write (`bar.titleTextAttributes = …`) or a comparison shows no text.
                if s.isOperator(index + 1, "=") || Self.isCompared(start..<(index + 1), in: s) { continue }
                uses[word, default: PropertyUses()].count += 1
                if s.isInBarItemTitleAttributes(callStart: start) || s.isBarItemTitleAttributesValue(start: start, end: index) {
                    uses[word, default: PropertyUses()].barTitles += 1
                } else if let holder = s.attributesPropertyName(around: start) {
                    uses[word, default: PropertyUses()].inAttributesProperties[String(holder), default: 0] += 1
                } else if Self.isSwiftUIFontModifierArgument(index, in: s) {
                    uses[word, default: PropertyUses()].swiftUIFontModifiers += 1
                }
            }
            return uses
        }
    }

    /// `var name`, `let name`, `func name`, `case name`: the name declared, not used.
    private static func declares(before index: Int, in s: TokenStructure) -> Bool {
        s.isWord(index - 1, "var") || s.isWord(index - 1, "let") || s.isWord(index - 1, "func") || s.isWord(index - 1, "case")
    }

    /// `a.name == b.name`, `a.name != b.name`: an operand of a comparison.
    private static func isCompared(_ use: Range<Int>, in s: TokenStructure) -> Bool {
        s.isOperator(use.lowerBound - 1, "==") || s.isOperator(use.lowerBound - 1, "!=") || s.isOperator(use.upperBound, "==")
            || s.isOperator(use.upperBound, "!=")
    }

    /// `var name: Font` or `var name: SwiftUI.Font` (then `{` or `=`), the name at `index`.
    private static func declaresSwiftUIFont(at index: Int, in s: TokenStructure) -> Bool {
        guard s.language == .swift, s.isPunctuation(index + 1, UInt8(ascii: ":")) else { return false }
        let type = s.isWord(index + 2, "SwiftUI") && s.isPunctuation(index + 3, Byte.dot) ? index + 4 : index + 2
        return s.isWord(type, "Font") && (s.isPunctuation(type + 1, UInt8(ascii: "{")) || s.isOperator(type + 1, "="))
    }

    /// `….font(.name)` on a value (a view: `Text(title)\n.font(.name)`), not an implicit member `.font(` of its own
    /// (BonMot's `StringStyle(.font(.name))` takes a UIFont).
    private static func isSwiftUIFontModifierArgument(_ index: Int, in s: TokenStructure) -> Bool {
        guard s.language == .swift, s.isPunctuation(index - 1, Byte.dot), s.isPunctuation(index - 2, UInt8(ascii: "(")),
            s.isWord(index - 3, "font"), s.isPunctuation(index - 4, Byte.dot), s.isPunctuation(index + 1, UInt8(ascii: ")")),
            s.tokens.indices.contains(index - 5)
        else { return false }
        let receiver = index - 5
        return s.isPunctuation(receiver, UInt8(ascii: ")")) || s.isPunctuation(receiver, UInt8(ascii: "}"))
            || s.isPunctuation(receiver, UInt8(ascii: "]")) || (s.tokens[receiver].kind == .word && !s.isWord(receiver, "return"))
    }

    /// The first token of the expression that ends in the name at `index`: `Fonts.bodyFixed`, `.bodyFixed`,
    /// Objective-C `[Fonts bodyFixed]`.
    private static func useStart(of index: Int, in s: TokenStructure) -> Int {
        if s.language == .objectiveC {
            return s.tokens.indices.contains(index - 1) && s.tokens[index - 1].kind == .word && s.isPunctuation(index - 2, UInt8(ascii: "[")) ? index - 2 : index
        }
        var start = index
        while s.isPunctuation(start - 1, Byte.dot), s.tokens.indices.contains(start - 2), s.tokens[start - 2].kind == .word { start -= 2 }
        if s.isPunctuation(start - 1, Byte.dot) { start -= 1 }
        return start
    }
}
