import Foundation
import Testing
@testable import FontInspectCommands
import FontInspector
import TestSupport

@Suite struct DiffCommandTests {
    static let old = TestFontsPath.root + "/Generated/Diff/Old"
    static let new = TestFontsPath.root + "/Generated/Diff/New"
    static let app = Fixtures.repositoryRoot + "/Tests/Fixtures/DiffApp"

    @Test func exitCodes() {
        #expect(runTool("diff", Self.old, Self.new).status == 0)
        let strict = runTool("diff", Self.old, Self.new, "--strict")
        #expect(strict.status == 1)
        #expect(strict.output.hasSuffix("\n7 changed, 1 removed, 1 added, 0 unchanged; 0 errors, 4 warnings — fails --strict: a face removed or renamed, or characters lost\n"))
        #expect(runTool("diff", Self.old, Self.new, "--app", Self.app).status == 1)
        // Nothing changes between a folder and itself, even with --strict.
        #expect(runTool("diff", Self.old, Self.old, "--strict").status == 0)
        let missing = runTool("diff", Self.old, "/nonexistent/New")
        #expect(missing.status == 2)
        #expect(missing.errors == "Error: /nonexistent/New: no such file or directory\n")
        #expect(missing.output == "")
        #expect(runTool("diff", Self.old).status == 64)
        let empty = runTool("diff", Self.app + "/Sources", Self.app + "/Base.lproj")
        #expect(empty.status == 2)
        #expect(empty.errors == "Error: \(Self.app)/Sources, \(Self.app)/Base.lproj: no font files to compare\n")
    }

