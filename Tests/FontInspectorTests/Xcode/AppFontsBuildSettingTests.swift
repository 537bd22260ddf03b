import Foundation
import Testing
@testable import FontInspector
import TestSupport

/// `INFOPLIST_KEY_UIAppFonts` as the pbxproj and XcodeGen readers find it (M181): every configuration's fonts,
/// `$(inherited)` standing for the project's, a string split as Xcode splits lists, an array taken as it is.
@Suite struct AppFontsBuildSettingTests {
    /// A project whose own settings list `Base.ttf`; target App adds to it per configuration (a string in Debug,
    /// an array in Release); target Widget sets nothing and inherits the project's.
    static let pbxproj = """
        // !$*UTF8*$!
        {
            objectVersion = 77;
            objects = {
                P1 = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G; targets = (T1, T2); };
                G = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
                PL = {isa = XCConfigurationList; buildConfigurations = (PD); };
                PD = {isa = XCBuildConfiguration; name = Debug; buildSettings = {
                    INFOPLIST_KEY_UIAppFonts = Base.ttf;
                }; };
                T1 = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = TL1; buildPhases = (); };
                TL1 = {isa = XCConfigurationList; buildConfigurations = (TD1, TR1); };
                TD1 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {
                    GENERATE_INFOPLIST_FILE = YES;
                    INFOPLIST_KEY_UIAppFonts = "$(inherited) \\"Fonts/Harbor Sans.ttf\\" Fonts/B.ttf";
                }; };
                TR1 = {isa = XCBuildConfiguration; name = Release; buildSettings = {
                    "INFOPLIST_KEY_UIAppFonts[sdk=iphoneos*]" = ("Fonts/C.ttf", "$(inherited)");
                }; };
                T2 = {isa = PBXNativeTarget; name = Widget; productType = "com.apple.product-type.app-extension"; buildConfigurationList = TL2; buildPhases = (); };
                TL2 = {isa = XCConfigurationList; buildConfigurations = (TD2); };
                TD2 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {GENERATE_INFOPLIST_FILE = YES; }; };
            };
            rootObject = P1;
        }

        """

    @Test func thePbxprojReaderCollectsEveryConfigurationsFontsWithTheLineOfTheFirstMention() throws {
        let folder = try Fixtures.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder.path + "/App.xcodeproj", withIntermediateDirectories: true)
        let file = folder.path + "/App.xcodeproj/project.pbxproj"
        try Data(Self.pbxproj.utf8).write(to: URL(fileURLWithPath: file))
        let (targets, notes) = try XcodeProjectReader.read(file: file, walkedFiles: [])
        #expect(notes.isEmpty)
        #expect(targets.map(\.name) == ["App", "Widget"])
        // Release has no project configuration of its name, so its `$(inherited)` adds nothing.
        #expect(targets[0].appFontsBuildSetting == AppFontsBuildSetting(
            fonts: ["Base.ttf", "Fonts/Harbor Sans.ttf", "Fonts/B.ttf", "Fonts/C.ttf"], file: file, line: 9))
        #expect(targets[1].appFontsBuildSetting == AppFontsBuildSetting(fonts: ["Base.ttf"], file: file, line: 9))
    }

    @Test func aProjectWithoutTheSettingHasNone() throws {
        let folder = try Fixtures.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder.path + "/App.xcodeproj", withIntermediateDirectories: true)
        let file = folder.path + "/App.xcodeproj/project.pbxproj"
        try Data(Self.pbxproj.replacingOccurrences(of: "INFOPLIST_KEY_UIAppFonts", with: "INFOPLIST_KEY_CFBundleDisplayName").utf8)
            .write(to: URL(fileURLWithPath: file))
        let (targets, _) = try XcodeProjectReader.read(file: file, walkedFiles: [])
        #expect(targets.map(\.appFontsBuildSetting) == [nil, nil])
    }

    @Test func xcodeGenSettingsInBaseAndConfigsAsAListOrOneString() throws {
        let folder = try Fixtures.temporaryDirectory()
        let spec = folder.path + "/project.yml"
        try Data("""
            name: App
            settings:
              INFOPLIST_KEY_UIAppFonts: Project.ttf
            targets:
              App:
                type: application
                platform: iOS
                settings:
                  base:
                    GENERATE_INFOPLIST_FILE: YES
                    INFOPLIST_KEY_UIAppFonts: [A.ttf, B.ttf]
                  configs:
                    Debug:
                      INFOPLIST_KEY_UIAppFonts: $(inherited) C.ttf
              Widget:
                type: app-extension
                platform: iOS

            """.utf8).write(to: URL(fileURLWithPath: spec))
        let scan = XcodeGenProjectReader.scan([spec], walkedFiles: [spec])
        #expect(scan.targets.map(\.target.name) == ["App", "Widget"])
        #expect(scan.targets[0].target.appFontsBuildSetting == AppFontsBuildSetting(fonts: ["A.ttf", "B.ttf", "C.ttf"], file: spec, line: 11))
        // A target without settings of its own takes the project's.
        #expect(scan.targets[1].target.appFontsBuildSetting == AppFontsBuildSetting(fonts: ["Project.ttf"], file: spec, line: 3))
    }

    @Test func aListIsSplitOnWhiteSpaceWithQuotesAndBackslashesKeepingSpaces() {
        #expect(AppFontsBuildSetting.entries(ofList: "  A.ttf\t\"B C.ttf\" D\\ E.ttf 'F.ttf'x  ") == ["A.ttf", "B C.ttf", "D E.ttf", "F.ttfx"])
        #expect(AppFontsBuildSetting.entries(ofList: "") == [])
        #expect(AppFontsBuildSetting.entries(ofList: "\"\" A.ttf") == ["", "A.ttf"])
    }
}
