import Testing
@testable import FontInspector

/// The distinct-character table behind glyph coverage: each character once, its strings once each, in order.
@Suite struct CharacterUsageTests {
    static func string(_ language: String, _ key: String, _ value: String, file: String? = nil) -> LocalizedString {
        LocalizedString(file: file ?? "\(language).lproj/Localizable.strings", language: language, key: key, value: value, source: .text)
    }

    static let usage = CharacterUsage(strings: [
        string("pl", "pay", "Zapłać"),
        string("ru", "photos", "Фото"),
        string("pl", "tip", "łł ł"),
        string("cs", "pay", "Zaplať ł"),
        // The same key twice in one table (a stringsdict's plural variants): one reference.
        string("ru", "files", "файл", file: "ru.lproj/Localizable.stringsdict"),
        string("ru", "files", "файла", file: "ru.lproj/Localizable.stringsdict"),
        string("en", "blank", "  "),
    ])

    @Test func distinctCharactersInCodePointOrderAndLanguagesSorted() {
        let usage = Self.usage
        #expect(usage.languages == ["cs", "en", "pl", "ru"])
        #expect(usage.scalars.map(CodePoint.label) == [
            "U+005A", "U+0061", "U+006C", "U+0070", "U+0107", "U+0142", "U+0165",
            "U+0424", "U+0430", "U+0439", "U+043B", "U+043E", "U+0442", "U+0444",
        ])
        #expect(usage.characterCount(in: "pl") == 5)  // Z a p ł ć
        #expect(usage.characterCount(in: "cs") == 6)  // Z a l p ł ť
        #expect(usage.characterCount(in: "ru") == 7)
        #expect(usage.characterCount(in: "en") == 0)
        #expect(usage.characters(in: "cs") == ["Z", "a", "l", "p", "ł", "ť"])
    }

    @Test func referencesAreSortedAndEachStringOnce() {
        let usage = Self.usage
        #expect(usage.references(to: "ł", in: "pl").map(\.key) == ["pay", "tip"])
        #expect(usage.references(to: "ł", in: "cs").map(\.key) == ["pay"])
        #expect(usage.references(to: "ф", in: "ru") == [StringReference(file: "ru.lproj/Localizable.stringsdict", key: "files")])
        let missingFromEmpty = usage.positionsMissing(from: CharacterMap(codePoints: []))
        let ef = usage.scalars.firstIndex(of: "ф")!
        #expect(missingFromEmpty.contains(ef))
        #expect(usage.referencesByLanguage(at: ef).map { "\($0.language): \($0.references.map(\.key))" } == ["ru: [\"files\"]"])
        let l = usage.scalars.firstIndex(of: "ł")!
        #expect(usage.languageIndices(at: l).map { usage.languages[$0] } == ["cs", "pl"])
        #expect(usage.firstKeys(at: l, limit: 1) == (["pay"], true))
        #expect(usage.firstKeys(at: l, limit: 2) == (["pay", "tip"], false))
    }
}
