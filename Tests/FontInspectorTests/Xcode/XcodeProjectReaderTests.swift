import Foundation
import Testing
@testable import FontInspector
import TestSupport

@Suite struct XcodeProjectReaderTests {
    func read() throws -> ([XcodeTarget], [InputProblem]) {
        let folder = try Fixtures.temporaryDirectory()
        let file = folder.path + "/App.xcodeproj/project.pbxproj"
        try FileManager.default.createDirectory(atPath: folder.path + "/App.xcodeproj", withIntermediateDirectories: true)
        try Data(XcodeProjectFixture.pbxproj.utf8).write(to: URL(fileURLWithPath: file))
        let (targets, notes) = try XcodeProjectReader.read(file: file, walkedFiles: XcodeProjectFixture.files.map { folder.path + "/" + $0 })
        // Paths relative to the project folder, for readable expectations.
        func relative(_ path: String) -> String { path.replacingOccurrences(of: folder.path + "/", with: "") }
        return (targets.map { target in
            XcodeTarget(
                name: target.name, productType: target.productType, project: relative(target.project),
                infoPlists: target.infoPlists.map(relative),
                copiedFiles: target.copiedFiles.map {
                    CopiedFile(path: relative($0.path), bundlePath: $0.bundlePath, isAssetCatalogData: $0.isAssetCatalogData)
                },
                compiledFiles: target.compiledFiles.map(relative), platform: target.platform)
        }, notes.map { InputProblem(message: $0.message, file: relative($0.file)) })
    }

