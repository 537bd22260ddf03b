import Foundation
import Testing
@testable import FontInspector

@Suite struct DynamicTypeTests {
    /// Apple's table as the committed data file has it (data/dynamic-type-ios.json, from the HIG).
    static func appleTable() throws -> [(uikit: String, sizes: [Double], leading: [Double])] {
        let data = try Data(contentsOf: URL(fileURLWithPath: Fixtures.repositoryRoot + "/data/dynamic-type-ios.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let styles = try #require(json["styles"] as? [[String: Any]])
        return try styles.map { style in
            (try #require(style["uikit"] as? String), try #require(style["sizes"] as? [Double]),
             try #require(style["leading"] as? [Double]))
        }
    }

    @Test func theGeneratedTableHoldsTheDataFilesStylesAndCategories() throws {
        let apple = try Self.appleTable()
        #expect(DynamicTypeTable.styles.map(\.uikit) == [
            "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption1", "caption2",
        ])
        #expect(DynamicTypeTable.styles.map(\.uikit) == apple.map(\.uikit))
        #expect(DynamicTypeTable.categories.map(\.hig) == [
            "xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5",
        ])
        #expect(DynamicTypeTable.categories[DynamicTypeTable.defaultCategoryIndex].uikit == "large")
    }

    @Test("a map at Apple's default sizes reproduces Apple's table exactly", arguments: 0..<11)
    func defaultSizesReproduceTheTable(_ index: Int) throws {
        let apple = try Self.appleTable()[index]
        let style = try #require(DynamicTypeTable.style(uikit: apple.uikit))
        let scaled = DynamicTypeScaler.scale(fontSize: apple.sizes[3], style: style)
        #expect(scaled.sizes == apple.sizes)
        #expect(scaled.leading == apple.leading)
    }

    @Test func bodyRowIsApplesNumbers() throws {
        // Typed in from the HIG's page, independent of the data file.
        let body = try #require(DynamicTypeTable.style(uikit: "body"))
        #expect(body.sizes == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(body.leading == [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62])
        #expect(DynamicTypeTable.style(uikit: "caption2")?.sizes == [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40])
    }

    @Test func otherSizesScaleInProportionToHundredthsOfAPoint() throws {
        let body = try #require(DynamicTypeTable.style(uikit: "body"))
        let scaled = DynamicTypeScaler.scale(fontSize: 16, style: body)
        // 16 × 14 / 17 = 13.176…, 16 × 53 / 17 = 49.882…; leading 16 × 22 / 17 = 20.705…
        #expect(scaled.sizes == [13.18, 14.12, 15.06, 16, 17.88, 19.76, 21.65, 26.35, 31.06, 37.65, 44.24, 49.88])
        #expect(scaled.leading == [17.88, 18.82, 19.76, 20.71, 22.59, 24.47, 27.29, 32, 37.65, 45.18, 52.71, 58.35])
        #expect(DynamicTypeTable.style(uikit: "extraLargeTitle") == nil)
    }
}

@Suite struct SizesStyleMapInputTests {
    /// Reads a map of these plist entries from a temporary file.
    func read(_ entries: String) throws -> (map: SizesStyleMapInput, path: String) {
        let directory = try Fixtures.temporaryDirectory()
        return try withExtendedLifetime(directory) {
            try directory.write(Array("""
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>\(entries)</dict></plist>
                """.utf8), as: "Styles.plist")
            let path = directory.path + "/Styles.plist"
            return (SizesStyleMapInput.read(path: path), path)
        }
    }

    @Test func everySpellingOfAStyleIsRead() throws {
        let map = try read("""
            <key>UICTFontTextStyleSubhead</key><dict><key>fontName</key><string>A</string><key>fontSize</key><integer>15</integer></dict>
            <key>caption</key><dict><key>fontName</key><string>B</string><key>fontSize</key><real>12.5</real><key>boldFontName</key><string>B-Bold</string><key>weight</key><string>ignored</string></dict>
            <key>title1</key><dict><key>fontName</key><string>C</string><key>fontSize</key><real>28</real></dict>
            """).map
        #expect(map.errors.isEmpty && map.notes.isEmpty)
        #expect(map.entries.map { "\($0.key)→\($0.style) \($0.fontName)/\($0.boldFontName ?? "-") \($0.fontSize)" } == [
            "UICTFontTextStyleSubhead→subheadline A/- 15.0", "caption→caption1 B/B-Bold 12.5", "title1→title1 C/- 28.0",
        ])
    }

    @Test func unusableEntriesAreErrorsAndUnknownKeysNotes() throws {
        let (map, path) = try read("""
            <key>body</key><dict><key>fontName</key><string>A</string></dict>
            <key>UICTFontTextStyleBody</key><dict><key>fontName</key><string>A</string><key>fontSize</key><integer>17</integer></dict>
            <key>headline</key><dict><key>fontName</key><string>A</string><key>fontSize</key><true/></dict>
            <key>footnote</key><dict><key>fontSize</key><integer>13</integer></dict>
            <key>callout</key><dict><key>fontName</key><string>A</string><key>fontSize</key><integer>-1</integer></dict>
            <key>title3</key><string>A</string>
            <key>extraLargeTitle2</key><dict><key>fontName</key><string>A</string><key>fontSize</key><integer>30</integer></dict>
            <key>colour</key><string>red</string>
            """)
        #expect(map.entries.map(\.key) == ["UICTFontTextStyleBody"])
        #expect(map.errors.map(\.reason) == [
            "body: names the same text style as UICTFontTextStyleBody; ScaledFont would keep only one",
            "callout: fontSize -1 is not a positive size",
            "footnote: no fontName (ScaledFont then ignores the whole map and uses the system font)",
            "headline: no numeric fontSize (ScaledFont then ignores the whole map and uses the system font)",
            "title3: not a dictionary of fontName and fontSize",
        ])
        #expect(map.notes == [
            "\(path): colour: not a text style; skipped",
            "\(path): extraLargeTitle2: Apple's iOS Dynamic Type table has no extraLargeTitle2 (a visionOS style); skipped",
        ])
    }

    @Test func anUnreadableMapIsOneError() throws {
        let map = SizesStyleMapInput.read(path: Fixtures.font("Malformed/not-a-font.ttf"))
        #expect(map.entries.isEmpty)
        // Foundation's own words follow, and differ between platforms.
        #expect(map.errors.map(\.reason).map { $0.hasPrefix("not a valid property list (") } == [true])
        let directory = try Fixtures.temporaryDirectory()
        try directory.write(Array("body = { fontName = A; fontSize = 17; };".utf8), as: "OldStyle.plist")
        #expect(SizesStyleMapInput.read(path: directory.path + "/OldStyle.plist").errors
            == [FontReadError(file: directory.path + "/OldStyle.plist", reason: "not an XML or binary property list")])
    }
}
