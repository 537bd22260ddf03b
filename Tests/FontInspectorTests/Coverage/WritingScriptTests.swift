import Testing
@testable import FontInspector

/// The script table that decides whether a missing character is a whole absent script (info) or a gap in a
/// script the face covers (warning).
@Suite struct WritingScriptTests {
    @Test func lettersTakeTheScriptOfTheirBlock() {
        #expect(WritingScript.of("ł")?.name == "Latin")
        #expect(WritingScript.of("é")?.name == "Latin")
        #expect(WritingScript.of("Ф")?.name == "Cyrillic")
        #expect(WritingScript.of("ሀ")?.name == "Ethiopic")
        #expect(WritingScript.of("漢")?.name == "Han")
        #expect(WritingScript.of("ア")?.name == "Katakana")
    }

    @Test func aBlocksPunctuationCountsAsItsScript() {
        #expect(WritingScript.of("\u{060C}")?.name == "Arabic")
        #expect(WritingScript.of("。")?.name == "CJK punctuation")
    }

    @Test func sharedCharactersHaveNoOneScript() {
        #expect(WritingScript.of(",") == nil)
        #expect(WritingScript.of("×") == nil)
        #expect(WritingScript.of("€") == nil)
        #expect(WritingScript.of("\u{FEFF}") == nil)
        #expect(WritingScript.of("\u{0301}") == nil)
    }
}
