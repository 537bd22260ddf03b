import Foundation
import Testing
import TestSupport

/// Every `$ fontinspect …` example of README.md and docs/*.md, run from the repository's root with the built binary,
/// must print what the page shows, so the docs cannot drift from the tool (issue 13). After a change of output, run
/// `scripts/update-doc-examples` and read the diff.
@Suite struct DocExampleTests {
    static let root = Fixtures.repositoryRoot

    static let pages: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: root + "/docs")) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    static let parsed = pages.map { page in
        DocExample.parse((try? String(contentsOfFile: root + "/" + page, encoding: .utf8)) ?? "", file: page)
    }

    static let examples: [DocExample] = parsed.flatMap(\.examples)

    /// The binary `swift test` built beside the test bundle.
    static let binary: String = {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return bundle.appendingPathComponent("fontinspect").path
    }()

    @Test func theDocsHaveExamplesAndEveryCommandInThemIsChecked() {
        #expect(Self.examples.count >= 10, "found \(Self.examples.count) examples in \(Self.pages)")
        let others = Self.parsed.flatMap(\.otherCommands)
        #expect(others.isEmpty, "commands the doc test cannot run; mark their block <!-- not-tested: reason -->: \(others)")
    }

    @Test(arguments: examples)
    func exampleOutputIsWhatTheToolPrints(_ example: DocExample) throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary), "no fontinspect binary at \(Self.binary)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary)
        process.arguments = example.arguments
        process.currentDirectoryURL = URL(fileURLWithPath: Self.root)
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both pipes before waiting, so that a long output cannot fill a pipe and block the tool.
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var lines = (String(decoding: out, as: UTF8.self) + String(decoding: err, as: UTF8.self))
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let matches = example.matches(lines)
        #expect(matches, """
            \(example) prints other lines than the page shows; run scripts/update-doc-examples.
            shown (first 40 lines):
            \(example.expected.prefix(40).joined(separator: "\n"))
            printed (first 40 lines):
            \(lines.prefix(40).joined(separator: "\n"))
            """)
    }

    @Test func wildcardLinesMatchAnyRunOfLines() {
        let example = DocExample(file: "x.md", line: 1, arguments: [], expected: ["a", "…", "d"])
        #expect(example.matches(["a", "d"]))
        #expect(example.matches(["a", "b", "c", "d"]))
        #expect(!example.matches(["a", "b", "c"]))
        #expect(!example.matches(["b", "d"]))
    }

    @Test func commandLinesSplitLikeAShell() {
        #expect(ShellWords.split(#" lint 'My App' --text "a b" x\ y"#) == ["lint", "My App", "--text", "a b", "x y"])
    }

    @Test func blocksMarkedNotTestedAreCountedNotRun() {
        let page = """
            <!-- not-tested: depends on the fonts installed -->
            ```
            $ fontinspect list --system
            anything
            ```

            ```
            $ fontinspect version
            fontinspect 1
            $ cat x
            ```
            """
        let parsed = DocExample.parse(page, file: "p.md")
        #expect(parsed.skipped == 1)
        #expect(parsed.examples.map(\.arguments) == [["version"]])
        #expect(parsed.examples.map(\.expected) == [["fontinspect 1"]])
        #expect(parsed.otherCommands == ["p.md:10: $ cat x"])
    }
}
