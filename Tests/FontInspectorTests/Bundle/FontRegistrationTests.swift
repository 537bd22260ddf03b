import Foundation
import Testing
@testable import FontInspector
import TestSupport

@Suite struct FontRegistrationTests {
    private func infoPlist(appFonts: [String] = [], fontsFolder: String? = nil) -> String {
        var body = "<dict>\n<key>UIAppFonts</key>\n<array>\n"
        body += appFonts.map { "<string>\($0)</string>\n" }.joined()
        body += "</array>\n"
        if let fontsFolder { body += "<key>ATSApplicationFontsPath</key><string>\(fontsFolder)</string>\n" }
        return xmlPlist(body + "</dict>")
    }

    private func resolutions(_ registration: FontRegistration) -> [String: FontEntryResolution] {
        Dictionary(registration.entries.map { ($0.entry.value, $0.resolution) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func sourceFoldersMatchFlatAndBySubfolderSuffix() throws {
        let directory = try Fixtures.temporaryDirectory()
        let root = directory.path
        try directory.write("outside the bundle", as: "outside.ttf")
        try directory.write(infoPlist(appFonts: [
            "Sans.ttf", "Fonts/Bold.ttf", "Dup.ttf", "SANS.ttf", "fonts/bold.TTF", "Missing.ttf", "../outside.ttf",
            "/etc/hosts", "Fonts/../Sans.ttf", "Notes.ttf", "Ionicons.ttf", "App/Fonts/Bold.ttf", "Stale.ttf",
        ]), as: "Project/App/Info.plist")
        try directory.font("Project/App/Fonts/Sans.ttf")
        try directory.font("Project/App/Fonts/Bold.ttf", from: "Generated/Static/FixtureSans-Bold.ttf")
        try directory.font("Project/App/Fonts/Unused.ttf", from: "Generated/Static/FixtureSans-Italic.ttf")
        try directory.font("Project/A/Dup.ttf")
        try directory.font("Project/B/Dup.ttf", from: "Generated/Static/FixtureSans-Bold.ttf")
        try directory.write("not a font at all", as: "Project/Notes.ttf")
        try directory.font("Project/node_modules/icons/Fonts/Ionicons.ttf")
        try directory.font("Project/DerivedData/App/Build/Products/Debug-iphoneos/App.app/Stale.ttf")
        // The same file reached twice through a link is one file, not an ambiguity.
        try directory.link("Project/Linked.ttf", to: root + "/Project/App/Fonts/Sans.ttf")
        let project = root + "/Project"
        let registration = FontRegistration(contents: try BundleScanner.scan(project))
        let resolved = resolutions(registration)
        #expect(resolved["Sans.ttf"] == .matched(project + "/App/Fonts/Sans.ttf"))
        #expect(resolved["Fonts/Bold.ttf"] == .matched(project + "/App/Fonts/Bold.ttf"))
        #expect(resolved["App/Fonts/Bold.ttf"] == .matched(project + "/App/Fonts/Bold.ttf"))
        #expect(resolved["Fonts/../Sans.ttf"] == .matched(project + "/App/Fonts/Sans.ttf"))
        #expect(resolved["Dup.ttf"] == .ambiguous([project + "/A/Dup.ttf", project + "/B/Dup.ttf"]))
        #expect(resolved["SANS.ttf"] == .missing(caseInsensitiveCandidates: [project + "/App/Fonts/Sans.ttf"]))
        #expect(resolved["fonts/bold.TTF"] == .missing(caseInsensitiveCandidates: [project + "/App/Fonts/Bold.ttf"]))
        #expect(resolved["Missing.ttf"] == .missing(caseInsensitiveCandidates: []))
        #expect(resolved["../outside.ttf"] == .escapesBundle)
        #expect(resolved["/etc/hosts"] == .escapesBundle)
        // A registered file that is not a font still matches: lint then says it is not a font.
        #expect(resolved["Notes.ttf"] == .matched(project + "/Notes.ttf"))
        // React Native keeps its icon fonts in node_modules, which the walk skips.
        #expect(resolved["Ionicons.ttf"] == .matched(project + "/node_modules/icons/Fonts/Ionicons.ttf"))
        // A copy left in build products does not stand in for a file the sources lack.
        #expect(resolved["Stale.ttf"] == .missing(caseInsensitiveCandidates: []))
        #expect(registration.entries.map(\.entry.line) == Array(7...19))
        #expect(registration.unregisteredFontFiles.map(\.path) == [project + "/App/Fonts/Unused.ttf"])
        #expect(registration.isRegistered(project + "/B/Dup.ttf"))
        #expect(!registration.isRegistered(project + "/App/Fonts/Unused.ttf"))
    }

    @Test func builtBundlesMatchExactPathsFromEachInfoPlistsFolder() throws {
        let directory = try Fixtures.temporaryDirectory()
        let app = directory.path + "/App.app"
        try directory.write(try binaryPlist(["UIAppFonts": [
            "Fonts/Sans.ttf", "fonts/sans.ttf", "Sans.ttf", "../App.app/Fonts/Sans.ttf", "../../etc/passwd", "Link.ttf",
            "Fonts",
        ]]), as: "App.app/Info.plist")
        try directory.write(try binaryPlist(["UIAppFonts": ["Ext.ttf"]]), as: "App.app/PlugIns/Share.appex/Info.plist")
        try directory.font("App.app/Fonts/Sans.ttf")
        try directory.font("App.app/Unused.ttf")
        try directory.font("App.app/PlugIns/Share.appex/Ext.ttf")
        try directory.font("Elsewhere.ttf")
        try directory.link("App.app/Link.ttf", to: directory.path + "/Elsewhere.ttf")
        let registration = FontRegistration(contents: try BundleScanner.scan(app))
        #expect(registration.entries.map(\.resolution) == [
            .matched(app + "/Fonts/Sans.ttf"),
            .missing(caseInsensitiveCandidates: [app + "/Fonts/Sans.ttf"]),
            // Flat matching is for source folders only: a built bundle has the file where it is.
            .missing(caseInsensitiveCandidates: []),
            .escapesBundle,
            .escapesBundle,
            // A link inside the bundle to a file outside it.
            .escapesBundle,
            // A folder is not a font file.
            .missing(caseInsensitiveCandidates: []),
            .matched(app + "/PlugIns/Share.appex/Ext.ttf"),
        ])
        // Link.ttf leads out of the bundle, so the walk does not read it: it is not one of the bundle's fonts.
        #expect(registration.unregisteredFontFiles.map(\.path) == [app + "/Unused.ttf"])
    }

    @Test func macOSBundlesRegisterFromContentsResources() throws {
        let directory = try Fixtures.temporaryDirectory()
        let app = directory.path + "/Mac.app"
        try directory.font("Mac.app/Contents/Resources/Fonts/Sans.ttf")
        try directory.font("Mac.app/Contents/Resources/Fonts/Bold/Bold.ttf", from: "Generated/Static/FixtureSans-Bold.ttf")
        try directory.font("Mac.app/Contents/Resources/Loose.ttf")
        for folder in ["Fonts", "fonts", ".", "../../..", "Missing"] {
            // UIAppFonts (Mac Catalyst) resolves from Contents/Resources too.
            try directory.write(infoPlist(appFonts: ["Fonts/Sans.ttf"], fontsFolder: folder), as: "Mac.app/Contents/Info.plist")
            let registration = FontRegistration(contents: try BundleScanner.scan(app))
            let resources = app + "/Contents/Resources"
            let expected: FontFolderResolution =
                switch folder {
                case "Fonts":
                    .matched(folders: [resources + "/Fonts"], fontFiles: [resources + "/Fonts/Bold/Bold.ttf", resources + "/Fonts/Sans.ttf"])
                case "fonts": .missing(caseInsensitiveCandidates: [resources + "/Fonts"])
                case ".":
                    .matched(folders: [resources], fontFiles: [
                        resources + "/Fonts/Bold/Bold.ttf", resources + "/Fonts/Sans.ttf", resources + "/Loose.ttf",
                    ])
                case "Missing": .missing(caseInsensitiveCandidates: [])
                default: .escapesBundle
                }
            #expect(registration.folders.map(\.resolution) == [expected], "\(folder)")
            #expect(registration.folders.map(\.folder.line) == [9])
            #expect(registration.entries.map(\.resolution) == [.matched(resources + "/Fonts/Sans.ttf")])
        }
    }

    @Test func sourceFoldersRegisterEveryFolderSoNamed() throws {
        let directory = try Fixtures.temporaryDirectory()
        try directory.write(infoPlist(fontsFolder: "Fonts"), as: "Mac/Info.plist")
        try directory.font("Mac/Resources/Fonts/Sans.ttf")
        try directory.font("Shared/Fonts/Sub/Bold.ttf", from: "Generated/Static/FixtureSans-Bold.ttf")
        try directory.font("Shared/FontsExtra/Other.ttf")
        let root = directory.path
        let registration = FontRegistration(contents: try BundleScanner.scan(root))
        #expect(registration.folders.map(\.resolution) == [
            .matched(
                folders: [root + "/Mac/Resources/Fonts", root + "/Shared/Fonts"],
                fontFiles: [root + "/Mac/Resources/Fonts/Sans.ttf", root + "/Shared/Fonts/Sub/Bold.ttf"]),
        ])
        #expect(registration.unregisteredFontFiles.map(\.path) == [root + "/Shared/FontsExtra/Other.ttf"])
    }

    @Test func withoutDeclaringInfoPlistsEveryFontIsUnregistered() throws {
        let directory = try Fixtures.temporaryDirectory()
        try directory.write(xmlPlist("<dict><key>CFBundleName</key><string>A</string></dict>"), as: "Info.plist")
        let font = try directory.font("Fonts/Sans.ttf")
        let registration = FontRegistration(contents: try BundleScanner.scan(directory.path))
        #expect(registration.entries.isEmpty && registration.folders.isEmpty)
        #expect(registration.unregisteredFontFiles.map(\.path) == [font])
    }

    @Test func lexicalNormalisationOfEntries() {
        #expect(FontRegistration.bundleRelativeComponents("Fonts/./A.ttf") == ["Fonts", "A.ttf"])
        #expect(FontRegistration.bundleRelativeComponents("Fonts//A.ttf") == ["Fonts", "A.ttf"])
        #expect(FontRegistration.bundleRelativeComponents("a/../../A.ttf") == nil)
        #expect(FontRegistration.bundleRelativeComponents("/A.ttf") == nil)
        #expect(FontRegistration.bundleRelativeComponents(".") == [])
    }
}
