import Foundation
import Testing
@testable import FontInspector

/// The font names in code and Interface Builder documents, checked like a style map's: small app folders with
/// the Harbor Sans fonts, exact messages, lines and columns.
@Suite struct CodeReferenceRuleTests {
    func app() throws -> TempApp {
        let app = try TempApp()
        for font in ["HarborSans-Regular", "HarborSans-Bold", "HarborSans-Italic"] { try app.font(font) }
        try app.infoPlist(["HarborSans-Regular.ttf", "HarborSans-Bold.ttf"])
        return app
    }

    @Test func unknownNamesInCodeAreExplained() throws {
        let app = try app()
        try app.text("""
            import SwiftUI
            struct Title: View {
                var body: some View {
                    VStack {
                        Text("a").font(.custom("HarborSans-Regualr", size: 17))
                        Text("b").font(.custom("Harbor Sans", size: 17))
                        Text("g").font(.custom("Harbor Sans", size: 17).weight(.bold))
                        Text("h").font(.custom("Harbor Sans", size: 17).weight(.medium))
                        Text("c").font(.custom("HarborSans-Bold.ttf", size: 17, relativeTo: .title))
                        Text("d").font(.custom("HarborSans-Regular", size: 17))
                        Text("e").font(.custom("Helvetica-Bold", size: 17))
                        Text("f").font(.custom("\\(family)-Bold", size: 17))
                    }
                }
            }
            """, at: "Sources/Title.swift")
        try app.text("""
            - (void)viewDidLoad {
                self.label.font = [UIFont fontWithName:@"harborsans-bold" size:17];
                self.title.font = [UIFont fontWithName:@"harbor sans" size:17];
            }
            """, at: "Sources/Legacy.m")
        // A family name and a name in other letter case load a face: font-name-not-postscript, not unknown-font-name.
        let found = try app.findings("unknown-font-name")
        #expect(found == [
            "Sources/Title.swift: Font.custom(_:size:) \"HarborSans-Regualr\" is not the PostScript, family or full name of a bundled face or of a system font on iOS or macOS: did you mean \"HarborSans-Regular\"? @5:36",
            "Sources/Title.swift: Font.custom(_:size:relativeTo:) \"HarborSans-Bold.ttf\" is not the PostScript, family or full name of a bundled face or of a system font on iOS or macOS: it is a file name; the file holds \"HarborSans-Bold\" @9:36",
        ])
        #expect(try app.findings("font-name-not-postscript") == [
            "Sources/Legacy.m: [UIFont fontWithName:size:] \"harborsans-bold\" matches \"HarborSans-Bold\" only if the name is compared without case, which UIFont's header implies (\"CSS name matching semantics\") and Core Text and NSFont do not document; write the exact PostScript name \"HarborSans-Bold\" @2:44",
            // Other letter case of a family name: the exact name to write is the face's PostScript name.
            "Sources/Legacy.m: [UIFont fontWithName:size:] \"harbor sans\" matches \"Harbor Sans\" only if the name is compared without case, which UIFont's header implies (\"CSS name matching semantics\") and Core Text and NSFont do not document; write the exact PostScript name \"HarborSans-Regular\" @3:44",
            "Sources/Title.swift: Font.custom(_:size:) \"Harbor Sans\" is a family name: Core Text falls back to one of its 3 faces, which one being its choice; lint takes it to load \"HarborSans-Regular\" (Regular) from Fonts/HarborSans-Regular.ttf; use the face's PostScript name: it names exactly one face, and .weight() or .bold() on a SwiftUI font made from a family name does not switch to another face @6:36",
            // A weight modifier chained on the call (M2): the face it was meant to reach, when the family has it.
            "Sources/Title.swift: Font.custom(_:size:) \"Harbor Sans\" is a family name: Core Text falls back to one of its 3 faces, which one being its choice; lint takes it to load \"HarborSans-Regular\" (Regular) from Fonts/HarborSans-Regular.ttf; .weight(.bold) does not pick the family's bold face (a SwiftUI weight modifier does not switch a custom font to another face): write its PostScript name, \"HarborSans-Bold\" @7:36",
            "Sources/Title.swift: Font.custom(_:size:) \"Harbor Sans\" is a family name: Core Text falls back to one of its 3 faces, which one being its choice; lint takes it to load \"HarborSans-Regular\" (Regular) from Fonts/HarborSans-Regular.ttf; .weight(.medium) does not pick the family's medium face (a SwiftUI weight modifier does not switch a custom font to another face): write the PostScript name of the face you want @8:36",
        ])
    }

    @Test func aFaceWhoseFileIsNotRegistered() throws {
        let app = try app()
        try app.text(#"let font = UIFontMetrics.default.scaledFont(for: UIFont(name: "HarborSans-Italic", size: 17)!)"#, at: "Sources/Body.swift")
        #expect(try app.findings("font-not-registered") == [
            "Sources/Body.swift: UIFont(name:size:) \"HarborSans-Italic\" is in Fonts/HarborSans-Italic.ttf, which no UIAppFonts entry registers; add it to UIAppFonts @1:63",
        ])
        try app.infoPlist(["HarborSans-Regular.ttf", "HarborSans-Bold.ttf", "HarborSans-Italic.ttf"])
        #expect(try app.findings("font-not-registered").isEmpty)
    }

    @Test func interfaceBuilderNames() throws {
        let app = try app()
        try app.text("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <customFonts key="customFonts">
                    <array key="HarborSans-Bold.ttf">
                        <string>HarborSans-Bold</string>
                    </array>
                    <array key="HarborSans-Regular.otf">
                        <string>HarborSans-Regullar</string>
                    </array>
                </customFonts>
                <scenes>
                    <label text="Title"><fontDescription key="fontDescription" name="HarborSans-Bold" family="Harbor Sans" pointSize="28"/></label>
                    <label text="Note"><fontDescription key="fontDescription" name="HarborSans-Italic" family="Harbor Sans" pointSize="12"/></label>
                    <label text="Body"><fontDescription key="fontDescription" name="HarborSans-Regullar" family="Harbor Sans" pointSize="17"/></label>
                    <label text="System"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
                </scenes>
            </document>
            """, at: "Base.lproj/Main.storyboard")
        let unknown = try app.findings("unknown-font-name")
        #expect(unknown == [
            "Base.lproj/Main.storyboard: customFonts entry (under \"HarborSans-Regular.otf\") \"HarborSans-Regullar\" is not the PostScript, family or full name of a bundled face or of a system font on iOS or macOS: did you mean \"HarborSans-Regular\"? @8:21",
            "Base.lproj/Main.storyboard: fontDescription \"HarborSans-Regullar\" is not the PostScript, family or full name of a bundled face or of a system font on iOS or macOS: did you mean \"HarborSans-Regular\"? @14:72",
        ])
        // The index does not list HarborSans-Italic.ttf, so the build does not register it either (FP340).
        let unregistered = try app.findings("font-not-registered")
        #expect(unregistered == [
            "Base.lproj/Main.storyboard: fontDescription \"HarborSans-Italic\" is in Fonts/HarborSans-Italic.ttf, which no UIAppFonts entry registers; add it to UIAppFonts @13:72",
        ])
    }

    /// M6: a PostScript name asked of UIFont's family names, through a constant and as a system font's name.
    @Test func postScriptNamesAskedAsFamilyNames() throws {
        let app = try app()
        try app.text("""
            let kFamily = "HarborSans-Regular"
            let a = UIFont.familyNames.contains(kFamily)
            let b = UIFont.fontNames(forFamilyName: "Menlo-Regular")
            let c = UIFont.familyNames.contains("Harbor Sans")
            """, at: "Sources/Icons.swift")
        #expect(try app.findings("postscript-name-for-family") == [
            "Sources/Icons.swift: UIFont.familyNames.contains(_:) \"HarborSans-Regular\" from kFamily (defined at line 1) is a PostScript name, not a family name: UIFont's family names list \"Harbor Sans\" for this face, so the test is always false; ask for \"Harbor Sans\" @2:37",
            "Sources/Icons.swift: UIFont.fontNames(forFamilyName:) \"Menlo-Regular\" is a PostScript name, not a family name: UIFont's family names list \"Menlo\" for this face, so it always returns no names; ask for \"Menlo\" @3:41",
        ])
        // Not font names: no unknown-font-name or font-name-not-postscript for them.
        #expect(try app.findings("font-name-not-postscript").isEmpty)
    }

    @Test func fixedSizeCustomFonts() throws {
        let app = try app()
        try app.text("""
            Text("a").font(.custom("HarborSans-Regular", fixedSize: 17))
            Text("b").font(.custom("HarborSans-Regular", size: 17))
            Text("c").font(.custom(brandFont, fixedSize: 11))
            Text("d").font(.custom("Menlo-Regular", fixedSize: 11))
            label.font = UIFont(name: "HarborSans-Bold", size: 17)
            title.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: UIFont(name: "HarborSans-Bold", size: 28)!)
            guard let caption = UIFont(name: "HarborSans-Regular", size: 12) else { return }
            footnote.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: caption)
            let mono = NSFont(name: "HarborSans-Regular", size: 12)
            """, at: "Sources/Styles.swift")
        try app.text(#"caption.font = [UIFont fontWithName:@"HarborSans-Regular" size:12];"#, at: "Sources/Old.m")
        let found = try app.findings("fixed-size-custom-font")
        #expect(found == [
            "Sources/Old.m: [UIFont fontWithName:size:] \"HarborSans-Regular\" is not handed to UIFontMetrics' scaledFont(for:) in its statement, so it keeps its size whatever the user's text size; scale it: [[UIFontMetrics metricsForTextStyle:UIFontTextStyleBody] scaledFontForFont:…] @1:37",
            "Sources/Styles.swift: Font.custom(_:fixedSize:) \"HarborSans-Regular\" keeps its size whatever the user's text size; use Font.custom(_:size:relativeTo:) so that it follows Dynamic Type @1:24",
            "Sources/Styles.swift: UIFont(name:size:) \"HarborSans-Bold\" is not handed to UIFontMetrics' scaledFont(for:) in its statement, so it keeps its size whatever the user's text size; scale it: UIFontMetrics(forTextStyle: .body).scaledFont(for: …) @5:27",
        ])
    }

    @Test func sourcesCanBeNamedOrSkipped() throws {
        let app = try app()
        try app.text(#"let a = UIFont(name: "Inside-Path", size: 1)"#, at: "Sources/A.swift")
        let elsewhere = try TempApp()
        try elsewhere.text(#"let b = UIFont(name: "Named-Folder", size: 1)"#, at: "Shared/B.swift")
        try elsewhere.text(#"let c = UIFont(name: "In-Build-Products", size: 1)"#, at: "Shared/.build/C.swift")
        func names(_ configure: (inout LintOptions) -> Void) throws -> [String] {
            try app.lint(configure).findings.filter { $0.ruleID == "unknown-font-name" }.map { ($0.message.text.split(separator: "\"").dropFirst().first).map(String.init) ?? "" }
        }
        #expect(try names { _ in } == ["Inside-Path"])
        #expect(try names { $0.sources = [elsewhere.root + "/Shared"] } == ["Named-Folder"])
        #expect(try names { $0.scansSources = false }.isEmpty)
        #expect(try app.lint().sourceFileCount == 1)
    }

    @Test func aSourceFileThatIsNotUTF8IsANote() throws {
        let app = try app()
        try app.directory.mkdir("Sources")
        try Data([0x2F, 0x2F, 0x20, 0xE9, 0x0A] + Array(#"let a = UIFont(name: "Latin1", size: 1)"#.utf8))
            .write(to: URL(fileURLWithPath: app.root + "/Sources/Latin1.swift"))
        let result = try app.lint()
        #expect(result.notes == [InputProblem(message: "not UTF-8 text; skipped, so its font names were not checked", file: app.root + "/Sources/Latin1.swift")])
        #expect(result.findings.filter { $0.ruleID == "unknown-font-name" }.isEmpty)
        #expect(result.sourceFileCount == 0)
    }
}

/// Xcode targets: the fixture project (see `XcodeProjectFixture`) laid out with real fonts.
@Suite struct XcodeTargetRuleTests {
    /// `App/Info.plist` registers `appFonts`; `Widget/Info.plist` registers HarborSans-SemiBold.ttf only.
    func app(appFonts: [String]) throws -> TempApp {
        let app = try TempApp()
        try app.text(XcodeProjectFixture.pbxproj, at: "App.xcodeproj/project.pbxproj")
        try app.font("HarborSans-Regular", at: "App/Fonts/HarborSans-Regular.ttf")
        try app.font("HarborSans-Bold", at: "App/Fonts/HarborSans-Bold.ttf")
        try app.font("HarborSlab-Bold", from: LintFixtures.brokenFonts, at: "App/Bundled/HarborSlab-Bold.ttf")
        try app.font("HarborSans-SemiBold", at: "Widget/Fonts/HarborSans-SemiBold.ttf")
        try app.font("HarborSans-Italic", at: "Widget/Shared/HarborSans-Italic.ttf")
        try app.text("struct ContentView {}", at: "App/ContentView.swift")
        try app.text(#"let widgetFont = Font.custom("HarborSans-Medium", size: 12)"#, at: "Widget/WidgetView.swift")
        try app.infoPlist(appFonts, at: "App/Info.plist")
        try app.infoPlist(["HarborSans-SemiBold.ttf"], at: "Widget/Info.plist")
        return app
    }

    @Test func aRegisteredFontTheTargetDoesNotCopy() throws {
        let app = try app(appFonts: ["HarborSans-Regular.ttf", "HarborSans-Bold.ttf", "HarborSlab-Bold.ttf", "HarborSans-Italic.ttf"])
        #expect(try app.findings("font-not-in-target") == [
            "App/Info.plist: UIAppFonts[1]: \"HarborSans-Bold.ttf\" is not in target \"App\": App/Fonts/HarborSans-Bold.ttf is not in its Copy Bundle Resources phase, so the app does not have it; tick \"App\" under Target Membership in the file's inspector @10",
            "App/Info.plist: UIAppFonts[2]: \"HarborSlab-Bold.ttf\" is not in target \"App\": the target copies App/Bundled/HarborSlab-Bold.ttf to Bundled/HarborSlab-Bold.ttf in the app; write that path in UIAppFonts @11",
        ])
        // The widget, an app extension, is linted like an app; the unit-test bundle is not.
        #expect(try app.lint().targets == ["App", "Widget"])
    }

    @Test func folderReferencesAndSynchronizedFoldersCopyWhatTheyHold() throws {
        // The folder reference lands as Bundled/…; the widget's synchronized font is ticked for App.
        let app = try app(appFonts: ["HarborSans-Regular.ttf", "Bundled/HarborSlab-Bold.ttf", "HarborSans-Italic.ttf"])
        #expect(try app.findings("font-not-in-target").isEmpty)
        // Fonts the app target does not copy (HarborSans-Bold.ttf, the widget's SemiBold) are not in the app; the
        // widget's own copy of the italic is the widget's to register.
        #expect(try app.findings("unregistered-font") == [
            "Widget/Shared/HarborSans-Italic.ttf: font file (HarborSans-Italic) is copied into target \"Widget\" but neither registered nor named by any code, Interface Builder file or style map (info: nothing can fail); register it in UIAppFonts if it is meant to be used, or stop copying it",
        ])
    }

    @Test func unregisteredFontIsAFontTheTargetCopiesButDoesNotRegister() throws {
        let app = try app(appFonts: ["HarborSans-Regular.ttf", "HarborSans-Italic.ttf"])
        #expect(try app.findings("unregistered-font") == [
            "App/Bundled/HarborSlab-Bold.ttf: font file (HarborSlab-Bold) is copied into target \"App\" but neither registered nor named by any code, Interface Builder file or style map (info: nothing can fail); register it in UIAppFonts if it is meant to be used, or stop copying it",
            "Widget/Shared/HarborSans-Italic.ttf: font file (HarborSans-Italic) is copied into target \"Widget\" but neither registered nor named by any code, Interface Builder file or style map (info: nothing can fail); register it in UIAppFonts if it is meant to be used, or stop copying it",
        ])
        #expect(try app.findings("unregistered-font") { $0.target = "Widget" } == [
            "Widget/Shared/HarborSans-Italic.ttf: font file (HarborSans-Italic) is copied into target \"Widget\" but neither registered nor named by any code, Interface Builder file or style map (info: nothing can fail); register it in UIAppFonts if it is meant to be used, or stop copying it",
        ])
    }

    @Test func oneTargetReadsItsOwnInfoPlistAndFiles() throws {
        let app = try app(appFonts: ["HarborSans-Regular.ttf", "Bundled/HarborSlab-Bold.ttf", "HarborSans-Italic.ttf"])
        // The widget's code names a face the app does not ship: in the whole-app lint, and in the widget's.
        #expect(try app.findings("unknown-font-name").count == 1)
        let widget = try app.lint { $0.target = "Widget" }
        #expect(widget.targets == ["Widget"])
        #expect(widget.infoPlistCount == 1)
        #expect(widget.sourceFileCount == 1)
        #expect(try app.lint { $0.target = "App" }.sourceFileCount == 1)
    }

    /// FP440 (jewel): a face in a data set of an asset catalog the target copies is compiled into Assets.car, where
    /// code reaches it with NSDataAsset(name:) and registers it with CTFontManagerRegisterGraphicsFont.
    func appWithADataSetFont(registeredByCode: Bool) throws -> TempApp {
        let app = try app(appFonts: ["HarborSans-Regular.ttf", "Bundled/HarborSlab-Bold.ttf", "HarborSans-Italic.ttf"])
        try app.font("HarborSans-ExtraBold", at: "App/Media.xcassets/Glyphs/Icons.dataset/Icons.otf")
        let registration = """
            func registerIcons() {
                guard let asset = NSDataAsset(name: "Icons"), let provider = CGDataProvider(data: asset.data as CFData),
                    let font = CGFont(provider) else { return }
                CTFontManagerRegisterGraphicsFont(font, nil)
            }
            """
        try app.text(#"let icons = Font.custom("HarborSans-ExtraBold", size: 16)"# + "\n" + (registeredByCode ? registration : ""), at: "App/ContentView.swift")
        return app
    }

    @Test func aDataSetFontRegisteredFromItsDataAssetIsTheApps() throws {
        let app = try appWithADataSetFont(registeredByCode: true)
        // Only the widget's name no face answers to; the app's name is the data set's face.
        #expect(try app.findings("unknown-font-name").map { String($0.prefix(25)) } == ["Widget/WidgetView.swift: "])
        #expect(try app.findings("font-not-registered").isEmpty)
        // Nothing about the data set's file: only the widget's copy of the italic, as without a catalog.
        #expect(try app.findings("unregistered-font") == [
            "Widget/Shared/HarborSans-Italic.ttf: font file (HarborSans-Italic) is copied into target \"Widget\" but neither registered nor named by any code, Interface Builder file or style map (info: nothing can fail); register it in UIAppFonts if it is meant to be used, or stop copying it",
        ])
        #expect(try app.lint().notes.filter { $0.message.contains("Icons.otf") }.isEmpty)
    }

    @Test func aDataSetFontNoCodeRegistersIsNotRegistered() throws {
        let app = try appWithADataSetFont(registeredByCode: false)
        #expect(try app.findings("unknown-font-name").map { String($0.prefix(25)) } == ["Widget/WidgetView.swift: "])
        // The name fails at run time: an error, whose advice is the data asset's, not a UIAppFonts entry.
        #expect(try app.findings("font-not-registered") == [
            "App/ContentView.swift: Font.custom(_:size:) \"HarborSans-ExtraBold\" is in App/Media.xcassets/Glyphs/Icons.dataset/Icons.otf, a data set of an asset catalog, which nothing registers: no UIAppFonts entry can name a file compiled into Assets.car; register it at launch from NSDataAsset(name: \"Icons\") with CTFontManagerRegisterGraphicsFont @1:25",
        ])
    }

    @Test func anUnknownTargetStopsTheLint() throws {
        func setupError(_ app: TempApp, target: String) -> String? {
            do {
                _ = try app.lint { $0.target = target }
                return nil
            } catch {
                return (error as? LintSetupError)?.message
            }
        }
        let app = try app(appFonts: [])
        #expect(setupError(app, target: "Watch") == "\(app.root): no target named \"Watch\" in its Xcode projects (targets: \"App\", \"Widget\", \"AppTests\")")
        let plain = try TempApp()
        #expect(setupError(plain, target: "App") == "\(plain.root): no Xcode project (*.xcodeproj) or XcodeGen spec found, so there is no target \"App\"")
    }
}
