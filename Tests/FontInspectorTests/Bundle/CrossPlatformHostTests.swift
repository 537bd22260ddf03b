import Foundation
import Testing
@testable import FontInspector
import TestSupport

/// Which walked files make a repository a cross-platform host (D281), and which manifest speaks for it.
@Suite struct CrossPlatformHostTests {
    /// Writes `files` (path → text) into a fresh folder; returns it and the walk's paths of them.
    func write(_ files: [String: String]) throws -> (TemporaryDirectory, [String]) {
        let folder = try Fixtures.temporaryDirectory()
        for (path, text) in files {
            let full = folder.path + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        return (folder, files.keys.sorted().map { folder.path + "/" + $0 })
    }

    @Test func reactNativeInDependenciesOrDevDependencies() throws {
        for key in ["dependencies", "devDependencies"] {
            let (folder, walked) = try write(["package.json": #"{"name": "harbor", "\#(key)": {"react": "18.2.0", "react-native": "0.74.0"}}"#])
            #expect(CrossPlatformHost.find(otherFiles: walked, fontFiles: []) == CrossPlatformHost(kind: .reactNative, manifest: folder.path + "/package.json"))
        }
    }

    @Test func aPackageJSONWithoutReactNativeOrUnreadableIsNoHost() throws {
        let (_, plain) = try write(["package.json": #"{"name": "site", "dependencies": {"react": "18.2.0"}}"#])
        #expect(CrossPlatformHost.find(otherFiles: plain, fontFiles: []) == nil)
        let (_, broken) = try write(["package.json": #"{"dependencies": {"react-native": "#, "pubspec.yaml": "flutter: [unclosed\n"])
        #expect(CrossPlatformHost.find(otherFiles: broken, fontFiles: []) == nil)
    }

    @Test func capacitorByItsConfigurationFile() throws {
        let (folder, walked) = try write(["capacitor.config.ts": "export default { appId: 'harbor' };\n", "ios/App/App/AppDelegate.swift": ""])
        #expect(CrossPlatformHost.find(otherFiles: walked, fontFiles: []) == CrossPlatformHost(kind: .capacitor, manifest: folder.path + "/capacitor.config.ts"))
    }

    /// Hacki's layout: the app's pubspec at the root, its own packages' below; the root's speaks, with its fonts.
    @Test func theManifestNearestThePathWins() throws {
        let (folder, walked) = try write([
            "components/share/pubspec.yaml": "name: share\nflutter:\n  plugin: {}\n",
            "pubspec.yaml": "name: app\nflutter:\n  fonts:\n    - family: A\n      fonts:\n        - asset: a.ttf\n        - asset: a.ttf\n    - family: B\n      fonts:\n        - asset: b.ttf\n",
        ])
        #expect(CrossPlatformHost.find(otherFiles: walked, fontFiles: []) == CrossPlatformHost(kind: .flutter, manifest: folder.path + "/pubspec.yaml", fontCount: 2))
    }

    @Test func aGradleBuildWithoutComposeResourcesIsNoHost() throws {
        let (_, walked) = try write(["settings.gradle.kts": "include(\":app\")\n", "app/src/main/res/font/a.ttf": ""])
        #expect(CrossPlatformHost.find(otherFiles: walked, fontFiles: []) == nil)
    }
}
