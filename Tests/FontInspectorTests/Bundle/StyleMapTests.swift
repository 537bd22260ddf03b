import Foundation
import Testing
@testable import FontInspector
import TestSupport

@Suite struct StyleMapTests {
    @Test func entriesCarryNamesSizesBoldFacesAndLines() throws {
        let text = xmlPlist("""
            <dict>
                <key>title</key>
                <dict>
                    <key>fontName</key>
                    <string>Inter-SemiBold</string>
                    <key>fontSize</key>
                    <real>28.5</real>
                    <key>boldFontName</key>
                    <string>Inter-Black</string>
                    <key>boldFontSize</key>
                    <integer>29</integer>
                    <key>design</key>
                    <string>ignored, as ScaledFont ignores it</string>
                </dict>
                <key>body</key>
                <dict>
                    <key>fontName</key><string>Inter-Regular</string>
                    <key>fontSize</key><integer>17</integer>
                    <key>legibilityFontName</key><string>Inter-SemiBold</string>
                </dict>
            </dict>
            """)
        let map = StyleMap(document: try document(text, file: "Fonts.plist"))
        #expect(map.problems == [])
        #expect(map.entries == [
            StyleMapEntry(
                key: "title", style: .title1, spelling: .swiftUI, line: 5,
                fontName: Located("Inter-SemiBold", file: "Fonts.plist", line: 7, keyPath: "title.fontName"),
                fontSize: 28.5,
                boldFontName: Located("Inter-Black", file: "Fonts.plist", line: 11, keyPath: "title.boldFontName"),
                boldFontSize: 29),
            StyleMapEntry(
                key: "body", style: .body, spelling: .shared, line: 18,
                fontName: Located("Inter-Regular", file: "Fonts.plist", line: 20, keyPath: "body.fontName"),
                fontSize: 17,
                boldFontName: Located(
                    "Inter-SemiBold", file: "Fonts.plist", line: 22, keyPath: "body.legibilityFontName")),
        ])
    }

    @Test func jsonStyleMapsReadTheSame() throws {
        let text = """
            {
              "UICTFontTextStyleHeadline": {"fontName": "Inter-Bold", "fontSize": 17},
              "UICTFontTextStyleSubhead": {
                "fontName": "Inter-Regular",
                "fontSize": 15
              }
            }
            """
        let map = StyleMap(document: try document(text, file: "styles.json"))
        #expect(map.problems == [])
        #expect(map.entries.map(\.style) == [.headline, .subheadline])
        #expect(map.entries.map(\.spelling) == [.uikitRawValue, .uikitRawValue])
        #expect(map.entries.map(\.line) == [2, 3])
        #expect(map.entries.map(\.fontName?.line) == [2, 4])
        #expect(map.entries.map(\.fontSize) == [17, 15])
    }

    @Test func everyBrokenEntryIsAProblemNamingItsKey() throws {
        let text = """
            {
              "largeTitle": {"fontName": "Inter-Bold"},
              "title2": {"fontSize": 22},
              "title3": {"fontName": "Inter-Bold", "fontSize": 0},
              "headline": {"fontName": "Inter-Bold", "fontSize": "17"},
              "callout": {"fontName": 5, "fontSize": -1},
              "footnote": "Inter-Regular",
              "titel": {"fontName": "Inter-Bold", "fontSize": 28},
              "Body": {"fontName": "Inter-Regular", "fontSize": 17},
              "caption2": {"fontName": "", "fontSize": 11, "boldFontName": true, "boldFontSize": 0},
              "caption": {"fontName": "A", "fontSize": 12, "boldFontName": "B", "legibilityFontName": "C"}
            }
            """
        let map = StyleMap(document: try document(text, file: "styles.json"))
        let expected: [(InputProblem.Kind, Int, String, String)] = [
            (.missingKey, 2, "largeTitle", "largeTitle has no fontSize; expected a number > 0 (points at the Large text size)"),
            (.missingKey, 3, "title2", "title2 has no fontName; expected the PostScript name of a font"),
            (.invalidValue, 4, "title3.fontSize", "title3.fontSize is 0; expected a number > 0 (points at the Large text size)"),
            (.wrongType, 5, "headline.fontSize", #"headline.fontSize is a string ("17"); expected a number > 0 (points at the Large text size)"#),
            (.wrongType, 6, "callout.fontName", "callout.fontName is a number; expected a string, the PostScript name of a font"),
            (.invalidValue, 6, "callout.fontSize", "callout.fontSize is -1; expected a number > 0 (points at the Large text size)"),
            (.wrongType, 7, "footnote", "footnote is a string; expected a dictionary with fontName and fontSize"),
            (.notATextStyle, 8, "titel", #""titel" is not a text style; expected a text style such as title, title1 or UICTFontTextStyleTitle1"#),
            (.notATextStyle, 9, "Body", #""Body" is not a text style (did you mean "body"?); expected a text style such as title, title1 or UICTFontTextStyleTitle1"#),
            (.invalidValue, 10, "caption2.fontName", "caption2.fontName is an empty string; expected the PostScript name of a font"),
            (.wrongType, 10, "caption2.boldFontName", "caption2.boldFontName is a Boolean; expected a string, the PostScript name of a font"),
            (.invalidValue, 10, "caption2.boldFontSize", "caption2.boldFontSize is 0; expected a number > 0 (points at the Large text size)"),
            (.invalidValue, 11, "caption.legibilityFontName", #"caption has both boldFontName "B" and legibilityFontName "C"; expected one of them (boldFontName is used)"#),
        ]
        #expect(map.problems.map(\.kind) == expected.map(\.0))
        #expect(map.problems.map(\.line) == expected.map(\.1))
        #expect(map.problems.map(\.keyPath) == expected.map(\.2))
        #expect(map.problems.map(\.message) == expected.map(\.3))
        #expect(map.problems.allSatisfy { $0.file == "styles.json" })
        // Entries whose key is a text style and whose value is a dictionary stay, with what could be read.
        #expect(map.entries.map(\.key) == ["largeTitle", "title2", "title3", "headline", "callout", "caption2", "caption"])
        #expect(map.entries.map(\.fontName?.value) == ["Inter-Bold", nil, "Inter-Bold", "Inter-Bold", nil, nil, "A"])
        #expect(map.entries.map(\.fontSize) == [nil, 22, nil, nil, nil, 11, 12])
        #expect(map.entries.last?.boldFontName?.value == "B")
    }

    @Test func rawValueKeysMixedWithSwiftUIKeysAreTheirOwnProblem() throws {
        let text = xmlPlist("""
            <dict>
                <key>UICTFontTextStyleBody</key>
                <dict><key>fontName</key><string>A</string><key>fontSize</key><integer>17</integer></dict>
                <key>title</key>
                <dict><key>fontName</key><string>B</string><key>fontSize</key><integer>28</integer></dict>
            </dict>
            """)
        let map = StyleMap(document: try document(text, file: "Mixed.plist"))
        #expect(map.problems == [
            InputProblem(
                kind: .mixedStyleKeys,
                message: "mixes UIKit raw-value keys (UICTFontTextStyleBody) with name keys (title); expected one spelling: a raw-value reader finds only the first, ScaledFont 1.x and SwiftUI-keyed readers only the second",
                file: "Mixed.plist", line: 7, keyPath: "title"),
        ])
    }

    @Test func sharedAndUIKitCaseNameKeysTogetherAreNotMixingRawValues() throws {
        let map = StyleMap(document: try document(
            #"{"body": {"fontName": "A", "fontSize": 17}, "title1": {"fontName": "B", "fontSize": 28}}"#, file: "m.json"))
        #expect(map.problems == [])
        #expect(map.entries.map(\.spelling) == [.shared, .uikitCaseName])
    }

    @Test func aMapThatIsNotADictionaryOrEmptyIsAProblem() throws {
        #expect(StyleMap(document: try document("[]", file: "m.json")).problems.map(\.message)
            == ["the style map is an array; expected a dictionary keyed by text styles"])
        #expect(StyleMap(document: try document("{}", file: "m.json")).problems.map(\.message)
            == ["the style map has no entries; expected text-style keys such as body"])
    }

    @Test func anUnreadableMapIsAProblem() throws {
        let directory = try Fixtures.temporaryDirectory()
        let file = try directory.write(#"{"body": {"fontName": "A", "fontSize": 17}"#, as: "broken.json")
        let map = StyleMap.read(file: file)
        #expect(map.entries.isEmpty)
        #expect(map.problems.map(\.kind) == [.unreadable])
    }

    @Test func whatLooksLikeAStyleMap() throws {
        func looks(_ json: String) throws -> Bool {
            StyleMap.looksLikeStyleMap(try document(json, file: "m.json").root)
        }
        #expect(try looks(#"{"body": {"fontSize": 1}, "UICTFontTextStyleTitle0": 2}"#))
        // Keyed by text styles but holding no entry: a size or colour table, not a style map.
        #expect(try !looks(#"{"body": 17, "title": 28}"#))
        // A typo in one key of a map whose values are all entries: still found, so that the typo is reported.
        #expect(try looks(#"{"body": {"fontName": "A"}, "titel": {"fontSize": 3}}"#))
        #expect(try looks(#"{"Body": {"fontName": "A"}}"#))
        #expect(try !looks(#"{"body": {"fontName": "A"}, "titel": 3}"#))
        #expect(try !looks(#"{"images": [], "info": {"author": "xcode"}}"#))
        #expect(try !looks(#"{"fontName": {"fontName": "A"}}"#))
        #expect(try !looks("{}"))
        #expect(try !looks(#"["body"]"#))
    }
}
