import Foundation
import Testing
@testable import FontInspectCommands

/// Every `$ fontinspect …` example in docs/cli.md and docs/configuration.md, run from the repository root: what
/// it writes (standard output, then standard error) is the text the page shows under it.
@Suite struct CLIDocsExampleTests {
    static let repository = URL(fileURLWithPath: TestFontsPath.root).deletingLastPathComponent().path

    struct Example: CustomStringConvertible {
        var page: String
        var arguments: [String]
        var shown: String
        var description: String { "\(page): fontinspect \(arguments.joined(separator: " "))" }
    }

    /// The examples of a page: in each ``` block, a `$ fontinspect` line and the lines up to the next `$` or the
    /// block's end. Arguments are split on spaces: the examples quote nothing.
    static func examples(in page: String) -> [Example] {
        guard let text = try? String(contentsOfFile: repository + "/" + page, encoding: .utf8) else { return [] }
        var examples: [Example] = []
        var inBlock = false
        // The example the block's lines belong to; none until a block's first `$` line.
        var current: Int?
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                inBlock.toggle()
                current = nil
                continue
            }
            guard inBlock else { continue }
            if line.hasPrefix("$ fontinspect ") {
                let arguments = line.dropFirst("$ fontinspect ".count).split(separator: " ").map(String.init)
                examples.append(Example(page: page, arguments: arguments, shown: ""))
                current = examples.count - 1
            } else if let current {
                examples[current].shown += line + "\n"
            }
        }
        return examples
    }

    static let all = examples(in: "docs/cli.md") + examples(in: "docs/configuration.md")

    @Test func bothPagesHaveExamples() {
        #expect(Self.examples(in: "docs/cli.md").count == 1)
        #expect(Self.examples(in: "docs/configuration.md").count == 2)
    }

    @Test(arguments: all)
    func exampleOutputIsWhatThePageShows(_ example: Example) throws {
        // The examples name files relative to the repository root, where `swift test` runs.
        try #require(FileManager.default.currentDirectoryPath == Self.repository)
        let console = CapturingConsole()
        _ = FontInspectCLI.run(example.arguments, console: console)
        #expect(console.output + console.errors == example.shown)
    }
}
