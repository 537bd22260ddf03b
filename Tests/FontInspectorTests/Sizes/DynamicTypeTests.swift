import Foundation
import Testing
@testable import FontInspector
import TestSupport

@Suite struct DynamicTypeTests {
    /// Apple's table as the committed data file has it (data/dynamic-type-ios.json, from the HIG).
    static func appleTable() throws -> [(style: TextStyle, sizes: [Double], leading: [Double])] {
        try appleStyles().map { style in
            (try #require(TextStyle(rawValue: style["uikit"] as? String ?? "")), try #require(style["sizes"] as? [Double]),
             try #require(style["leading"] as? [Double]))
        }
    }

    static func appleStyles() throws -> [[String: Any]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: Fixtures.repositoryRoot + "/data/dynamic-type-ios.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(json["styles"] as? [[String: Any]])
    }

    @Test func theGeneratedTableHoldsTheDataFilesStylesAndCategories() throws {
        let apple = try Self.appleTable()
        #expect(DynamicTypeTable.styles.map(\.style) == [
            .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1, .caption2,
        ])
        #expect(DynamicTypeTable.styles.map(\.style) == apple.map(\.style))
        #expect(DynamicTypeTable.categories.map(\.hig) == [
            "xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5",
        ])
        #expect(DynamicTypeTable.categories[DynamicTypeTable.defaultCategoryIndex].uikit == "large")
    }

    @Test func theDataFilesSpellingsAreTextStyles() throws {
        // The table is keyed by TextStyle, which owns the spellings: Apple's data must agree with it.
        for style in try Self.appleStyles() {
            let textStyle = try #require(TextStyle(rawValue: style["uikit"] as? String ?? ""))
            #expect(style["uikitRawValue"] as? String == textStyle.uikitRawValue)
            #expect(style["swiftui"] as? String == textStyle.swiftUIName)
        }
    }

    @Test("a map at Apple's default sizes reproduces Apple's table exactly", arguments: 0..<11)
    func defaultSizesReproduceTheTable(_ index: Int) throws {
        let apple = try Self.appleTable()[index]
        let style = try #require(DynamicTypeTable.style(apple.style))
        let scaled = DynamicTypeScaler.scale(fontSize: apple.sizes[3], style: style)
        #expect(scaled.sizes == apple.sizes)
        #expect(scaled.leading == apple.leading)
    }

    @Test func bodyRowIsApplesNumbers() throws {
        // Typed in from the HIG's page, independent of the data file.
        let body = try #require(DynamicTypeTable.style(.body))
        #expect(body.sizes == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(body.leading == [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62])
        #expect(DynamicTypeTable.style(.caption2)?.sizes == [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40])
    }

    @Test func otherSizesScaleInProportionToHundredthsOfAPoint() throws {
        let body = try #require(DynamicTypeTable.style(.body))
        let scaled = DynamicTypeScaler.scale(fontSize: 16, style: body)
        // 16 × 14 / 17 = 13.176…, 16 × 53 / 17 = 49.882…; leading 16 × 22 / 17 = 20.705…
        #expect(scaled.sizes == [13.18, 14.12, 15.06, 16, 17.88, 19.76, 21.65, 26.35, 31.06, 37.65, 44.24, 49.88])
        #expect(scaled.leading == [17.88, 18.82, 19.76, 20.71, 22.59, 24.47, 27.29, 32, 37.65, 45.18, 52.71, 58.35])
        #expect(DynamicTypeTable.style(.extraLargeTitle) == nil)
    }
}

@Suite struct StyleMapSizesTests {
    /// The sizes of a map of these plist entries, read from a temporary file with the shared `StyleMap` reader.
    func sizes(_ entries: String) throws -> (sizes: StyleMapSizes, path: String) {
        let directory = try Fixtures.temporaryDirectory()
        return try withExtendedLifetime(directory) {
            try directory.write(Array("""
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>
                \(entries)
                </dict></plist>
                """.utf8), as: "Styles.plist")
            let path = directory.path + "/Styles.plist"
            return (StyleMapSizes(map: StyleMap.read(file: path)), path)
        }
    }

    static func summary(_ sizes: StyleMapSizes) -> [String] {
        sizes.styles.map { "\($0.style) \($0.fontName)/\($0.boldFontName ?? "-") \(JSONValue.format($0.fontSize)) → \(JSONValue.format($0.sizes[11]))" }
    }

