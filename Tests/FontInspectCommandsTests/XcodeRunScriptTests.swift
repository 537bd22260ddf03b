import Foundation
import Testing

/// Examples/Xcode: the Run Script build phases, run with the environment Xcode gives them and a
/// stand-in fontinspect, as far as Linux allows.
@Suite(.disabled(if: RepositoryPath.installedToolShadowsTheFake,
                 "a fontinspect in /usr/local/bin or /opt/homebrew/bin would run instead of the stand-in"))
struct XcodeRunScriptTests {
    static let script = RepositoryPath.root + "/Examples/Xcode/fontinspect-run-script.sh"
    static let productScript = RepositoryPath.root + "/Examples/Xcode/fontinspect-built-product-run-script.sh"
    static let sampleApp = RepositoryPath.root + "/Examples/SampleApp"
    static let notInstalled = "warning: fontinspect not installed; install it with Homebrew, Mint or make install (see its docs/install.md)\n"

    @Test(arguments: [script, productScript])
    func parses(_ path: String) throws {
        #expect(try runBash(["-n", path], environment: [:], in: RepositoryPath.root) == (0, ""))
    }

    @Test(arguments: [script, productScript])
    func warnsAndSucceedsWhenTheToolIsMissing(_ path: String) throws {
        let home = try TemporaryFolder()
        let result = try runBash([path], environment: [
            "PATH": "/usr/bin:/bin", "HOME": home.path, "TARGET_NAME": "SampleApp", "SRCROOT": Self.sampleApp,
        ], in: home.path)
        #expect(result == (0, Self.notInstalled))
    }

    @Test func findsTheToolInMintsFolder() throws {
        let home = try FakeToolFolder()
        try FileManager.default.createDirectory(atPath: home.path + "/.mint", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: home.bin, toPath: home.path + "/.mint/bin")
        let result = try runBash([Self.script], environment: [
            "PATH": "/usr/bin:/bin", "HOME": home.path, "TARGET_NAME": "SampleApp", "SRCROOT": Self.sampleApp,
        ], in: home.path)
        #expect(result == (0, "fake fontinspect: lint --target SampleApp --format xcode \(Self.sampleApp)\n"))
    }

    @Test func lintsTheTargetAndStampsTheOutputFile() throws {
        let fake = try FakeToolFolder()
        let derived = fake.path + "/DerivedSources"
        let result = try runBash([Self.script], environment: [
            "PATH": fake.bin + ":/usr/bin:/bin", "HOME": fake.path, "TARGET_NAME": "SampleApp",
            "SRCROOT": Self.sampleApp, "DERIVED_FILE_DIR": derived,
        ], in: fake.path)
        #expect(result == (0, "fake fontinspect: lint --target SampleApp --format xcode \(Self.sampleApp)\n"))
        #expect(FileManager.default.fileExists(atPath: derived + "/fontinspect.stamp"))
    }

    @Test func findingsFailTheBuildAndLeaveNoStamp() throws {
        let fake = try FakeToolFolder()
        let derived = fake.path + "/DerivedSources"
        let result = try runBash([Self.script], environment: [
            "PATH": fake.bin + ":/usr/bin:/bin", "HOME": fake.path, "TARGET_NAME": "My App",
            "SRCROOT": "/Users/me/My App", "DERIVED_FILE_DIR": derived, "FAKE_STATUS": "1",
        ], in: fake.path)
        #expect(result == (1, "fake fontinspect: lint --target My App --format xcode /Users/me/My App\n"))
        #expect(!FileManager.default.fileExists(atPath: derived + "/fontinspect.stamp"))
    }

    @Test func outsideXcodeItSaysWhatIsMissing() throws {
        let fake = try FakeToolFolder()
        let result = try runBash([Self.script], environment: ["PATH": fake.bin + ":/usr/bin:/bin", "HOME": fake.path], in: fake.path)
        #expect(result == (1, "error: SRCROOT and TARGET_NAME are not set: run this script from an Xcode Run Script build phase\n"))
    }

    @Test func builtProductVariantLintsTheApp() throws {
        let fake = try FakeToolFolder()
        let result = try runBash([Self.productScript], environment: [
            "PATH": fake.bin + ":/usr/bin:/bin", "HOME": fake.path, "TARGET_BUILD_DIR": "/Build/Products/Debug-iphonesimulator",
            "WRAPPER_NAME": "SampleApp.app", "FAKE_STATUS": "1",
        ], in: fake.path)
        #expect(result == (1, "fake fontinspect: lint --format xcode /Build/Products/Debug-iphonesimulator/SampleApp.app\n"))
    }

    /// The input list names every file lint reads in the sample app, so that Xcode reruns the phase when one changes.
    @Test func inputFileListNamesEveryFileTheSampleAppLints() throws {
        let list = try String(contentsOfFile: RepositoryPath.root + "/Examples/Xcode/fontinspect-input-files.xcfilelist", encoding: .utf8)
        let listed = Set(list.split(separator: "\n").map { String($0.dropFirst("$(SRCROOT)/".count)) })
        let kinds: Set<String> = ["ttf", "otf", "plist", "swift", "m", "storyboard", "xib", "strings", "pbxproj"]
        let enumerator = try #require(FileManager.default.enumerator(atPath: Self.sampleApp))
        let lintable = Set(enumerator.compactMap { $0 as? String }.filter { kinds.contains(URL(fileURLWithPath: $0).pathExtension) })
        #expect(listed == lintable)
        #expect(lintable.count == 16)
        #expect(try String(contentsOfFile: RepositoryPath.root + "/Examples/Xcode/fontinspect-output-files.xcfilelist", encoding: .utf8)
            == "$(DERIVED_FILE_DIR)/fontinspect.stamp\n")
    }
}
