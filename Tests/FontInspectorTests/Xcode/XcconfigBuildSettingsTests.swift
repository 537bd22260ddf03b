import Foundation
import Testing
@testable import FontInspector
import TestSupport

/// Build settings from the `.xcconfig` files a project's configurations are based on (`baseConfigurationReference`):
/// layered as Xcode layers them (target over its file over project over its file), `$(inherited)`, `#include`
/// from the including file's folder, `#include?`, cycles and missing files.
@Suite struct XcconfigBuildSettingsTests {
    /// A project whose configuration is based on `Config/Project.xcconfig`; target App's on `Config/App.xcconfig`,
    /// target Widget's on `Config/Widget.xcconfig` and target Tool's on a file that is not there. `extra` goes into
    /// the App target's own settings.
    static func pbxproj(appOwnSettings extra: String = "") -> String {
        """
        // !$*UTF8*$!
        {
            objectVersion = 77;
            objects = {
                P1 = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G; targets = (T1, T2, T3); };
                G = {isa = PBXGroup; children = (C); sourceTree = "<group>"; };
                C = {isa = PBXGroup; children = (FP, FA, FW, FM); path = Config; sourceTree = "<group>"; };
                FP = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Project.xcconfig; sourceTree = "<group>"; };
                FA = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = App.xcconfig; sourceTree = "<group>"; };
                FW = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Widget.xcconfig; sourceTree = "<group>"; };
                FM = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Missing.xcconfig; sourceTree = "<group>"; };
                PL = {isa = XCConfigurationList; buildConfigurations = (PD); };
                PD = {isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = FP; buildSettings = {
                    IBC_COMPILER_AUTO_ACTIVATE_CUSTOM_FONTS = YES;
                }; };
                T1 = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = TL1; buildPhases = (); };
                TL1 = {isa = XCConfigurationList; buildConfigurations = (TD1); };
                TD1 = {isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = FA; buildSettings = {\(extra)}; };
                T2 = {isa = PBXNativeTarget; name = Widget; productType = "com.apple.product-type.app-extension"; buildConfigurationList = TL2; buildPhases = (); };
                TL2 = {isa = XCConfigurationList; buildConfigurations = (TD2); };
                TD2 = {isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = FW; buildSettings = {}; };
                T3 = {isa = PBXNativeTarget; name = Tool; productType = "com.apple.product-type.application"; buildConfigurationList = TL3; buildPhases = (); };
                TL3 = {isa = XCConfigurationList; buildConfigurations = (TD3); };
                TD3 = {isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = FM; buildSettings = {}; };
            };
            rootObject = P1;
        }

        """
    }

    /// The project's file sets the platform and turns the xib compiler's activation off, which the project's own
    /// settings turn on again; App's file includes a shared file one folder up (a relative include) and sets its
    /// Info.plist, its storyboard activation off and a `UIAppFonts` build setting; Widget's file includes a file
    /// that includes it back, and an optional file that is not there.
    static let files = [
        "Config/Project.xcconfig": """
            // Shared by every target.
            SDKROOT = iphoneos
            IBC_COMPILER_AUTO_ACTIVATE_CUSTOM_FONTS = NO
            """,
        "Config/App.xcconfig": """
            #include "../Shared/Base.xcconfig"
            INFOPLIST_FILE = $(APP_FOLDER)/Info.plist;  // a trailing semicolon is ignored
            IBSC_COMPILER_AUTO_ACTIVATE_CUSTOM_FONTS = NO
            INFOPLIST_KEY_UIAppFonts = $(inherited) Fonts/Harbor.ttf
            """,
        "Shared/Base.xcconfig": """
            APP_FOLDER = Sources/App
            INFOPLIST_KEY_UIAppFonts = Fonts/Base.ttf
            """,
        "Config/Widget.xcconfig": """
            #include "Loop.xcconfig"
            #include? "Optional.xcconfig"
            INFOPLIST_FILE = Widget/Info.plist
            """,
        "Config/Loop.xcconfig": """
            #include "Widget.xcconfig"
            SDKROOT[sdk=macosx*] = macosx
            SDKROOT = macosx
            """,
    ]