    @Test func aRawValueKeyedMapIsReadInApplesOrder() throws {
        let sizes = try sizes("""
            <key>UICTFontTextStyleSubhead</key><dict><key>fontName</key><string>A</string><key>fontSize</key><integer>15</integer></dict>
            <key>UICTFontTextStyleCaption1</key><dict><key>fontName</key><string>B</string><key>fontSize</key><real>12</real><key>boldFontName</key><string>B-Bold</string></dict>
            <key>UICTFontTextStyleTitle0</key><dict><key>fontName</key><string>C</string><key>fontSize</key><integer>68</integer></dict>
            """).sizes
        #expect(sizes.errors.isEmpty && sizes.notes.isEmpty)
        // AX5 is Apple's AX5 size × fontSize / Apple's Large size: 60 × 68 / 34, 49 × 15 / 15, 43 × 12 / 12.
        #expect(Self.summary(sizes) == ["largeTitle C/- 68 → 120", "subheadline A/- 15 → 49", "caption1 B/B-Bold 12 → 43"])
    }

    @Test func swiftUIAndUIKitNamesAndTheLegibilityAliasAreRead() throws {
        let sizes = try sizes("""
            <key>caption</key><dict><key>fontName</key><string>B</string><key>fontSize</key><real>12.5</real><key>legibilityFontName</key><string>B-Bold</string><key>weight</key><string>ignored</string></dict>
            <key>title1</key><dict><key>fontName</key><string>C</string><key>fontSize</key><real>28</real></dict>
            """).sizes
        #expect(sizes.errors.isEmpty)
        #expect(Self.summary(sizes) == ["title1 C/- 28 → 58", "caption1 B/B-Bold 12.5 → 44.79"])
    }

    @Test func problemsAreTheStyleMapsOwnAndTheUsableStylesAreStillScaled() throws {
        let (sizes, path) = try sizes("""
            <key>body</key><dict><key>fontName</key><string>A</string></dict>
            <key>headline</key><dict><key>fontName</key><string>A</string><key>fontSize</key><true/></dict>
            <key>footnote</key><dict><key>fontSize</key><integer>13</integer></dict>
            <key>callout</key><dict><key>fontName</key><string>A</string><key>fontSize</key><integer>-1</integer></dict>
            <key>title3</key><string>A</string>
            <key>extraLargeTitle2</key><dict><key>fontName</key><string>A</string><key>fontSize</key><integer>30</integer></dict>
            <key>colour</key><string>red</string>
            <key>title</key><dict><key>fontName</key><string>T</string><key>fontSize</key><integer>28</integer></dict>
            <key>title1</key><dict><key>fontName</key><string>T1</string><key>fontSize</key><integer>29</integer></dict>
            <key>UICTFontTextStyleCaption2</key><dict><key>fontName</key><string>C</string><key>fontSize</key><integer>11</integer></dict>
            """)
        #expect(sizes.errors.map(\.description) == [
            "\(path):3: body has no fontSize; expected a number > 0 (points at the Large text size)",
            "\(path):4: headline.fontSize is a Boolean; expected a number > 0 (points at the Large text size)",
            "\(path):5: footnote has no fontName; expected the PostScript name of a font",
            "\(path):6: callout.fontSize is -1; expected a number > 0 (points at the Large text size)",
            "\(path):7: title3 is a string; expected a dictionary with fontName and fontSize",
            "\(path):9: \"colour\" is not a text style; expected a text style such as title, title1 or UICTFontTextStyleTitle1",
            "\(path):12: mixes UIKit raw-value keys (UICTFontTextStyleCaption2) with name keys (body, headline, footnote, …); expected one spelling: a raw-value reader finds only the first, ScaledFont 1.x and SwiftUI-keyed readers only the second",
            "\(path):11: title1 names the same text style as title (line 10); only the first entry is used",
        ])
        #expect(sizes.notes == [
            "\(path):8: extraLargeTitle2: Apple's iOS Dynamic Type table has no extraLargeTitle2 (a visionOS style); skipped",
        ])
        #expect(Self.summary(sizes) == ["title1 T/- 28 → 58", "caption2 C/- 11 → 40"])
    }

    @Test func anUnreadableMapIsOneProblem() throws {
        let sizes = StyleMapSizes(map: StyleMap.read(file: Fixtures.font("Malformed/not-a-font.ttf")))
        #expect(sizes.styles.isEmpty)
        // Foundation's own words follow, and differ between platforms.
        #expect(sizes.errors.map { $0.message.hasPrefix("not a valid property list") } == [true])
        #expect(sizes.errors.map(\.kind) == [.unreadable])
    }
}
