import Testing
@testable import FontInspector

@Suite struct TextStyleTests {
    /// The table in ../shared/reference/apple-fonts.md, row by row: SwiftUI, UIKit case, UIKit raw value.
    static let table: [(TextStyle, String, String, String)] = [
        (.largeTitle, "largeTitle", "largeTitle", "UICTFontTextStyleTitle0"),
        (.title1, "title", "title1", "UICTFontTextStyleTitle1"),
        (.title2, "title2", "title2", "UICTFontTextStyleTitle2"),
        (.title3, "title3", "title3", "UICTFontTextStyleTitle3"),
        (.headline, "headline", "headline", "UICTFontTextStyleHeadline"),
        (.subheadline, "subheadline", "subheadline", "UICTFontTextStyleSubhead"),
        (.body, "body", "body", "UICTFontTextStyleBody"),
        (.callout, "callout", "callout", "UICTFontTextStyleCallout"),
        (.footnote, "footnote", "footnote", "UICTFontTextStyleFootnote"),
        (.caption1, "caption", "caption1", "UICTFontTextStyleCaption1"),
        (.caption2, "caption2", "caption2", "UICTFontTextStyleCaption2"),
        (.extraLargeTitle, "extraLargeTitle", "extraLargeTitle", "UICTFontTextStyleExtraLargeTitle"),
        (.extraLargeTitle2, "extraLargeTitle2", "extraLargeTitle2", "UICTFontTextStyleExtraLargeTitle2"),
    ]

    @Test func everyStyleHasTheSpellingsOfTheReferenceTable() {
        #expect(Self.table.map(\.0) == TextStyle.allCases)
        for (style, swiftUI, uikitCase, rawValue) in Self.table {
            #expect(style.swiftUIName == swiftUI)
            #expect(style.uikitCaseName == uikitCase)
            #expect(style.uikitRawValue == rawValue)
            #expect(parsed(rawValue) == "\(style).uikitRawValue")
        }
    }

    @Test func keysSpelledAlikeInSwiftUIAndUIKitAreShared() {
        #expect(parsed("body") == "body.shared")
        #expect(parsed("largeTitle") == "largeTitle.shared")
        #expect(parsed("caption2") == "caption2.shared")
        #expect(parsed("title") == "title1.swiftUI")
        #expect(parsed("caption") == "caption1.swiftUI")
        #expect(parsed("title1") == "title1.uikitCaseName")
        #expect(parsed("caption1") == "caption1.uikitCaseName")
    }

    @Test func onlyRawValuesAreNotNameSpellings() {
        #expect(TextStyleSpelling.uikitRawValue.isName == false)
        #expect([TextStyleSpelling.shared, .swiftUI, .uikitCaseName].allSatisfy { $0.isName })
    }

    /// `style.spelling` for a key, so that a tuple result compares as one value.
    private func parsed(_ key: String) -> String? {
        TextStyle.parse(key).map { "\($0.style).\($0.spelling)" }
    }

    @Test func parsingIsExactAndCaseSensitive() {
        #expect(TextStyle.parse("Body") == nil)
        #expect(TextStyle.parse("UICTFontTextStyleSubheadline") == nil)
        #expect(TextStyle.parse("title4") == nil)
        #expect(TextStyle.parse("") == nil)
        #expect(TextStyle.key(matchingIgnoringCase: "Body") == "body")
        #expect(TextStyle.key(matchingIgnoringCase: "uictfonttextstylesubhead") == "UICTFontTextStyleSubhead")
        #expect(TextStyle.key(matchingIgnoringCase: "heading") == nil)
    }

    @Test func scaledFontOneKnowsElevenStyles() {
        #expect(TextStyle.allCases.compactMap(\.scaledFontKey) == [
            "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote",
            "caption", "caption2",
        ])
    }
}
