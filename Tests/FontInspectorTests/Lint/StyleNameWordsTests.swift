import Testing
@testable import FontInspector

/// Style names as type designers write them: which weight each says, and which say Bold (issue 12, point 9).
@Suite struct StyleNameWordsTests {
    @Test(arguments: [
        ("Semi Bold", ["semibold"]), ("SemiBold", ["semibold"]), ("Semi-Bold Italic", ["semibold", "italic"]),
        ("ExtraBold", ["extrabold"]), ("Extra Bold", ["extrabold"]), ("Ultra Bold", ["ultrabold"]), ("Demi Bold", ["demibold"]),
        ("BoldItalic", ["bold", "italic"]), ("XBold", ["extrabold"]), ("Xlight", ["extralight"]), ("X Light", ["extralight"]),
        ("Extra Condensed Bold", ["extra", "condensed", "bold"]), ("Regular", ["regular"]), ("", []),
    ])
    func words(style: String, expected: [String]) {
        #expect(StyleNameWords.words(of: style) == expected)
    }

    @Test(arguments: [
        ("Bold", true), ("Bold Italic", true), ("BoldItalic", true), ("Bold Oblique", true), ("Condensed Bold", true),
        ("Semi Bold", false), ("SemiBold", false), ("Extra Bold", false), ("ExtraBold", false), ("Demi Bold", false),
        ("Ultra Bold", false), ("UltraBold Italic", false), ("XBold", false), ("Regular", false), ("Black", false), ("Normal Bold", true),
    ])
    func saysBold(style: String, bold: Bool) {
        #expect(StyleNameWords.saysBold(style) == bold)
    }

    @Test func weights() {
        #expect(StyleNameWords.weight(in: "Semi Bold")?.word == "semibold")
        #expect(StyleNameWords.weight(in: "Semi Bold")?.classes == [600])
        #expect(StyleNameWords.weight(in: "Ultra Bold Italic")?.classes == [800])
        #expect(StyleNameWords.weight(in: "Thin")?.classes == [100, 200, 250])
        #expect(StyleNameWords.weight(in: "UltraThin Italic")?.classes == [100, 200])  // Radikal, FP341
        #expect(StyleNameWords.weight(in: "ExtraLight")?.classes == [200, 250, 275])  // Inter, FP20
        #expect(StyleNameWords.weight(in: "Semi Light")?.classes == [300, 350])
        #expect(StyleNameWords.weight(in: "Condensed Italic") == nil)
        // "Normal" before a weight word is the width (Hitmarker VF's Normal Light, FP741); alone it is the weight.
        #expect(StyleNameWords.weight(in: "Normal Light")?.word == "light")
        #expect(StyleNameWords.weight(in: "Normal Black")?.classes == [900])
        #expect(StyleNameWords.weight(in: "Normal")?.classes == [400])
        #expect(StyleNameWords.saysItalic("BoldItalic"))
        #expect(!StyleNameWords.saysItalic("Bold"))
    }

    @Test func legacyFamilies() {
        #expect(StyleNameWords.weight(endingFamily: "Riccione-Xlight")?.classes == [200, 250, 275])
        #expect(StyleNameWords.weight(endingFamily: "Foo Light")?.classes == [300])
        #expect(StyleNameWords.weight(endingFamily: "Mango Grotesque Med")?.classes == [500])
        // A weight word inside a family name is part of the name.
        #expect(StyleNameWords.weight(endingFamily: "Black Ops One") == nil)
        #expect(StyleNameWords.isLegacyRegularOrItalic("Regular"))
        #expect(StyleNameWords.isLegacyRegularOrItalic("Italic"))
        #expect(!StyleNameWords.isLegacyRegularOrItalic("Light"))
    }
}
