import Foundation
import Testing
@testable import FontInspector

/// missing-glyphs and coverage-regression over small app folders with the coverage fixture fonts, whose truth is
/// in TestFonts/README.md: FixtureCover-Regular maps ASCII, é ł €, П р и в е т, ế, こ; the Bold lacks ł and т.
@Suite struct GlyphCoverageRuleTests {
    static var regularAndBold: [String: Any] { ["body": TempApp.entry("FixtureCover-Regular", bold: "FixtureCover-Bold")] }

    /// Both fixture fonts, registered; the style map given; Polish and Russian strings.
    func app(styleMap: [String: Any]? = regularAndBold, registering fonts: [String] = ["FixtureCover-Regular", "FixtureCover-Bold"]) throws -> TempApp {
        let app = try TempApp()
        try app.font("FixtureCover-Regular", from: LintFixtures.coverFonts)
        try app.font("FixtureCover-Bold", from: LintFixtures.coverFonts)
        try app.infoPlist(fonts.map { $0 + ".ttf" })
        if let styleMap { try app.plist(styleMap, at: "Styles.plist") }
        try app.text("\"pay\" = \"Zapłać\";\n", at: "pl.lproj/Localizable.strings")
        try app.text("\"hello\" = \"Привет\";\n\"photos\" = \"Фото\";\n", at: "ru.lproj/Localizable.strings")
        return app
    }

