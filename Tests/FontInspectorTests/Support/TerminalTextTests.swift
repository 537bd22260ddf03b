import Testing
@testable import FontInspector

@Suite struct TerminalTextTests {
    @Test func controlCharactersAreEscapedAndEverythingElseKept() {
        #expect(TerminalText.escaping("Evil\n::error::x\u{1B}[2J\u{0}\t\u{7F}\u{85}é™")
            == "Evil\\n::error::x\\u{1B}[2J\\0\\t\\u{7F}\\u{0085}é™")
        #expect(TerminalText.escaping("Fixture Café™") == "Fixture Café™")
    }

    /// The by-value control test is the standard library's general category for every scalar: the 65 C0 and C1
    /// controls and nothing else.
    @Test func theControlTestByValueIsGeneralCategoryControl() {
        var controls: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            let byValue = TerminalText.isControl(value)
            guard let scalar = Unicode.Scalar(value) else {
                #expect(!byValue)  // a surrogate is no scalar, and no control
                continue
            }
            if byValue != (scalar.properties.generalCategory == .control) { controls.append(0xFFFF_FFFF) }
            if byValue { controls.append(value) }
        }
        #expect(controls == Array(0...0x1F) + Array(0x7F...0x9F))
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
