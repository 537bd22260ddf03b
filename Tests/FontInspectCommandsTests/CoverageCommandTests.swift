import Foundation
import Testing
@testable import FontInspectCommands
import FontInspector
import TestSupport

@Suite struct CoverageCommandTests {
    static let app = URL(fileURLWithPath: TestFontsPath.root).deletingLastPathComponent().path + "/Tests/Fixtures/LocalizedApp"
    static let coverFonts = TestFontsPath.root + "/Generated/Coverage"

    @Test func reportsEachLanguagesMissingCharactersPerFont() {
        let app = Self.app
        let result = runTool("coverage", app)
        #expect(result.status == 1)
        #expect(result.errors == "")
        #expect(result.output == """
            FixtureCover-Regular  \(app)/Fonts/FixtureCover-Regular.ttf
              de: 1 of 8 characters missing
                U+00C4  Ä  apples
              en: 1 of 25 characters missing
                U+00A5  ¥  yen
              ja: 4 of 5 characters missing
                U+3061  ち  greeting
                U+306B  に  greeting
                U+306F  は  greeting
                U+3093  ん  greeting
              pl: 2 of 9 characters missing
                U+0107  ć  greeting, pay
                U+015B  ś  greeting
              ru: 5 of 11 characters missing
                U+0430  а  %lld files
                U+0439  й  %lld files
                U+043B  л  %lld files
                U+043E  о  %lld files, photos
                U+0444  ф  %lld files, photos
              vi: 3 of 16 characters missing
                U+00E0  à  welcome
                U+1EC7  ệ  language
                U+1EEB  ừ  welcome
              covered: Base

            FixtureCover-Bold  \(app)/Fonts/FixtureCover-Bold.ttf
              de: 1 of 8 characters missing
                U+00C4  Ä  apples
              en: 1 of 25 characters missing
                U+00A5  ¥  yen
              ja: 4 of 5 characters missing
                U+3061  ち  greeting
                U+306B  に  greeting
                U+306F  は  greeting
                U+3093  ん  greeting
              pl: 3 of 9 characters missing
                U+0107  ć  greeting, pay
                U+0142  ł  pay
                U+015B  ś  greeting
              ru: 6 of 11 characters missing
                U+0430  а  %lld files
                U+0439  й  %lld files
                U+043B  л  %lld files
                U+043E  о  %lld files, photos
                U+0442  т  greeting, photos
                U+0444  ф  %lld files, photos
              vi: 3 of 16 characters missing
                U+00E0  à  welcome
                U+1EC7  ệ  language
                U+1EEB  ừ  welcome
              covered: Base

            Checked 2 fonts against 28 strings in 7 languages: 2 of 2 lack characters (34 missing in all).

            """)
    }

    @Test func everythingCoveredExitsZero() {
        let result = runTool(
            "coverage", "--strings", Self.app + "/Base.lproj/Main.strings", "--strings", Self.app + "/en.lproj/Localizable.strings",
            "--font", Self.coverFonts + "/FixtureCover-Regular.ttf")
        #expect(result.status == 1)  // ¥ in en
        let covered = runTool(
            "coverage", "--strings", Self.app + "/Base.lproj/Main.strings", "--font", Self.coverFonts + "/FixtureCover-Bold.ttf")
        #expect(covered.status == 0)
        #expect(covered.output == """
            FixtureCover-Bold  \(Self.coverFonts)/FixtureCover-Bold.ttf
              covered: Base

            Checked 1 font against 1 string in 1 language: every character is covered.

            """)
    }

    @Test func textFilesAreCheckedAsWrittenWithTheirLineNumbers() throws {
        let directory = NSTemporaryDirectory() + "fontinspect-coverage-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data("Ωmega 100%d\n\nΩ again é\u{301}\n".utf8).write(to: URL(fileURLWithPath: directory + "/notes.txt"))
        let result = runTool("coverage", "--text", directory + "/notes.txt", "--font", Self.coverFonts + "/FixtureCover-Regular.ttf")
        #expect(result.status == 1)
        #expect(result.output == """
            FixtureCover-Regular  \(Self.coverFonts)/FixtureCover-Regular.ttf
              default: 2 of 13 characters missing
                U+0301  ◌́  line 3
                U+03A9  Ω  line 1, line 3

            Checked 1 font against 2 strings in 1 language: 1 of 1 lack characters (2 missing in all).

            """)
    }

    @Test func jsonListsEveryUseWithItsFile() throws {
        let result = runTool(
            "coverage", "--format", "json", "--strings", Self.app + "/pl.lproj/Localizable.strings",
            "--font", Self.coverFonts + "/FixtureCover-Bold.ttf")
        #expect(result.status == 1)
        let strings = Self.app + "/pl.lproj/Localizable.strings"
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(Array(document.keys).sorted() == ["errors", "fonts", "stringFiles"])
        #expect(document["stringFiles"] as? [String] == [strings])
        let font = try #require((document["fonts"] as? [[String: Any]])?.first)
        #expect(font["postScriptNames"] as? [String] == ["FixtureCover-Bold"])
        #expect(font["faceIndex"] as? Int == 0)
        let language = try #require((font["languages"] as? [[String: Any]])?.first)
        #expect(language["language"] as? String == "pl")
        #expect(language["checkedCharacters"] as? Int == 9)
        let missing = try #require(language["missing"] as? [[String: Any]])
        #expect(missing.map { $0["codePoint"] as? String } == ["U+0107", "U+0142", "U+015B"])
        #expect(missing.map { $0["character"] as? String } == ["ć", "ł", "ś"])
        #expect(missing[0]["uses"] as? [[String: String]] == [["key": "greeting", "file": strings], ["key": "pay", "file": strings]])
        // Key order is part of the contract.
        let lines = result.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let first = try #require(lines.firstIndex(of: "\"codePoint\": \"U+0107\","))
        #expect(Array(lines[first...].prefix(5)) == [
            "\"codePoint\": \"U+0107\",", "\"character\": \"ć\",", "\"uses\": [", "{", "\"key\": \"greeting\",",
        ])
    }

    @Test func unreadableInputsAreErrorsAndTheRestIsStillChecked() throws {
        let directory = NSTemporaryDirectory() + "fontinspect-coverage-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data("\"a\" = \"b\"".utf8).write(to: URL(fileURLWithPath: directory + "/Broken.strings"))
        try Data("# Notes\n".utf8).write(to: URL(fileURLWithPath: directory + "/notes.md"))
        let result = runTool(
            "coverage", "--strings", directory + "/Broken.strings", "--strings", Self.app + "/Base.lproj/Main.strings",
            "--strings", directory + "/notes.md", "--font", Self.coverFonts + "/FixtureCover-Regular.ttf",
            "--font", TestFontsPath.root + "/Malformed/empty.otf")
        #expect(result.status == 2)
        #expect(result.output.hasSuffix("Checked 1 font against 1 string in 1 language: every character is covered.\n"))
        #expect(result.errors == """
            Error: \(TestFontsPath.root)/Malformed/empty.otf: empty file (0 bytes)
            Error: \(directory)/notes.md: not a .strings, .stringsdict or .xcstrings file (use --text for plain text)
            Error: \(directory)/Broken.strings: line 1: expected ';' after the value of "a", found the end of the file

            """)
    }

    @Test func nothingToCheckIsAnError() {
        let fontsOnly = runTool("coverage", Self.coverFonts)
        #expect(fontsOnly.status == 2)
        #expect(fontsOnly.output == "")
        #expect(fontsOnly.errors == """
            Error: \(Self.coverFonts): no strings were found to check (.strings, .stringsdict, .xcstrings, --text)

            """)
        let stringsOnly = runTool("coverage", Self.app + "/en.lproj")
        #expect(stringsOnly.status == 2)
        #expect(stringsOnly.errors == "Error: \(Self.app)/en.lproj: no font that Apple platforms load was found to check\n")
    }

    /// Both coverage fonts and a Harbor Sans face, Polish strings, and a style map naming `names`.
    static func mapApp(naming names: [String]) throws -> TemporaryFolder {
        let app = try TemporaryFolder()
        let manager = FileManager.default
        try manager.createDirectory(atPath: app.path + "/Fonts", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: app.path + "/pl.lproj", withIntermediateDirectories: true)
        for font in ["FixtureCover-Regular", "FixtureCover-Bold"] {
            try manager.copyItem(atPath: coverFonts + "/\(font).ttf", toPath: app.path + "/Fonts/\(font).ttf")
        }
        try manager.copyItem(
            atPath: LintCommandTests.examples + "/SampleApp/SampleApp/Fonts/HarborSans-Regular.ttf",
            toPath: app.path + "/Fonts/HarborSans-Regular.ttf")
        try Data("\"pay\" = \"Zapłać\";\n".utf8).write(to: URL(fileURLWithPath: app.path + "/pl.lproj/Localizable.strings"))
        let entries = names.enumerated().map { index, name in
            "  \"\(["body", "title", "caption"][index])\": {\"fontName\": \"\(name)\", \"fontSize\": 17}"
        }
        try Data(("{\n" + entries.joined(separator: ",\n") + "\n}\n").utf8).write(to: URL(fileURLWithPath: app.path + "/Styles.json"))
        return app
    }

    @Test func aStyleMapChoosesTheFacesChecked() throws {
        let app = try Self.mapApp(naming: ["FixtureCover-Bold", "Helvetica"])
        let result = runTool("coverage", app.path)
        #expect(result.status == 1)
        #expect(result.output == """
            FixtureCover-Bold  \(app.path)/Fonts/FixtureCover-Bold.ttf
              pl: 2 of 5 characters missing
                U+0107  ć  pay
                U+0142  ł  pay

            Checked 1 font against 1 string in 1 language: 1 of 1 lack characters (2 missing in all).

            """)
        #expect(result.errors == "Note: \(app.path)/Styles.json:3: title.fontName \"Helvetica\": no font under \(app.path) has this PostScript name; not checked\n")
    }

    @Test func withoutAStyleMapEveryFontIsCheckedAndFontOverridesTheMap() throws {
        let app = try Self.mapApp(naming: ["FixtureCover-Bold"])
        try FileManager.default.removeItem(atPath: app.path + "/Styles.json")
        let every = runTool("coverage", app.path)
        #expect(every.output.hasSuffix("Checked 3 fonts against 1 string in 1 language: 3 of 3 lack characters (5 missing in all).\n"))

        let chosen = try Self.mapApp(naming: ["FixtureCover-Bold"])
        let overridden = runTool("coverage", chosen.path, "--font", chosen.path + "/Fonts/HarborSans-Regular.ttf")
        #expect(overridden.output.hasPrefix("HarborSans-Regular  \(chosen.path)/Fonts/HarborSans-Regular.ttf\n  pl: 2 of 5 characters missing\n"))
        #expect(overridden.output.hasSuffix("Checked 1 font against 1 string in 1 language: 1 of 1 lack characters (2 missing in all).\n"))
    }

    @Test func aStyleMapGivenReplacesTheMapsFound() throws {
        let app = try Self.mapApp(naming: ["FixtureCover-Bold"])
        let other = try Self.mapApp(naming: ["FixtureCover-Regular", "HarborSans-Regular"])
        let result = runTool("coverage", app.path, "--style-map", other.path + "/Styles.json")
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("FixtureCover-Regular  \(app.path)/Fonts/FixtureCover-Regular.ttf\n  pl: 1 of 5 characters missing\n"))
        #expect(result.output.contains("\n\nHarborSans-Regular  \(app.path)/Fonts/HarborSans-Regular.ttf\n"))
        #expect(result.output.hasSuffix("Checked 2 fonts against 1 string in 1 language: 2 of 2 lack characters (3 missing in all).\n"))

        try Data("[1, 2]".utf8).write(to: URL(fileURLWithPath: other.path + "/Broken.json"))
        let broken = runTool("coverage", app.path, "--style-map", other.path + "/Broken.json")
        #expect(broken.status == 2)
        #expect(broken.errors.hasPrefix("Error: \(other.path)/Broken.json: the style map is an array; expected a dictionary keyed by text styles\n"))
        // The map named no face, so every font was checked.
        #expect(broken.output.hasSuffix("Checked 3 fonts against 1 string in 1 language: 3 of 3 lack characters (5 missing in all).\n"))
    }

    @Test func usageErrors() {
        let none = runTool("coverage")
        #expect(none.status == 64)
        #expect(none.errors.hasPrefix("Error: Missing expected argument '<path>' (or --strings/--text files with --font files)\n"))
        let two = runTool("coverage", "a", "b")
        #expect(two.status == 64)
        #expect(two.errors.hasPrefix("Error: Expected at most one <path>; repeat --strings, --text or --font for each file\n"))
        #expect(runTool("coverage", "--strings", "a.strings").status == 64)
        let both = runTool("coverage", ".", "--font", "a.ttf", "--style-map", "Styles.plist")
        #expect(both.status == 64)
        #expect(both.errors.hasPrefix("Error: --font and --style-map both choose the fonts to check; give one of them\n"))
    }
}

@Suite struct SizesCommandTests {
    static func writeMap(_ entries: String) throws -> String {
        let path = NSTemporaryDirectory() + "fontinspect-sizes-" + UUID().uuidString + ".plist"
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>\(entries)</dict></plist>
            """.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static let map = """
        <key>body</key><dict><key>fontName</key><string>Cover-Regular</string><key>fontSize</key><real>16</real>
          <key>boldFontName</key><string>Cover-Bold</string></dict>
        <key>largeTitle</key><dict><key>fontName</key><string>Cover-Bold</string><key>fontSize</key><integer>34</integer></dict>
        """

    @Test func textShowsSizesAndLeadingInApplesStyleOrder() throws {
        let path = try Self.writeMap(Self.map)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = runTool("sizes", path)
        #expect(result.status == 0)
        #expect(result.errors == "")
        #expect(result.output == """
            STYLE       FONT           BOLD FONT            xSmall  Small  Medium  Large  xLarge  xxLarge  xxxLarge  AX1    AX2    AX3    AX4    AX5
            largeTitle  Cover-Bold     -           size     31      32     33      34     36      38       40        44     48     52     56     60
                                                   leading  38      39     40      41     43      46       48        52     57     61     66     70
            body        Cover-Regular  Cover-Bold  size     13.18   14.12  15.06   16     17.88   19.76    21.65     26.35  31.06  37.65  44.24  49.88
                                                   leading  17.88   18.82  19.76   20.71  22.59   24.47    27.29     32     37.65  45.18  52.71  58.35

            """)
    }

    @Test func jsonHasExactlyTheDocumentedShape() throws {
        let path = try Self.writeMap(Self.map)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = runTool("sizes", "--format=json", path)
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(Array(document.keys).sorted() == ["categories", "styles"])
        #expect(document["categories"] as? [String] == [
            "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
            "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
            "accessibilityExtraExtraExtraLarge",
        ])
        let styles = try #require(document["styles"] as? [[String: Any]])
        #expect(styles.map { $0["style"] as? String } == ["largeTitle", "body"])
        #expect(styles[0]["boldFontName"] is NSNull)
        #expect(styles[1]["fontName"] as? String == "Cover-Regular")
        #expect(styles[1]["boldFontName"] as? String == "Cover-Bold")
        #expect(styles[1]["sizes"] as? [Double] == [13.18, 14.12, 15.06, 16, 17.88, 19.76, 21.65, 26.35, 31.06, 37.65, 44.24, 49.88])
        #expect(styles[0]["leading"] as? [Double] == [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70])
        let keys = result.output.components(separatedBy: "\n").filter { $0.hasPrefix("      \"") }
            .map { $0.trimmingCharacters(in: .whitespaces).components(separatedBy: "\"")[1] }
        #expect(Array(keys.prefix(5)) == ["style", "fontName", "boldFontName", "sizes", "leading"])
    }

    @Test func markdownIsATable() throws {
        let path = try Self.writeMap(Self.map)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let lines = runTool("sizes", "--format", "markdown", path).output.components(separatedBy: "\n")
        #expect(lines.count == 7)
        #expect(lines[0] == "| Style | Font | Bold font |  | xSmall | Small | Medium | Large | xLarge | xxLarge | xxxLarge | AX1 | AX2 | AX3 | AX4 | AX5 |")
        #expect(lines[1] == "| --- | --- | --- | --- |" + String(repeating: " ---: |", count: 12))
        #expect(lines[2] == "| `largeTitle` | Cover-Bold | – | size | 31 | 32 | 33 | 34 | 36 | 38 | 40 | 44 | 48 | 52 | 56 | 60 |")
        #expect(lines[5] == "|  |  |  | leading | 17.88 | 18.82 | 19.76 | 20.71 | 22.59 | 24.47 | 27.29 | 32 | 37.65 | 45.18 | 52.71 | 58.35 |")
    }

    @Test func theFixtureMapsStylesAtAppleDefaultSizesGiveApplesTable() throws {
        let result = runTool("sizes", "--format", "json", CoverageCommandTests.app + "/Styles.plist")
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let styles = try #require(document["styles"] as? [[String: Any]])
        #expect(styles.count == 11)
        // Every style but body (16), callout (15) and subheadline (14) is at Apple's default size.
        for style in styles where !["body", "callout", "subheadline"].contains(style["style"] as? String) {
            let textStyle = try #require(TextStyle(rawValue: style["style"] as? String ?? ""))
            let apple = try #require(DynamicTypeTable.style(textStyle))
            #expect(style["sizes"] as? [Int] == apple.sizes)
            #expect(style["leading"] as? [Int] == apple.leading)
        }
    }

    @Test func aRawValueKeyedMapGivesTheSameTable() throws {
        let raw = Self.map.replacingOccurrences(of: "<key>body</key>", with: "<key>UICTFontTextStyleBody</key>")
            .replacingOccurrences(of: "<key>largeTitle</key>", with: "<key>UICTFontTextStyleTitle0</key>")
        let path = try Self.writeMap(raw)
        let named = try Self.writeMap(Self.map)
        defer { for file in [path, named] { try? FileManager.default.removeItem(atPath: file) } }
        let result = runTool("sizes", path)
        #expect(result.status == 0)
        #expect(result.errors == "")
        #expect(result.output == runTool("sizes", named).output)
    }

    @Test func theMapsProblemsAreErrorLinesAndTheOtherStylesStillShown() throws {
        let path = try Self.writeMap(Self.map + """

            <key>headline</key><dict><key>fontName</key><string>X</string></dict><key>tint</key><string>red</string>
            <key>extraLargeTitle</key><dict><key>fontName</key><string>X</string><key>fontSize</key><integer>36</integer></dict>
            <key>UICTFontTextStyleBody</key><dict><key>fontName</key><string>Y</string><key>fontSize</key><integer>17</integer></dict>
            """)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = runTool("sizes", path)
        #expect(result.status == 2)
        #expect(result.output.components(separatedBy: "\n").count == 6)
        #expect(result.output.contains("body        Cover-Regular  Cover-Bold  size     13.18"))
        #expect(result.errors == """
            Note: \(path):6: extraLargeTitle: Apple's iOS Dynamic Type table has no extraLargeTitle (a visionOS style); skipped
            Error: \(path):5: headline has no fontSize; expected a number > 0 (points at the Large text size)
            Error: \(path):5: "tint" is not a text style; expected a text style such as title, title1 or UICTFontTextStyleTitle1
            Error: \(path):7: mixes UIKit raw-value keys (UICTFontTextStyleBody) with name keys (body, largeTitle, headline, …); expected one spelling: a raw-value reader finds only the first, ScaledFont 1.x and SwiftUI-keyed readers only the second
            Error: \(path):7: UICTFontTextStyleBody names the same text style as body (line 2); only the first entry is used

            """)
        #expect(runTool("sizes").status == 64)
        #expect(runTool("sizes", path, path).status == 64)
        let missing = runTool("sizes", "/nonexistent.plist")
        #expect(missing.status == 2)
        #expect(missing.errors == "Error: /nonexistent.plist: no such file or directory\n")
    }
}