    @Test func textNamesEachPairingAndChange() {
        let result = runTool("diff", Self.old + "/DiffSans-Medium.ttf", Self.new + "/DiffSansMedium.ttf")
        #expect(result.status == 0)
        #expect(result.errors == "")
        #expect(result.output == """
            OLD \(Self.old)/DiffSans-Medium.ttf: 1 font file, 1 face
            NEW \(Self.new)/DiffSansMedium.ttf: 1 font file, 1 face

            Changed (1)
              DiffSans-Medium → DiffSansMedium (paired by family and style)
                PostScript name  DiffSans-Medium → DiffSansMedium

            1 changed, 0 removed, 0 added, 0 unchanged; 0 errors, 1 warning

            """)
    }

    @Test func xcodeFormatPutsTheBrokenReferencesOnTheirLines() {
        let result = runTool("diff", Self.old, Self.new, "--app", Self.app, "--format", "xcode")
        let app = Self.app
        let lines = result.output.split(separator: "\n").filter { $0.hasPrefix(app) }
        #expect(lines.contains("\(app)/Sources/AppFonts.swift:6:39: error: UIFont(name:size:) \"DiffSans-Light\" loads DiffSans-Light in OLD; no NEW face answers to it; that face is now named \"DiffSansText-Light\" [diff-reference-breaks]"))
        #expect(lines.contains("\(app)/Base.lproj/Main.storyboard:9:104: error: fontDescription \"DiffSans-Medium\" loads DiffSans-Medium in OLD; no NEW face answers to it; that face is now named \"DiffSansMedium\" [diff-reference-breaks]"))
        #expect(lines.count == 8)
    }

    @Test func jsonCarriesPairsAndSummary() throws {
        let result = runTool("diff", Self.old, Self.new, "--format", "json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["changed"] as? Int == 7)
        #expect(summary["removed"] as? Int == 1)
        #expect(summary["added"] as? Int == 1)
        #expect(summary["breaks"] as? Bool == false)
        let pairs = try #require(object["pairs"] as? [[String: Any]])
        let regular = try #require(pairs.first { ($0["old"] as? [String: Any])?["postScriptName"] as? String == "DiffSans-Regular" })
        let coverage = try #require(regular["coverage"] as? [String: Any])
        #expect(coverage["lost"] as? [String] == ["U+0142", "U+20AC"])
        let metrics = try #require(regular["verticalMetrics"] as? [String: Any])
        let height = try #require(metrics["lineHeightAt17pt"] as? [String: Any])
        #expect(height["changePercent"] as? Double == -4.2)
    }

    @Test func markdownHeadlineSaysWhatBreaks() {
        let result = runTool("diff", Self.old, Self.new, "--app", Self.app, "--format", "markdown")
        #expect(result.output.hasPrefix("### fontinspect diff: 6 problems break the app\n"))
        #expect(result.output.contains("| ❌ | `\(Self.app)/Sources/AppFonts.swift:7` | UIFont(name:size:) \"DiffGone-Regular\" loads DiffGone-Regular in OLD; no NEW face answers to it; that face was removed |"))
        #expect(result.output.contains("| line height at 17 pt | 20.4 pt | 19.55 pt (-4.2%) |"))
    }

    /// docs/diff.md shows the comment as it renders; the copy between its markers must be what the tool prints.
    @Test func theDocsShowTheMarkdownTheToolPrints() throws {
        let root = Fixtures.repositoryRoot
        let page = try String(contentsOfFile: root + "/docs/diff.md", encoding: .utf8)
        let start = try #require(page.range(of: "<!-- diff-markdown-start -->\n")), end = try #require(page.range(of: "<!-- diff-markdown-end -->"))
        let shown = String(page[start.upperBound..<end.lowerBound])
        let printed = runTool("diff", Self.old, Self.new, "--app", Self.app, "--format", "markdown").output
        #expect(shown == printed.replacingOccurrences(of: root + "/", with: ""))
    }

    /// A repository whose `Fonts/` holds the OLD fixtures at HEAD and the NEW ones in the work tree.
    static func repositoryWithUpdatedFonts() throws -> TemporaryDirectory {
        let repository = try Fixtures.temporaryDirectory()
        func git(_ arguments: String...) throws {
            _ = try Fixtures.output(of: ["git", "-C", repository.path, "-c", "user.name=test", "-c", "user.email=test@example.com"] + arguments)
        }
        try git("init", "-q")
        for file in try FileManager.default.contentsOfDirectory(atPath: Self.old) {
            try repository.copy("Generated/Diff/Old/" + file, as: "Fonts/" + file)
        }
        try git("add", ".")
        try git("commit", "-q", "-m", "old fonts")
        try FileManager.default.removeItem(atPath: repository.path + "/Fonts")
        for file in try FileManager.default.contentsOfDirectory(atPath: Self.new) {
            try repository.copy("Generated/Diff/New/" + file, as: "Fonts/" + file)
        }
        return repository
    }

    @Test func gitRevisionReadsTheOldFontsWithoutACheckout() throws {
        let repository = try Self.repositoryWithUpdatedFonts()
        let fonts = repository.path + "/Fonts"
        let result = runTool("diff", "--git", "HEAD", fonts, "--format", "json")
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let removed = try #require(object["removed"] as? [[String: Any]])
        #expect(removed.map { $0["file"] as? String } == ["HEAD:Fonts/DiffGone-Regular.ttf"])
        #expect((object["summary"] as? [String: Any])?["changed"] as? Int == 7)
        // The work tree is untouched: NEW's files only.
        #expect(try FileManager.default.contentsOfDirectory(atPath: fonts).sorted() == (try FileManager.default.contentsOfDirectory(atPath: Self.new)).sorted())

        let unknown = runTool("diff", "--git", "no-such-rev", fonts)
        #expect(unknown.status == 2)
        #expect(unknown.errors == "Error: no-such-rev: unknown git revision (in \(fonts))\n")
        let outside = try Fixtures.temporaryDirectory()
        let notRepository = runTool("diff", "--git", "HEAD", outside.path)
        #expect(notRepository.status == 2)
        #expect(notRepository.errors == "Error: \(outside.path): not inside a git repository\n")
    }

    /// OLD is named as git names it, `REV:path` from the repository's top level, in every format; a relative PATH
    /// works too (git runs in PATH's folder, not in that folder again).
    @Test func gitRevisionLabelsOldAsGitShowsIt() throws {
        let repository = try Self.repositoryWithUpdatedFonts()
        let fonts = repository.path + "/Fonts"
        let text = runTool("diff", "--git", "HEAD", fonts)
        #expect(text.output.hasPrefix("OLD HEAD:Fonts: 8 font files, 8 faces\nNEW \(fonts): 6 font files, 8 faces\n"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(runTool("diff", "--git", "HEAD", fonts, "--format", "json").output.utf8)) as? [String: Any])
        #expect((json["old"] as? [String: Any])?["path"] as? String == "HEAD:Fonts")
        #expect((json["new"] as? [String: Any])?["path"] as? String == fonts)
        #expect(runTool("diff", "--git", "HEAD", fonts, "--format", "markdown").output.contains("**OLD** `HEAD:Fonts` · **NEW** `\(fonts)`"))
        // Where a removed face was: GitHub's and SARIF's escaping of the colon.
        #expect(runTool("diff", "--git", "HEAD", fonts, "--format", "github").output.contains("::warning file=HEAD%3AFonts/DiffGone-Regular.ttf,title=diff-face-removed::"))
        #expect(runTool("diff", "--git", "HEAD", fonts, "--format", "sarif").output.contains(#""uri": "HEAD%3AFonts/DiffGone-Regular.ttf""#))
        // One file: its own path from the top; the same folder by a relative path.
        let file = runTool("diff", "--git", "HEAD", fonts + "/DiffSans-Regular.ttf")
        #expect(file.output.hasPrefix("OLD HEAD:Fonts/DiffSans-Regular.ttf: 1 font file, 1 face\n"))
        let cwd = FileManager.default.currentDirectoryPath
        let relative = String(repeating: "../", count: cwd.split(separator: "/").count) + fonts.dropFirst()
        let byRelativePath = runTool("diff", "--git", "HEAD", relative)
        #expect(byRelativePath.errors == "")
        #expect(byRelativePath.output.hasPrefix("OLD HEAD:Fonts: 8 font files, 8 faces\nNEW \(relative): 6 font files, 8 faces\n"))
    }
}