    @Test func missingGlyphsNamesTheFaceTheLanguageTheCharactersAndTheKeys() throws {
        let found = try app().findings("missing-glyphs")
        #expect(found == [
            #"Fonts/FixtureCover-Bold.ttf: FixtureCover-Bold lacks 5 characters of the pl, ru strings: U+0107 (ć) in pl ("pay"), U+0142 (ł) in pl ("pay"), U+0424 (Ф) in ru ("photos"), U+043E (о) in ru ("photos"), U+0442 (т) in ru ("hello", "photos"); iOS draws them in a fallback font where this face shows those strings"#,
            #"Fonts/FixtureCover-Regular.ttf: FixtureCover-Regular lacks 3 characters of the pl, ru strings: U+0107 (ć) in pl ("pay"), U+0424 (Ф) in ru ("photos"), U+043E (о) in ru ("photos"); iOS draws them in a fallback font where this face shows those strings"#,
        ])
    }

    /// A face only a macOS target copies is drawn by macOS; the strings of a nested bundle in a language the app
    /// has no `.lproj` for, and a framework's, are never shown (FP360, turntouch-mac): only the app's Polish counts.
    @Test func aMacOSAppsNestedBundlesFollowItsLanguages() throws {
        let example = RuleExample("a macOS app localized in Polish", files: [
            .xcodeProject([RuleExample.Target(
                "App", resources: ["Fonts/HarborSans-Regular.ttf", "pl.lproj/Localizable.strings", "TimeAgo.bundle", "Updater.framework"],
                sdk: "macosx")]),
            .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "Latin without ł and ć"),
            .text("pl.lproj/Localizable.strings", "\"pay\" = \"Zapłać\";\n"),
            .text("TimeAgo.bundle/vi.lproj/TimeAgo.strings", "\"now\" = \"Vừa xong\";\n"),
            .text("TimeAgo.bundle/pl.lproj/TimeAgo.strings", "\"now\" = \"Teraz\";\n"),
            .text("Updater.framework/Resources/pl.lproj/Updater.strings", "\"update\" = \"Pobieranie…, ź\";\n"),
        ])
        let (found, root) = try RuleExampleTests.lint(example, rule: "missing-glyphs")
        #expect(found.map { $0.message.text.replacingOccurrences(of: root + "/", with: "") } == [
            #"HarborSans-Regular lacks 2 characters of the pl strings: U+0107 (ć) ("pay"), U+0142 (ł) ("pay"); macOS draws them in a fallback font where this face shows those strings"#,
        ])
    }

    /// Many strings: each character shows its first three keys in sorted order, each once, and "…" for the rest;
    /// one finding per face, with the languages of each character (Ф is in both tables).
    @Test func manyStringsNameEachKeyOnce() throws {
        let app = try app()
        let long = String(repeating: "settings.section.", count: 3)
        var table = ""
        for index in 0..<600 {
            let key = index % 3 == 0 ? long + "\(index)" : "key\(index)"
            table += "\"\(key)\" = \"\(index % 2 == 0 ? "Zapłać" : "Фото ł") \(index)\";\n"
        }
        try app.text(table, at: "pl.lproj/Localizable.strings")
        let found = try app.findings("missing-glyphs")
        #expect(found == [
            #"Fonts/FixtureCover-Bold.ttf: FixtureCover-Bold lacks 5 characters of the pl, ru strings: U+0107 (ć) in pl ("key10", "key100", "key104", …), U+0142 (ł) in pl ("key1", "key10", "key100", …), U+0424 (Ф) in pl, ru ("key1", "key101", "key103", …), U+043E (о) in pl, ru ("key1", "key101", "key103", …), U+0442 (т) in pl, ru ("hello", "key1", "key101", …); iOS draws them in a fallback font where this face shows those strings"#,
            #"Fonts/FixtureCover-Regular.ttf: FixtureCover-Regular lacks 3 characters of the pl, ru strings: U+0107 (ć) in pl ("key10", "key100", "key104", …), U+0424 (Ф) in pl, ru ("key1", "key101", "key103", …), U+043E (о) in pl, ru ("key1", "key101", "key103", …); iOS draws them in a fallback font where this face shows those strings"#,
        ])
    }

    @Test func onlyTheFacesAStyleMapNamesAreChecked() throws {
        let app = try app(styleMap: ["body": TempApp.entry("FixtureCover-Regular"), "title": TempApp.entry("Helvetica")])
        let found = try app.findings("missing-glyphs")
        #expect(found == [
            #"Fonts/FixtureCover-Regular.ttf: FixtureCover-Regular lacks 3 characters of the pl, ru strings: U+0107 (ć) in pl ("pay"), U+0424 (Ф) in ru ("photos"), U+043E (о) in ru ("photos"); iOS draws them in a fallback font where this face shows those strings"#,
        ])
    }

    @Test func withoutAStyleMapEveryRegisteredFaceIsChecked() throws {
        let app = try app(styleMap: nil, registering: ["FixtureCover-Bold"])
        let found = try app.findings("missing-glyphs")
        // One finding per face, whatever the number of languages.
        #expect(found.map { $0.prefix(while: { $0 != ":" }) } == ["Fonts/FixtureCover-Bold.ttf"])
        // With no Info.plist declaring fonts, registration cannot be judged: every face is checked.
        try app.plist(["CFBundleName": "App"], at: "Info.plist")
        let all = try app.findings("missing-glyphs")
        #expect(all.count == 2)
    }

    @Test func coveredStringsGiveNoFindingAndNoStringsReadNoCharacterMap() throws {
        let app = try TempApp()
        try app.font("FixtureCover-Regular", from: LintFixtures.coverFonts)
        try app.infoPlist(["FixtureCover-Regular.ttf"])
        try app.text("\"hello\" = \"Привет, €5\";\n", at: "ru.lproj/Localizable.strings")
        let loaded = try FontBundleLoader.load(LintOptions(root: app.root))
        #expect(loaded.bundle.glyphCoverage?.characterMaps.count == 1)
        #expect(LintRunner.check(loaded.bundle).findings.filter { GlyphCoverage.ruleIDs.contains($0.ruleID) }.isEmpty)

        try FileManager.default.removeItem(atPath: app.root + "/ru.lproj")
        #expect(try FontBundleLoader.load(LintOptions(root: app.root)).bundle.glyphCoverage == nil)
    }

    @Test func disablingBothRulesReadsNoCharacterMap() throws {
        let app = try app()
        try app.text(#"{"disabled": ["missing-glyphs", "coverage-regression"]}"#, at: ".fontinspect.json")
        #expect(try FontBundleLoader.load(LintOptions(root: app.root)).bundle.glyphCoverage == nil)
        // Only the maps the enabled rule needs: coverage-regression's pair, not every face missing-glyphs would check.
        try app.plist(["body": TempApp.entry("FixtureCover-Regular", bold: "FixtureCover-Regular")], at: "Styles.plist")
        try app.text(#"{"disabled": ["missing-glyphs"]}"#, at: ".fontinspect.json")
        #expect(try FontBundleLoader.load(LintOptions(root: app.root)).bundle.glyphCoverage?.characterMaps.count == 0)
        try app.text(#"{"disabled": ["coverage-regression"]}"#, at: ".fontinspect.json")
        #expect(try FontBundleLoader.load(LintOptions(root: app.root)).bundle.glyphCoverage?.characterMaps.count == 1)
    }

    @Test func stringsAndTextGivenOutsideTheAppAreCheckedAndLongListsAreCut() throws {
        let app = try TempApp()
        try app.font("FixtureCover-Regular", from: LintFixtures.coverFonts)
        try app.infoPlist(["FixtureCover-Regular.ttf"])
        let elsewhere = try TempApp()
        try elsewhere.text("αβγ\nδεζ\nηθι\nκλ\nμ\n", at: "greek.txt")
        try elsewhere.text("\"pay\" = \"Zapłać\";", at: "pl.lproj/Pay.strings")
        let findings = try app.findings(
            "missing-glyphs", strings: [elsewhere.root + "/pl.lproj/Pay.strings"], text: [elsewhere.root + "/greek.txt"])
        #expect(findings == [
            #"Fonts/FixtureCover-Regular.ttf: FixtureCover-Regular lacks 1 character of the pl strings: U+0107 (ć) ("pay"); iOS draws it in a fallback font where this face shows those strings; it also has no character of Greek at all (12 more, in the default strings), which iOS draws wholly in a fallback font"#,
        ])
    }

    @Test func unreadableStringsAreFindingsAtTheirFile() throws {
        let app = try app()
        try app.text("\"a\" = \"b\"", at: "de.lproj/Broken.strings")
        let findings = try app.findings("missing-glyphs", strings: [app.root + "/notes.md"])
        #expect(findings.filter { !$0.hasPrefix("Fonts/") } == [
            "de.lproj/Broken.strings: its characters were not checked: line 1: expected ';' after the value of \"a\", found the end of the file",
            "notes.md: its characters were not checked: not a .strings, .stringsdict or .xcstrings file (use --text for plain text)",
        ])
    }

    @Test func coverageRegressionNamesEveryStyleThatSwitchesToTheBoldFace() throws {
        let app = try app(styleMap: [
            "body": TempApp.entry("FixtureCover-Regular", bold: "FixtureCover-Bold"),
            "title": TempApp.entry("FixtureCover-Regular", 28, bold: "FixtureCover-Bold"),
            // The other way round the bold has more, not fewer: no regression.
            "caption": TempApp.entry("FixtureCover-Bold", 12, bold: "FixtureCover-Regular"),
        ])
        #expect(try app.findings("coverage-regression") == [
            "Styles.plist: with Bold Text on, body, title switch from \"FixtureCover-Regular\" to \"FixtureCover-Bold\", which lacks 2 characters of the regular face: U+0142 (ł), U+0442 (т); iOS draws them in a fallback font @5",
        ])
    }

    @Test func coverageRegressionChecksTheInferredBoldFace() throws {
        let app = try app(styleMap: ["body": TempApp.entry("FixtureCover-Regular")])
        #expect(try app.findings("coverage-regression") == [
            "Styles.plist: with Bold Text on, body switches from \"FixtureCover-Regular\" to \"FixtureCover-Bold\" (inferred: no boldFontName), which lacks 2 characters of the regular face: U+0142 (ł), U+0442 (т); iOS draws them in a fallback font @5",
        ])
        // The same app without strings: the coverage rules do not run.
        try FileManager.default.removeItem(atPath: app.root + "/pl.lproj")
        try FileManager.default.removeItem(atPath: app.root + "/ru.lproj")
        #expect(try app.findings("coverage-regression").isEmpty)
    }
}