    @Test func copyBundleResourcesGroupsFlatFoldersKeptAndSynchronizedMembership() throws {
        let (targets, _) = try read()
        #expect(targets.map(\.name) == ["App", "Widget", "AppTests"])
        #expect(targets.map { $0.productType == XcodeTarget.applicationProductType } == [true, false, false])
        // The project's SDKROOT = iphoneos (Debug); the targets' Release configurations say nothing and do not count.
        #expect(targets.map(\.platform) == [.iOS, .iOS, .iOS])
        let app = targets[0]
        #expect(app.project == "App.xcodeproj/project.pbxproj")
        #expect(app.infoPlists == ["App/Info.plist"])
        #expect(app.copiedFiles == [
            CopiedFile(path: "App/Fonts/HarborSans-Regular.ttf", bundlePath: "HarborSans-Regular.ttf"),
            CopiedFile(path: "App/Main.storyboard", bundlePath: "Main.storyboard"),
            CopiedFile(path: "App/Bundled/HarborSlab-Bold.ttf", bundlePath: "Bundled/HarborSlab-Bold.ttf"),
            CopiedFile(path: "App/Bundled/Licence.txt", bundlePath: "Bundled/Licence.txt"),
            // Of the asset catalog only its data set's font, by the data asset's name: the image is no font.
            CopiedFile(path: "App/Media.xcassets/Glyphs/Icons.dataset/Icons.otf", bundlePath: "Icons", isAssetCatalogData: true),
            CopiedFile(path: "Widget/Shared/HarborSans-Italic.ttf", bundlePath: "HarborSans-Italic.ttf"),
        ])
        #expect(app.compiledFiles == ["App/ContentView.swift"])
        let widget = targets[1]
        #expect(widget.infoPlists == ["Widget/Info.plist"])
        // Info.plist is an exception; the asset catalog is compiled whole, its data set's font in it under the
        // data set's name; ticking App for a file keeps it in Widget.
        #expect(widget.copiedFiles == [
            CopiedFile(path: "Widget/Fonts/HarborSans-SemiBold.ttf", bundlePath: "HarborSans-SemiBold.ttf"),
            CopiedFile(path: "Widget/Shared/HarborSans-Italic.ttf", bundlePath: "HarborSans-Italic.ttf"),
            CopiedFile(path: "Widget/Assets.xcassets/Badges.dataset/Badges.ttf", bundlePath: "Badges", isAssetCatalogData: true),
        ])
        #expect(widget.compiledFiles == ["Widget/WidgetView.swift"])
    }

    @Test func anInfoPlistPathThatCannotBeExpandedIsANote() throws {
        let (targets, notes) = try read()
        #expect(targets[2].infoPlists.isEmpty)
        #expect(notes == [InputProblem(
            message: "target \"AppTests\": INFOPLIST_FILE \"$(CONFIGURATION_DIR)/Info.plist\" uses build settings fontinspect cannot expand; its Info.plist was not read", file: "App.xcodeproj/project.pbxproj")])
    }

    /// fleksy: `INFOPLIST_FILE = Keyboard/Info.plist` for the folder `keyboard/`, found on a Mac's case-insensitive
    /// volume; and TripCheck (FP400): the only setting is the conditional `INFOPLIST_FILE[sdk=*]`.
    @Test func anInfoPlistPathInOtherLetterCaseOrAConditionalSettingIsTheWalkedFile() throws {
        let folder = try Fixtures.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder.path + "/App.xcodeproj", withIntermediateDirectories: true)
        let file = folder.path + "/App.xcodeproj/project.pbxproj"
        try Data("""
            // !$*UTF8*$!
            {
                objectVersion = 77;
                objects = {
                    P1 = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G; targets = (T1, T2); };
                    G = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
                    PL = {isa = XCConfigurationList; buildConfigurations = (PD); };
                    PD = {isa = XCBuildConfiguration; name = Debug; buildSettings = {}; };
                    T1 = {isa = PBXNativeTarget; name = Keyboard; productType = "com.apple.product-type.app-extension"; buildConfigurationList = TL1; buildPhases = (); };
                    TL1 = {isa = XCConfigurationList; buildConfigurations = (TD1); };
                    TD1 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {INFOPLIST_FILE = Keyboard/Info.plist; }; };
                    T2 = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = TL2; buildPhases = (); };
                    TL2 = {isa = XCConfigurationList; buildConfigurations = (TD2); };
                    TD2 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {"INFOPLIST_FILE[sdk=*]" = "Config/../App/info.plist"; }; };
                };
                rootObject = P1;
            }

            """.utf8).write(to: URL(fileURLWithPath: file))
        let walked = [folder.path + "/keyboard/Info.plist", folder.path + "/App/info.plist"]
        let (targets, notes) = try XcodeProjectReader.read(file: file, walkedFiles: walked)
        #expect(notes.isEmpty)
        #expect(targets.map(\.name) == ["Keyboard", "App"])
        #expect(targets[0].infoPlists == [folder.path + "/keyboard/Info.plist"])
        // TripCheck's value climbs out of a folder and back in, as this one does.
        #expect(targets[1].infoPlists == [folder.path + "/App/info.plist"])
    }

    @Test func aProjectThatIsNotOneSaysSo() throws {
        let folder = try Fixtures.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder.path + "/X.xcodeproj", withIntermediateDirectories: true)
        try Data("{ archiveVersion = 1; }".utf8).write(to: URL(fileURLWithPath: folder.path + "/X.xcodeproj/project.pbxproj"))
        try Data("{ not a plist".utf8).write(to: URL(fileURLWithPath: folder.path + "/X.xcodeproj/other.pbxproj"))
        let scan = XcodeProjectReader.scan([folder.path + "/X.xcodeproj/project.pbxproj"], walkedFiles: [])
        #expect(scan.targets.isEmpty)
        #expect(scan.skipped.map(\.message) == ["Xcode project not read: no objects or rootObject; not an Xcode project"])
    }

    @Test func groupsThatContainEachOtherEndWithoutALocation() throws {
        let folder = try Fixtures.temporaryDirectory()
        try folder.mkdir("Loop.xcodeproj")
        let file = folder.path + "/Loop.xcodeproj/project.pbxproj"
        try Data("""
            { objects = {
                A = { isa = PBXGroup; children = (B); path = a; };
                B = { isa = PBXGroup; children = (A, F); path = b; };
                F = { isa = PBXFileReference; path = "Loop.ttf"; sourceTree = "<group>"; };
                BF = { isa = PBXBuildFile; fileRef = F; };
                P = { isa = PBXResourcesBuildPhase; files = (BF); };
                T = { isa = PBXNativeTarget; name = Loop; buildPhases = (P); productType = "com.apple.product-type.application"; };
                R = { isa = PBXProject; targets = (T); mainGroup = A; };
            }; rootObject = R; }
            """.utf8).write(to: URL(fileURLWithPath: file))
        let (targets, _) = try XcodeProjectReader.read(file: file, walkedFiles: [])
        #expect(targets.map(\.name) == ["Loop"])
        #expect(targets[0].copiedFiles.isEmpty)
    }

    @Test func buildSettingExpansion() {
        let settings = ["PRODUCT_NAME": "$(TARGET_NAME)", "LOOP": "$(LOOP)"]
        let builtIns = ["SRCROOT": ".", "TARGET_NAME": "App"]
        #expect(BuildSettingExpansion.expand("$(SRCROOT)/$(PRODUCT_NAME)/Info.plist", settings: settings, builtIns: builtIns) == "./App/Info.plist")
        #expect(BuildSettingExpansion.expand("${SRCROOT}/Info.plist", settings: settings, builtIns: builtIns) == "./Info.plist")
        #expect(BuildSettingExpansion.expand("$(inherited) App/Info.plist", settings: settings, builtIns: builtIns) == " App/Info.plist")
        #expect(BuildSettingExpansion.expand("$(UNKNOWN)/Info.plist", settings: settings, builtIns: builtIns) == nil)
        #expect(BuildSettingExpansion.expand("$(PRODUCT_NAME:c99extidentifier)", settings: settings, builtIns: builtIns) == nil)
        #expect(BuildSettingExpansion.expand("$(LOOP)", settings: settings, builtIns: builtIns) == nil)
    }

    @Test func locationsApplyDotDotWithoutTheFileSystem() {
        let folder = ProjectLocation(base: "/src/MyApp")
        #expect(folder.appending("App/../Shared/./Fonts").path == "/src/MyApp/Shared/Fonts")
        // The walk never spells `..`: a project folder's sibling is spelled from their common folder (FP100).
        #expect(folder.appending("../Other").path == "/src/Other")
        #expect(ProjectLocation(base: "corpus/app/ios").appending("../assets/fonts/A.ttf").path == "corpus/app/assets/fonts/A.ttf")
        #expect(ProjectLocation(base: "/ios").appending("../A.ttf").path == "/A.ttf")
        #expect(ProjectLocation(base: ".").appending("../A.ttf").path == "./../A.ttf")
        #expect(ProjectLocation(base: "ios").appending("../A.ttf").path == "ios/../A.ttf")
        #expect(folder.appending("/abs/Fonts").path == "/abs/Fonts")
        #expect(ProjectLocation(base: ".").appending("App").path == "./App")
    }
}
