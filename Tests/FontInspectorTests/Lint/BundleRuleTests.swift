import Testing
@testable import FontInspector

/// Registration, style-map and Bold Text rules over small generated app folders: for each rule a
/// case that triggers it and one that does not, exact messages and lines asserted.
@Suite struct RegistrationRuleTests {
    @Test func missingFontFile() throws {
        let app = try TempApp()
        try app.font("HarborSans-Regular")
        try app.infoPlist(["HarborSans-Regular.ttf", "Fonts/HarborSans-Regular.ttf", "harborsans-regular.ttf", "Missing.ttf", "/etc/hosts"])
        #expect(try app.findings("missing-font-file") == [
            "Info.plist: UIAppFonts[2]: \"harborsans-regular.ttf\" matches no file; Fonts/HarborSans-Regular.ttf differs only in letter case, and paths are case-sensitive on devices @11",
            "Info.plist: UIAppFonts[3]: \"Missing.ttf\" matches no file under \(app.root) @12",
            "Info.plist: UIAppFonts[4]: \"/etc/hosts\" is absolute or leaves the bundle; entries are paths relative to the bundle root (it was not opened) @13",
        ])
    }

    @Test func ambiguousEntryNamesBothFiles() throws {
        let app = try TempApp()
        try app.font("HarborSans-Regular")
        try app.font("HarborSans-Bold", as: "Legacy/HarborSans-Regular.ttf")
        try app.infoPlist(["HarborSans-Regular.ttf"])
        #expect(try app.findings("missing-font-file") == [
            "Info.plist: UIAppFonts[0]: \"HarborSans-Regular.ttf\" is ambiguous: Fonts/HarborSans-Regular.ttf and Fonts/Legacy/HarborSans-Regular.ttf all match, and which one the app gets depends on target membership @9",
        ])
    }

    @Test func unregisteredFont() throws {
        let app = try TempApp()
        try app.font("HarborSans-Regular")
        try app.font("HarborSans-Bold")
        try app.infoPlist(["HarborSans-Regular.ttf"])
        #expect(try app.findings("unregistered-font") == [
            "Fonts/HarborSans-Bold.ttf: font file (HarborSans-Bold) is in the app but neither registered nor named by any code, Interface Builder file or style map (info: nothing can fail); register it in UIAppFonts if it is meant to be used, or remove it",
        ])
        // Once code names the face, that name fails at run time: a warning with the fix.
        try app.text("let title = UIFont(name: \"HarborSans-Bold\", size: 17)\n", at: "Sources/Title.swift")
        #expect(try app.findings("unregistered-font") == [
            "Fonts/HarborSans-Bold.ttf: font file (HarborSans-Bold) is not registered; add it to UIAppFonts in Info.plist",
        ])
    }

    @Test func withoutAnyInfoPlistEveryFontIsUnregistered() throws {
        let app = try TempApp()
        try app.font("HarborSans-Regular")
        #expect(try app.findings("unregistered-font") == [
            "Fonts/HarborSans-Regular.ttf: font file (HarborSans-Regular) is in the app but neither registered nor named by any code, Interface Builder file or style map (info: nothing can fail); register it in UIAppFonts if it is meant to be used, or remove it",
        ])
    }

    @Test func invalidInfoPlist() throws {
        let app = try TempApp()
        try app.font("HarborSans-Regular")
        try app.plist(["UIAppFonts": "HarborSans-Regular.ttf"], at: "Info.plist")
        #expect(try app.findings("invalid-info-plist") == [
            "Info.plist: UIAppFonts is a string; expected an array of font file paths such as \"Fonts/Inter.ttf\" @5",
        ])
    }

    @Test func unreadableRegisteredFont() throws {
        let app = try TempApp()
        try app.font("HarborWeb-Regular", from: LintFixtures.brokenFonts)
        try app.font("HarborSans-Regular")
        try app.infoPlist(["HarborWeb-Regular.ttf", "HarborSans-Regular.ttf"])
        #expect(try app.findings("unreadable-font") == [
            "Fonts/HarborWeb-Regular.ttf: not a font file (it starts with \"<!DOCTYPE html>\")",
        ])
    }
}

@Suite struct StyleMapRuleTests {
    func app(registering fonts: [String] = ["HarborSans-Regular", "HarborSans-SemiBold", "HarborSans-Bold"]) throws -> TempApp {
        let app = try TempApp()
        for font in ["HarborSans-Regular", "HarborSans-SemiBold", "HarborSans-Bold", "HarborSans-Italic"] { try app.font(font) }
        try app.infoPlist(fonts.map { $0 + ".ttf" })
        return app
    }

