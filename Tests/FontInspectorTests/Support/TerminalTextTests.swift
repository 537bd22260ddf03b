import Testing
@testable import FontInspector

@Suite struct TerminalTextTests {
    @Test func controlCharactersAreEscapedAndEverythingElseKept() {
        #expect(TerminalText.escaping("Evil\n::error::x\u{1B}[2J\u{0}\t\u{7F}\u{85}é™")
            == "Evil\\n::error::x\\u{1B}[2J\\0\\t\\u{7F}\\u{0085}é™")
        #expect(TerminalText.escaping("Fixture Café™") == "Fixture Café™")
    }

    @Test func aNameWithANewlineStaysOnItsRowOfTheListing() {
        let face = FontFace(
            file: "/fonts/evil.ttf", faceIndex: 0, instanceIndex: nil, postScriptName: "Evil\n::error::pwned",
            family: "Evil\u{1B}[2J", style: "Regular", fullName: nil, weight: 400, width: 5, italic: false,
            format: .trueType, container: .sfnt, isVariable: false, coordinates: [], glyphCount: 1, unitsPerEm: 1000,
            fontRevision: nil)
        #expect(ListTableReport.render([face]) == """
            POSTSCRIPT NAME       STYLE    WEIGHT  ITALIC  FILE
            Evil\\u{1B}[2J
              Evil\\n::error::pwned  Regular  400     no      /fonts/evil.ttf
            1 face in 1 file, 1 family

            """)
        #expect(FamilyNamesReport.render([face]).text == "Family: Evil\\u{1B}[2J Font names: [\"Evil\\n::error::pwned\"]\n")
    }
}
