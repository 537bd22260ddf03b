import Testing
@testable import FontInspector
import TestSupport

@Suite struct CoverageTests {
    static let regularPath = Fixtures.font("Generated/Coverage/FixtureCover-Regular.ttf")
    static let boldPath = Fixtures.font("Generated/Coverage/FixtureCover-Bold.ttf")

    /// Every string of the committed localized app.
    static func appStrings() throws -> [LocalizedString] {
        let strings = AppStrings(tables: LocalizationFileFinder.tables(in: try BundleScanner.scan(Fixtures.localizedApp)))
        #expect(strings.errors.isEmpty)
        return strings.strings
    }

    /// `language: U+XXXX key, key; U+XXXX …` for each language with missing characters.
    static func summary(_ coverage: [LanguageCoverage]) -> [String] {
        coverage.filter { !$0.missing.isEmpty }.map { language in
            language.language + ": " + language.missing.map { missing in
                missing.codePoint + " " + missing.uses.map(\.key).joined(separator: ", ")
            }.joined(separator: "; ")
        }
    }

    @Test func theRegularFaceLacksTheseCharactersOfTheAppsStrings() throws {
        let map = try FaceReader().characterMap(path: Self.regularPath)
        let coverage = CoverageAnalyzer.missing(in: map, strings: try Self.appStrings())
        #expect(coverage.map(\.language) == ["Base", "de", "en", "ja", "pl", "ru", "vi"])
        #expect(Self.summary(coverage) == [
            "de: U+00C4 apples",
            "en: U+00A5 yen",
            "ja: U+3061 greeting; U+306B greeting; U+306F greeting; U+3093 greeting",
            "pl: U+0107 greeting, pay; U+015B greeting",
            "ru: U+0430 %lld files; U+0439 %lld files; U+043B %lld files; U+043E %lld files, photos; U+0444 %lld files, photos",
            "vi: U+00E0 welcome; U+1EC7 language; U+1EEB welcome",
        ])
        // Format specifiers, the emoji, "\n" and spaces are not counted: "Price: €" "Cost in ¥" "Say "hi"" "Party time"
        // "Tap to start" "Click to start" "Hello" "file(s)" "photo(s)".
        #expect(coverage.first { $0.language == "en" }?.checkedCharacterCount == 25)
        let pl = try #require(coverage.first { $0.language == "pl" }?.missing.first)
        #expect(pl.scalar == "ć")
        #expect(pl.uses.map(\.file) == [Fixtures.localizedApp + "/pl.lproj/Localizable.strings", Fixtures.localizedApp + "/pl.lproj/Localizable.strings"])
    }

    @Test func theBoldFaceAlsoLacksLAndTe() throws {
        let map = try FaceReader().characterMap(path: Self.boldPath)
        let summary = Self.summary(CoverageAnalyzer.missing(in: map, strings: try Self.appStrings()))
        #expect(summary.first { $0.hasPrefix("pl:") } == "pl: U+0107 greeting, pay; U+0142 pay; U+015B greeting")
        #expect(summary.first { $0.hasPrefix("ru:") }
            == "ru: U+0430 %lld files; U+0439 %lld files; U+043B %lld files; U+043E %lld files, photos; U+0442 greeting, photos; U+0444 %lld files, photos")
    }

    @Test func aBoldFaceMissingCharactersItsRegularHasIsARegression() throws {
        let reader = try FaceReader()
        let regular = try reader.characterMap(path: Self.regularPath)
        let bold = try reader.characterMap(path: Self.boldPath)
        // The bold also lacks U+000D, which the regular maps: a control character, not a regression.
        #expect(regular.contains(0x0D) && !bold.contains(0x0D))
        #expect(CoverageAnalyzer.regression(regular: regular, bold: bold) == ["ł", "т"])
        #expect(CoverageAnalyzer.regression(regular: bold, bold: regular) == [])
    }

    @Test func checkingFacesReadsEachFontsMapOnceInListOrder() throws {
        let reader = try FaceReader()
        let faces = [Self.boldPath, Self.regularPath, Fixtures.font("Generated/Variable/FixtureVar-VF.ttf")]
            .flatMap { reader.read(path: $0).faces }
        let usage = CharacterUsage(strings: [
            LocalizedString(file: "t.txt", language: "pl", key: "line 1", value: "Zażółć", source: .text),
        ])
        let result = CoverageAnalyzer.check(faces, usage: usage)
        #expect(result.errors.isEmpty)
        #expect(result.coverage.map { $0.faces.compactMap(\.postScriptName) } == [
            ["FixtureCover-Regular"], ["FixtureCover-Bold"],
            ["FixtureVar-Regular_Thin", "FixtureVar-Regular", "FixtureVar-SemiBoldCustom", "FixtureVar-Regular_Condensed-Bold",
             "FixtureVar-Regular_Black"],
        ])
        // "Zażółć": the fixtures map Z, a and ł; the Bold lacks ł; FixtureVar has only A–C, a–c, é, ł, €.
        #expect(result.coverage.map { $0.languages[0].missing.map(\.codePoint) } == [
            ["U+00F3", "U+0107", "U+017C"], ["U+00F3", "U+0107", "U+0142", "U+017C"], ["U+005A", "U+00F3", "U+0107", "U+017C"],
        ])
    }

    @Test func whatNeedsAGlyph() {
        // Spaces (also no-break), controls, joiners, direction marks and variation selectors need none;
        // emoji (by default or with U+FE0F) come from Apple Color Emoji.
        #expect(GlyphNeeds.scalars(in: "a b\u{A0}\n\t\u{200D}\u{200E}\u{FE0E}\u{AD}é") == ["a", "b", "é"])
        #expect(GlyphNeeds.scalars(in: "🎉 👍🏽 ❤️ 🇵🇱 ©") == ["©"])
        #expect(GlyphNeeds.scalars(in: "e\u{301}") == ["e", "\u{301}"])  // a combining accent is drawn by the font
    }

    @Test func aPictographWithoutTheEmojiSelectorIsStillAnEmoji() {
        // FP320: U+1F3DE (national park) has text presentation by default, but no text face has it. Below U+1F000
        // an emoji whose default is text (☺ U+263A, ↔, ™, digits) is drawn by the font when the font has it.
        #expect(GlyphNeeds.scalars(in: "\u{1F3DE} 사진") == ["사", "진"])
        #expect(GlyphNeeds.scalars(in: "\u{1F5A5}\u{1F321}") == [])
        #expect(GlyphNeeds.scalars(in: "\u{263A} \u{2194} \u{2122} 1#") == ["\u{263A}", "\u{2194}", "\u{2122}", "1", "#"])
    }
}
