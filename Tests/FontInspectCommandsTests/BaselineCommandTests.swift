import Foundation
import Testing
@testable import FontInspector

/// `lint --write-baseline` and `--baseline` end to end: the broken sample app's findings written, then none
/// reported; unreadable and unwritable baselines are one `Error:` line naming the file, exit 2.
@Suite struct BaselineCommandTests {
    let broken = URL(fileURLWithPath: TestFontsPath.root).deletingLastPathComponent().path + "/Examples/BrokenSampleApp"

    @Test func writeThenLintAgainstIt() throws {
        let folder = try TemporaryFolder()
        let file = folder.path + "/baseline.json"
        let written = runTool("lint", broken, "--write-baseline", file)
        #expect(written.status == 1)
        #expect(written.errors == "Note: \(file): wrote a baseline of 51 findings\n")
        #expect(written.output.hasSuffix("\n21 errors, 26 warnings, 4 infos (17 font files, 2 Info.plists, 2 style maps, 2 source files, 1 Interface Builder file, target BrokenApp)\n"))
        let checked = runTool("lint", broken, "--baseline", file)
        #expect(checked.status == 0)
        #expect(checked.output == "0 errors, 0 warnings, 0 infos (17 font files, 2 Info.plists, 2 style maps, 2 source files, 1 Interface Builder file, target BrokenApp); not reported: 51 in the baseline\n")
        let json = runTool("lint", broken, "--baseline", file, "--format", "json")
        let summary = try #require((try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])?["summary"] as? [String: Any])
        #expect(summary["baselined"] as? Int == 51)
        #expect(summary["suppressed"] as? Int == 0)
        // Paths in the file are relative to PATH, so a checkout elsewhere matches too.
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("\"file\": \"BrokenApp/FeedView.swift\""))
        #expect(!text.contains("\"file\": \"\(broken)"))
    }

    @Test func unreadableOrUnwritableBaselines() throws {
        let folder = try TemporaryFolder()
        let missing = folder.path + "/none.json"
        let unreadable = runTool("lint", broken, "--baseline", missing)
        #expect(unreadable.status == 2)
        #expect(unreadable.output == "")
        #expect(unreadable.errors == "Error: \(missing): cannot read the baseline: no such file or directory\n")
        try Data("{}".utf8).write(to: URL(fileURLWithPath: folder.path + "/empty.json"))
        let wrongShape = runTool("lint", broken, "--baseline", folder.path + "/empty.json")
        #expect(wrongShape.status == 2)
        #expect(wrongShape.errors == "Error: \(folder.path)/empty.json: not a fontinspect baseline (no \"version\"); write one with 'fontinspect lint --write-baseline \(folder.path)/empty.json'\n")
        let unwritable = runTool("lint", broken, "--write-baseline", folder.path + "/no/such/folder/b.json")
        #expect(unwritable.status == 2)
        #expect(unwritable.errors.hasPrefix("Error: \(folder.path)/no/such/folder/b.json: cannot write the baseline: "))
        #expect(unwritable.errors.split(separator: "\n").count == 1)
    }
}
