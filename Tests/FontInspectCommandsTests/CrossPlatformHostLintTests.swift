import Foundation
import Testing
import FontInspector
@testable import FontInspectCommands

/// A Flutter or Compose Multiplatform app whose iOS targets ship no font: lint read the targets, found nothing
/// native that can fail: still "nothing to check" (exit 2, issue 12 point 13), but the line says why (D281).
@Suite struct CrossPlatformHostLintTests {
    static let font = TestFontsPath.root + "/Generated/Static/FixtureSans-Bold.ttf"

    /// `files` (path → text) and, for each path of `fonts`, a copy of a generated font, in a fresh folder.
    func tree(_ files: [String: String], fonts: [String] = []) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for (path, text) in files {
            let full = folder.path + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        for path in fonts {
            let full = folder.path + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: Self.font, toPath: full)
        }
        return folder
    }

    /// ios/Runner.xcodeproj with Flutter's Runner target, compiling its AppDelegate and copying no font.
    static var runnerProject: String {
        let project = RuleExample.File.xcodeProject(
            [RuleExample.Target("Runner", infoPlist: "Runner/Info.plist", sources: ["Runner/AppDelegate.swift"])],
            at: "ios/Runner.xcodeproj/project.pbxproj")
        guard case .text(let text) = project.content else { return "" }
        return text
    }

    static let pubspec = """
        name: harbor
        dependencies:
          flutter:
            sdk: flutter
        flutter:
          fonts:
            - family: Harbor
              fonts:
                - asset: assets/fonts/Harbor-Regular.ttf
                - asset: assets/fonts/Harbor-Bold.ttf
                  weight: 700

        """

    @Test func aFlutterHostWithNoNativeFontSaysWhyThereIsNothingToCheck() throws {
        let folder = try tree([
            "pubspec.yaml": Self.pubspec, "ios/Runner.xcodeproj/project.pbxproj": Self.runnerProject,
            "ios/Runner/AppDelegate.swift": "import Flutter\nclass AppDelegate: FlutterAppDelegate {}\n",
        ], fonts: ["assets/fonts/Harbor-Regular.ttf", "assets/fonts/Harbor-Bold.ttf"])
        let result = runTool("lint", folder.path)
        #expect(result.status == 2)
        #expect(result.output == "0 errors, 0 warnings, 0 infos (0 font files, 0 Info.plists, 0 style maps, 1 source file, target Runner)\n")
        #expect(result.errors.hasSuffix("""
            Error: \(folder.path): target "Runner" ships no font file and names none; this Flutter app's fonts \
            (pubspec.yaml, 2 font files) are bundled by Flutter and drawn by its engine, not registered through UIAppFonts: \
            nothing for lint to check (--allow-empty accepts this)

            """))
        #expect(runTool("lint", folder.path, "--allow-empty").status == 0)
    }

    /// Without an Xcode project lint read nothing of an iOS app: still "nothing to check", exit 2, with the reason.
    @Test func aFlutterPackageWithoutAnXcodeProjectStillHasNothingToCheck() throws {
        let folder = try tree(["pubspec.yaml": Self.pubspec])
        let result = runTool("lint", folder.path)
        #expect(result.status == 2)
        #expect(result.errors == """
            Error: \(folder.path): nothing to check: no font file, no Info.plist that declares fonts, no style map and no font \
            name in code or Interface Builder files; this Flutter app's fonts (pubspec.yaml, 2 font files) are bundled by \
            Flutter and drawn by its engine, not registered through UIAppFonts (--allow-empty accepts this)

            """)
        #expect(runTool("lint", folder.path, "--allow-empty").status == 0)
    }

    @Test func aComposeMultiplatformHostNamesItsResourcesFolder() throws {
        let folder = try tree([
            "settings.gradle.kts": "rootProject.name = \"harbor\"\ninclude(\":shared\")\n",
            "iosApp/iosApp.xcodeproj/project.pbxproj": Self.runnerProject.replacingOccurrences(of: "\"Runner\"", with: "\"iosApp\""),
        ], fonts: ["shared/src/commonMain/composeResources/font/harbor_bold.ttf"])
        let result = runTool("lint", folder.path)
        #expect(result.status == 2)
        #expect(result.errors.hasSuffix("""
            Error: \(folder.path): target "iosApp" ships no font file and names none; this Compose Multiplatform app's fonts \
            (shared/src/commonMain/composeResources, 1 font file) are Compose resources drawn by its own renderer, not \
            registered through UIAppFonts: nothing for lint to check (--allow-empty accepts this)

            """))
    }

    /// A pubspec without Flutter (a plain Dart package) is no host: the plain "nothing to check".
    @Test func aDartPackageIsNoHost() throws {
        let folder = try tree(["pubspec.yaml": "name: tool\ndependencies:\n  args: ^2.0.0\n"])
        let result = runTool("lint", folder.path)
        #expect(result.status == 2)
        #expect(result.errors.hasSuffix("Interface Builder files (--allow-empty accepts this)\n"))
    }
}