    @Test func invalidStyleMapSaysTheWholeMapIsIgnored() throws {
        let app = try app()
        try app.plist(["body": TempApp.entry("HarborSans-Regular", 0, bold: "HarborSans-SemiBold"),
                       "title": ["fontName": "HarborSans-Bold"]], at: "Styles.plist")
        #expect(try app.findings("invalid-style-map") == [
            "Styles.plist: body.fontSize is 0; expected a number > 0 (points at the Large text size) — ScaledFont then ignores the whole map, not just this entry @11",
            "Styles.plist: title has no fontSize; expected a number > 0 (points at the Large text size) — ScaledFont then ignores the whole map, not just this entry @14",
        ])
        try app.plist(["body": TempApp.entry("HarborSans-Regular", 17, bold: "HarborSans-SemiBold")], at: "Styles.plist")
        #expect(try app.findings("invalid-style-map").isEmpty)
    }

    @Test func mixedStyleKeys() throws {
        let app = try app()
        try app.plist(["UICTFontTextStyleBody": TempApp.entry("HarborSans-Regular", bold: "HarborSans-SemiBold"),
                       "headline": TempApp.entry("HarborSans-SemiBold", bold: "HarborSans-Bold")], at: "Styles.plist")
        #expect(try app.findings("mixed-style-keys").count == 1)
        try app.plist(["body": TempApp.entry("HarborSans-Regular", bold: "HarborSans-SemiBold"),
                       "title1": TempApp.entry("HarborSans-SemiBold", bold: "HarborSans-Bold")], at: "Styles.plist")
        #expect(try app.findings("mixed-style-keys").isEmpty)
    }

    @Test func unknownFontNameExplainsTheMistake() throws {
        let app = try app()
        try app.plist([
            "body": TempApp.entry("harborsans-regular", bold: "HarborSans-SemiBold"),
            "callout": TempApp.entry("Harbor Sans Regular", bold: "HarborSans-SemiBold"),
            "caption": TempApp.entry("HarborSans-Bold.ttf", bold: "HarborSans-Bld"),
            "footnote": TempApp.entry("Helvetica-Bold"),
        ], at: "Styles.plist")
        // Letter case and a full name load a face by Core Text's fallback: font-name-not-postscript, not this rule.
        #expect(try app.findings("unknown-font-name") == [
            "Styles.plist: caption.boldFontName: \"HarborSans-Bld\" is not the PostScript, family or full name of a bundled face or of a system font on iOS or macOS: did you mean \"HarborSans-Bold\"? @25",
            "Styles.plist: caption.fontName: \"HarborSans-Bold.ttf\" is not the PostScript, family or full name of a bundled face or of a system font on iOS or macOS: it is a file name; the file holds \"HarborSans-Bold\" @27",
        ])
        #expect(try app.findings("font-name-not-postscript").count == 2)
    }

    @Test func systemFontsAndConfiguredNamesAreKnown() throws {
        let app = try app()
        try app.plist(["body": TempApp.entry("Helvetica", bold: "Helvetica-Bold"), "title": TempApp.entry("BrandSans-Regular")],
                      at: "Styles.plist")
        #expect(try app.findings("unknown-font-name").map { $0.contains("BrandSans-Regular") } == [true])
        try app.text(#"{"systemFonts": ["BrandSans-Regular"]}"#, at: ".fontinspect.json")
        #expect(try app.findings("unknown-font-name").isEmpty)
    }

    @Test func fontNotRegistered() throws {
        let app = try app(registering: ["HarborSans-SemiBold"])
        try app.plist(["body": TempApp.entry("HarborSans-Regular", bold: "HarborSans-SemiBold")], at: "Styles.plist")
        #expect(try app.findings("font-not-registered") == [
            "Styles.plist: body.fontName: \"HarborSans-Regular\" is in Fonts/HarborSans-Regular.ttf, which no UIAppFonts entry registers; add it to UIAppFonts @9",
        ])
        try app.infoPlist(["HarborSans-Regular.ttf", "HarborSans-SemiBold.ttf"])
        #expect(try app.findings("font-not-registered").isEmpty)
    }
}

@Suite struct BoldTextRuleTests {
    func app(_ entries: [String: Any], registering fonts: [String]) throws -> TempApp {
        let app = try TempApp()
        for font in ["HarborSans-Regular", "HarborSans-Medium", "HarborSans-SemiBold", "HarborSans-Bold", "HarborSans-Italic", "HarborSans-SemiBoldItalic"] {
            try app.font(font)
        }
        try app.font("HarborSlab-Bold", from: LintFixtures.brokenFonts)
        try app.infoPlist(fonts.map { $0 + ".ttf" })
        try app.plist(entries, at: "Styles.plist")
        return app
    }

    let all = ["HarborSans-Regular", "HarborSans-Medium", "HarborSans-SemiBold", "HarborSans-Bold", "HarborSans-Italic",
               "HarborSans-SemiBoldItalic", "HarborSlab-Bold"]

