import Foundation
import Testing
@testable import FontInspector
import TestSupport

@Suite struct BundleScannerTests {
    /// A source folder with two targets' Info.plists, a style map in each format, fonts, and folders to skip.
    static func sampleSourceFolder() throws -> TemporaryDirectory {
        let directory = try Fixtures.temporaryDirectory()
        try directory.write(xmlPlist("<dict><key>UIAppFonts</key><array><string>Sans.ttf</string></array></dict>"),
                            as: "App/Info.plist")
        try directory.write(xmlPlist("<dict><key>CFBundleName</key><string>Tests</string></dict>"), as: "Tests/Info.plist")
        try directory.write(xmlPlist("<dict><key>ATSApplicationFontsPath</key><string>.</string></dict>"),
                            as: "Mac/Mac-Info.plist")
        try directory.write(xmlPlist("<dict><key>UIAppFonts</key><string>x</string></dict>"), as: "Broken/Info.plist")
        try directory.write(#"{"body": {"fontName": "FixtureSans-Regular", "fontSize": 17}}"#, as: "App/Styles.json")
        try directory.write(
            xmlPlist("<dict><key>UICTFontTextStyleBody</key><dict><key>fontName</key><string>A</string></dict></dict>"),
            as: "App/Legacy.plist")
        try directory.write(#"{"images": [], "info": {"version": 1}}"#, as: "App/Assets.xcassets/Contents.json")
        try directory.write(xmlPlist("""
            <dict><key>body</key><dict><key>fontName</key><string>A</string><key>fontSize</key><real>17</real></dict>
            <key>title</key><string>x</string></dict>
            """), as: "App/Other.PLIST")
        try directory.write(#"{"body": 17, "title": 28}"#, as: "App/Sizes.json")
        try directory.font("App/Fonts/Sans.ttf")
        try directory.font("App/Fonts/Sans-Bold.ttf", from: "Generated/Static/FixtureSans-Bold.ttf")
        for skipped in [".git", ".build", "DerivedData", "Pods/Lib", "node_modules/pkg", "Carthage/Build/iOS", "Vendor"] {
            try directory.font(skipped + "/Hidden.ttf")
            try directory.write(#"{"body": {"fontName": "A", "fontSize": 1}}"#, as: skipped + "/styles.json")
        }
        try directory.font("Carthage/Checkouts/Kept.ttf")
        return directory
    }

    @Test func findsFontDeclaringInfoPlistsStyleMapsAndFontsAndSkipsBuildFolders() throws {
        let directory = try Self.sampleSourceFolder()
        let root = directory.path
        let contents = try BundleScanner.scan(root, exclude: ["Vendor"])
        #expect(contents.layout == .sourceFolder)
        // Tests/Info.plist declares no fonts; Broken/Info.plist declares them wrongly, which is reported.
        #expect(contents.infoPlists.map { contents.relativePath(of: $0.file) }
            == ["App/Info.plist", "Broken/Info.plist", "Mac/Mac-Info.plist"])
        #expect(contents.infoPlists.map(\.problems.count) == [0, 1, 0])
        // Other.PLIST is a style map with a broken entry, read with its problem; Sizes.json has no entries.
        #expect(contents.styleMaps.map { contents.relativePath(of: $0.file) }
            == ["App/Legacy.plist", "App/Other.PLIST", "App/Styles.json"])
        #expect(contents.styleMaps.map { $0.problems.map(\.kind) } == [[.missingKey], [.wrongType], []])
        #expect(contents.fontFiles.map { contents.relativePath(of: $0.path) }
            == ["App/Fonts/Sans-Bold.ttf", "App/Fonts/Sans.ttf", "Carthage/Checkouts/Kept.ttf"])
        #expect(contents.skippedPaths.map { contents.relativePath(of: $0) }
            == [".build", ".git", "Carthage/Build", "DerivedData", "Pods", "Vendor", "node_modules"])
        #expect(contents.otherFiles.contains(root + "/App/Assets.xcassets/Contents.json"))
        #expect(contents.problems.isEmpty)
    }

