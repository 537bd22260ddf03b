import Foundation
import Testing
@testable import FontInspectCommands
@testable import FontInspector

/// `lint` only reads the folder it is pointed at: no cache, no report, no touched file appears under it,
/// whatever the format.
@Suite struct LintWritesNothingTests {
    /// Every file and folder under `root` with its size and modification time.
    static func snapshot(_ root: String) throws -> [String: String] {
        var entries: [String: String] = [:]
        let manager = FileManager.default
        for path in try manager.subpathsOfDirectory(atPath: root) {
            let attributes = try manager.attributesOfItem(atPath: root + "/" + path)
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
            entries[path] = "\(attributes[.size] ?? "?") \(modified)"
        }
        return entries
    }

    @Test func lintingTheBrokenSampleWritesNothingUnderIt() throws {
        let folder = try TemporaryFolder()
        let app = folder.path + "/BrokenSampleApp"
        try FileManager.default.copyItem(atPath: LintCommandTests.examples + "/BrokenSampleApp", toPath: app)
        let before = try Self.snapshot(app)
        #expect(before.count > 20)

        let result = try LintRunner.run(LintOptions(root: app))
        #expect(result.count(.error) > 0)
        for format in ["text", "sarif", "json", "github", "xcode"] {
            #expect(runTool("lint", app, "--format", format).status == 1)
        }
        #expect(try Self.snapshot(app) == before)
    }
}