    @Test func missingWhenTheFamilyHasNoHeavierFaceOfTheSlope() throws {
        let app = try app(["headline": TempApp.entry("HarborSans-SemiBoldItalic")], registering: all)
        #expect(try app.findings("bold-variant-missing") == [
            "Styles.plist: headline: fontName \"HarborSans-SemiBoldItalic\" has no boldFontName and the family \"Harbor Sans\" has no heavier italic face than weight 600; Bold Text will not change this style @5",
        ])
        let failing = try app.lint(requireBold: true).findings.filter { $0.ruleID == "bold-variant-missing" }
        #expect(failing.map(\.severity) == [.error])
    }

    @Test func missingNamesTheFileToRegister() throws {
        let app = try app(["body": TempApp.entry("HarborSans-Regular")], registering: ["HarborSans-Regular"])
        #expect(try app.findings("bold-variant-missing") == [
            "Styles.plist: body: fontName \"HarborSans-Regular\" has no boldFontName, and its heavier face \"HarborSans-SemiBold\" is not registered: add Fonts/HarborSans-SemiBold.ttf to UIAppFonts and set boldFontName @5",
        ])
    }

    @Test func inferredFollowsTheSystemMapping() throws {
        // regular→semibold, medium→bold, semibold→heavy (none here: the nearest heavier, Bold).
        let app = try app([
            "body": TempApp.entry("HarborSans-Regular"), "callout": TempApp.entry("HarborSans-Medium"),
            "headline": TempApp.entry("HarborSans-SemiBold"),
        ], registering: all)
        #expect(try app.findings("bold-variant-inferred") == [
            "Styles.plist: body: no boldFontName; the face for Bold Text would be \"HarborSans-SemiBold\" (weight 600, in Fonts/HarborSans-SemiBold.ttf) @5",
            "Styles.plist: callout: no boldFontName; the face for Bold Text would be \"HarborSans-Bold\" (weight 700, in Fonts/HarborSans-Bold.ttf) @12",
            "Styles.plist: headline: no boldFontName; the face for Bold Text would be \"HarborSans-Bold\" (weight 700, in Fonts/HarborSans-Bold.ttf) @19",
        ])
        #expect(try app.findings("bold-variant-missing").isEmpty)
        // A named boldFontName leaves nothing to infer.
        try app.plist(["body": TempApp.entry("HarborSans-Regular", bold: "HarborSans-SemiBold")], at: "Styles.plist")
        #expect(try app.findings("bold-variant-inferred").isEmpty)
        #expect(BoldTextVariant.boldWeight(for: 400) == 600)
        #expect(BoldTextVariant.boldWeight(for: 500) == 700)
        #expect(BoldTextVariant.boldWeight(for: 600) == 800)
        #expect(BoldTextVariant.boldWeight(for: 700) == 900)
    }

    @Test func notHeavier() throws {
        let app = try app([
            "body": TempApp.entry("HarborSans-SemiBold", bold: "HarborSans-Medium"),
            "callout": TempApp.entry("HarborSans-Regular", bold: "HarborSans-Medium"),
            "headline": TempApp.entry("HarborSans-Regular", bold: "HarborSans-SemiBold"),
        ], registering: all)
        // body: 500 is lighter than 600 (an error); callout: exactly 100 heavier, and headline: 200 heavier, pass.
        #expect(try app.findings("bold-variant-not-heavier") == [
            "Styles.plist: body.boldFontName: \"HarborSans-Medium\" (weight 500) is not heavier than fontName \"HarborSans-SemiBold\" (weight 600) @7",
        ])
        let findings = try app.lint().findings.filter { $0.ruleID == "bold-variant-not-heavier" }
        #expect(findings.map(\.severity) == [.error])
    }

    @Test func slopeFamilyAndRegistrationOfTheNamedBoldFace() throws {
        let app = try app([
            "caption": TempApp.entry("HarborSans-Italic", bold: "HarborSans-Bold"),
            "callout": TempApp.entry("HarborSans-Regular", bold: "HarborSlab-Bold"),
            "body": TempApp.entry("HarborSans-Regular", bold: "HarborSans-SemiBold"),
        ], registering: all.filter { $0 != "HarborSans-SemiBold" })
        #expect(try app.findings("bold-variant-slope-mismatch") == [
            "Styles.plist: caption.boldFontName: \"HarborSans-Bold\" is upright but fontName \"HarborSans-Italic\" is italic @25",
        ])
        #expect(try app.findings("bold-variant-family-mismatch") == [
            "Styles.plist: callout.boldFontName: \"HarborSlab-Bold\" is in family \"Harbor Slab\", fontName \"HarborSans-Regular\" in \"Harbor Sans\" @16",
        ])
        #expect(try app.findings("bold-variant-unregistered") == [
            "Styles.plist: body.boldFontName: \"HarborSans-SemiBold\" is in Fonts/HarborSans-SemiBold.ttf, which no UIAppFonts entry registers @7",
        ])
    }
}