    @Test func excludeGlobsApplyToFilesAndFolders() throws {
        let directory = try Self.sampleSourceFolder()
        let contents = try BundleScanner.scan(directory.path + "/", exclude: ["**/*.json", "App/Fonts/*-Bold.ttf", "Mac"])
        #expect(contents.styleMaps.map { contents.relativePath(of: $0.file) } == ["App/Legacy.plist", "App/Other.PLIST"])
        // Vendor is not excluded this time: only the folders skipped by default and what `exclude` names are.
        #expect(contents.fontFiles.map { contents.relativePath(of: $0.path) }
            == ["App/Fonts/Sans.ttf", "Carthage/Checkouts/Kept.ttf", "Vendor/Hidden.ttf"])
        #expect(contents.infoPlists.map { contents.relativePath(of: $0.file) } == ["App/Info.plist", "Broken/Info.plist"])
    }

    @Test func largeFilesAreNotConsideredAsStyleMaps() throws {
        let directory = try Fixtures.temporaryDirectory()
        let padding = String(repeating: " ", count: BundleScanner.maximumStyleMapSize)
        try directory.write(#"{"body": {"fontName": "A", "fontSize": 17}}"# + padding, as: "Big.json")
        try directory.write(#"{"body": {"fontName": "A", "fontSize": 17}}"#, as: "Small.json")
        try directory.write(#"{"images": []}"# + padding, as: "BigAssets.json")
        let contents = try BundleScanner.scan(directory.path)
        #expect(contents.styleMaps.map { contents.relativePath(of: $0.file) } == ["Small.json"])
        // The big file that mentions style-map keys is named; the big file that does not is not.
        #expect(contents.notes.map(\.description) == [
            directory.path + "/Big.json: mentions fontName or fontSize but is 1048619 bytes, larger than the 1 MiB read as a style map; not checked",
        ])
    }

    @Test func aStyleMapLookalikeThatCannotBeParsedIsNamedNotDropped() throws {
        let directory = try Fixtures.temporaryDirectory()
        try directory.write(#"{"body": {"fontName": "A", "fontSize": 17}"#, as: "Broken.json")
        try directory.write(#"{"body": 1, "#, as: "Unrelated.json")
        let contents = try BundleScanner.scan(directory.path)
        #expect(contents.styleMaps.isEmpty)
        #expect(contents.notes.map { contents.relativePath(of: $0.file) } == ["Broken.json"])
        #expect(contents.notes.first?.message.hasPrefix("mentions fontName or fontSize but is not a readable property list or JSON (") == true)
        #expect(contents.notes.first?.message.hasSuffix("); not checked as a style map") == true)
    }

    @Test func builtBundlesAreToldBySuffixOrByTheirContentsFolder() throws {
        let directory = try Fixtures.temporaryDirectory()
        try directory.mkdir("iOS.app")
        try directory.write(xmlPlist("<dict/>"), as: "Mac/Contents/Info.plist")
        try directory.mkdir("Source")
        #expect(BundleScanner.isBuiltBundle(directory.path + "/iOS.app/"))
        #expect(BundleScanner.isBuiltBundle(directory.path + "/Mac"))
        #expect(!BundleScanner.isBuiltBundle(directory.path + "/Source"))
        #expect(try BundleScanner.scan(directory.path + "/iOS.app").layout == .builtBundle)
    }

    @Test func aPathThatIsNotAFolderCannotBeScanned() throws {
        let directory = try Fixtures.temporaryDirectory()
        let file = try directory.write("x", as: "file.txt")
        #expect(thrownProblem { try BundleScanner.scan(directory.path + "/missing") }
            == InputProblem(kind: .unreadable, message: "cannot read the folder: no such file or directory",
                             file: directory.path + "/missing"))
        #expect(thrownProblem { try BundleScanner.scan(file) }?.message
            == "not a folder; expected an app's source folder or a built .app")
    }

    @Test func infoPlistNames() {
        #expect(BundleScanner.isInfoPlistName("a/Info.plist"))
        #expect(BundleScanner.isInfoPlistName("a/MyApp-Info.plist"))
        #expect(!BundleScanner.isInfoPlistName("a/info.plist"))
        #expect(!BundleScanner.isInfoPlistName("a/InfoPlist.strings"))
    }
}