    func read(appOwnSettings extra: String = "") throws -> (targets: [XcodeTarget], notes: [InputProblem], folder: String) {
        let folder = try Fixtures.temporaryDirectory().path
        for (path, text) in Self.files.merging(["App.xcodeproj/project.pbxproj": Self.pbxproj(appOwnSettings: extra)], uniquingKeysWith: { $1 }) {
            try FileManager.default.createDirectory(atPath: folder + "/" + PathName.parent(of: path), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + path))
        }
        let (targets, notes) = try XcodeProjectReader.read(file: folder + "/App.xcodeproj/project.pbxproj", walkedFiles: [])
        func relative(_ text: String) -> String { text.replacingOccurrences(of: folder + "/", with: "") }
        return (targets, notes.map { InputProblem(message: relative($0.message), file: relative($0.file)) }, folder)
    }

    @Test func theTargetsFileSetsItsInfoPlistThroughAVariableOfAnIncludedFile() throws {
        let (targets, _, folder) = try read()
        #expect(targets.map(\.name) == ["App", "Widget", "Tool"])
        #expect(targets[0].infoPlists == [folder + "/Sources/App/Info.plist"])
        #expect(targets[1].infoPlists == [folder + "/Widget/Info.plist"])
        #expect(targets[2].infoPlists == [])
    }

    @Test func customFontsActivationTurnedOffInAFileAndBackOnInTheProjectsOwnSettings() throws {
        let (targets, _, _) = try read()
        // App's file turns storyboards off; the project's file turns xibs off, but the project's own YES is above it.
        #expect(targets[0].customFontsActivation == .xibs)
        #expect(targets[1].customFontsActivation == .all)
        // The target's own settings are above its file.
        let (overridden, _, _) = try read(appOwnSettings: "IBSC_COMPILER_AUTO_ACTIVATE_CUSTOM_FONTS = YES;")
        #expect(overridden[0].customFontsActivation == .all)
    }

    @Test func platformFromTheProjectsFileUnlessTheTargetsFileSaysOtherwise() throws {
        let (targets, _, _) = try read()
        // Widget's included Loop.xcconfig sets macosx over the project's iphoneos; Tool's file is missing.
        #expect(targets.map(\.platform) == [.iOS, .macOS, .iOS])
    }

    @Test func appFontsSettingFromAFileNamesThatFileAndLineAndInheritsTheIncludedValue() throws {
        let (targets, _, folder) = try read()
        #expect(targets[0].appFontsBuildSetting == AppFontsBuildSetting(
            fonts: ["Fonts/Base.ttf", "Fonts/Harbor.ttf"], file: folder + "/Config/App.xcconfig", line: 4))
        #expect(targets[1].appFontsBuildSetting == nil)
        // Set in the target's own settings, the pbxproj is the setting's file, and its `$(inherited)` is the file's value.
        let (own, _, ownFolder) = try read(appOwnSettings: "INFOPLIST_KEY_UIAppFonts = \"$(inherited) Fonts/Own.ttf\";")
        #expect(own[0].appFontsBuildSetting?.fonts == ["Fonts/Base.ttf", "Fonts/Harbor.ttf", "Fonts/Own.ttf"])
        #expect(own[0].appFontsBuildSetting?.file == ownFolder + "/App.xcodeproj/project.pbxproj")
    }

    @Test func anIncludeCycleAndAMissingFileAreOneNoteEachAndAMissingOptionalIncludeNone() throws {
        let (_, notes, _) = try read()
        #expect(notes == [
            InputProblem(message: "build configuration file includes itself (through Config/Loop.xcconfig); the include is not followed", file: "Config/Widget.xcconfig"),
            InputProblem(message: "build configuration file not read: no such file or directory", file: "Config/Missing.xcconfig"),
        ])
    }

    @Test func theMissingFilesOfAnUncommittedPodsFolderAreOneNote() throws {
        let folder = try Fixtures.temporaryDirectory().path
        var reader = XcconfigReader()
        for configuration in ["debug", "release"] {
            #expect(reader.assignments(of: folder + "/Pods/Target Support Files/Pods-App/Pods-App.\(configuration).xcconfig") == [])
        }
        #expect(reader.notes == [InputProblem(
            message: "not there: 2 build configuration files that `pod install` writes (Pods/ is not committed); the pods' settings are not read",
            file: folder + "/Pods/Target Support Files")])
    }

    @Test func linesThatDoubleAValueStopCopyingAtTheBudget() {
        var settings = LayeredBuildSettings()
        let doubling = (1...64).map { BuildSettingAssignment(name: "A", value: "$(inherited) $(inherited)", file: "A.xcconfig", line: $0) }
        settings.apply([BuildSettingAssignment(name: "A", value: "x", file: "A.xcconfig", line: 0)] + doubling)
        // 2^64 copies of x without the budget; with it, the first doubling past the budget inherits nothing.
        #expect(settings.values["A"] == "")
        settings.apply([BuildSettingAssignment(name: "B", value: "y", file: "A.xcconfig", line: 1),
                        BuildSettingAssignment(name: "B", value: "$(inherited) z", file: "A.xcconfig", line: 2)])
        // What is left of the budget still serves a small inheritance.
        #expect(settings.values["B"] == "y z")
    }

    @Test func theFileFormat() {
        let file = XcconfigFile(text: """
            // comment
            #include? "Optional.xcconfig"
              #include "a b.xcconfig" // why
            OTHER_LDFLAGS = -ObjC ; 
            SDKROOT [sdk = iphoneos*] = iphoneos
            URL = https://example.com
            1BAD = x
            not an assignment
            EMPTY =
            """)
        #expect(file.entries == [
            .include(path: "Optional.xcconfig", optional: true, line: 2),
            .include(path: "a b.xcconfig", optional: false, line: 3),
            .assignment(name: "OTHER_LDFLAGS", value: "-ObjC", line: 4),
            .assignment(name: "SDKROOT[sdk=iphoneos*]", value: "iphoneos", line: 5),
            // `//` starts a comment even in a value, as in Xcode.
            .assignment(name: "URL", value: "https:", line: 6),
            .assignment(name: "EMPTY", value: "", line: 9),
        ])
    }

    @Test func inheritedWithinAFileAndAcrossLevels() {
        var settings = LayeredBuildSettings()
        settings.apply([
            BuildSettingAssignment(name: "FLAGS", value: "-a", file: "P.xcconfig", line: 1),
            BuildSettingAssignment(name: "FLAGS", value: "$(inherited) -b", file: "P.xcconfig", line: 2),
        ])
        settings.apply(own: ["FLAGS": "${inherited} -c", "FLAGS[sdk=macosx*]": "$(inherited) -m"], file: "project.pbxproj")
        #expect(settings.values == ["FLAGS": "-a -b -c", "FLAGS[sdk=macosx*]": "-a -b -m"])
        #expect(settings.origins["FLAGS"] == BuildSettingOrigin(file: "project.pbxproj", line: nil))
    }
}
