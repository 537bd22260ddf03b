import Testing
@testable import FontInspectCommands
import FontInspector

/// "Did you mean …?" on usage errors, and the `version` subcommand.
@Suite struct DidYouMeanTests {
    @Test func mistypedSubcommandIsNamed() {
        #expect(runTool("lnit", ".") == (64, "", """
            Error: Unknown command 'lnit'. Did you mean 'lint'?
            Usage: fontinspect <subcommand> [options] [<paths> ...]
              See 'fontinspect --help' for more information.

            """))
        #expect(runTool("help", "covrage").errors.hasPrefix("Error: Unknown command 'covrage'. Did you mean 'coverage'?\n"))
        #expect(runTool("verison").errors.hasPrefix("Error: Unknown command 'verison'. Did you mean 'version'?\n"))
    }

    @Test func farFromEveryCommandSuggestsNothing() {
        #expect(runTool("check", ".").errors.hasPrefix("Error: Unknown command 'check'\nUsage: "))
        #expect(runTool("ls").errors.hasPrefix("Error: Unknown command 'ls'\nUsage: "))
    }

    @Test func mistypedOptionIsNamed() {
        #expect(runTool("lint", "--formt", "xcode", ".") == (64, "", """
            Error: Unknown option '--formt'. Did you mean '--format'?
            Usage: \(LintCommand.usage)
              See 'fontinspect lint --help' for more information.

            """))
        #expect(runTool("lint", "--strcit").errors.hasPrefix("Error: Unknown option '--strcit'. Did you mean '--strict'?\n"))
        #expect(runTool("lint", "--style-maps=a.plist").errors
            .hasPrefix("Error: Unknown option '--style-maps'. Did you mean '--style-map'?\n"))
        #expect(runTool("--verison").errors.hasPrefix("Error: Unknown option '--verison'. Did you mean '--version'?\n"))
        #expect(runTool("list", "--hlep").errors.hasPrefix("Error: Unknown option '--hlep'. Did you mean '--help'?\n"))
    }

    @Test func mistypedFormatValueIsNamed() {
        #expect(runTool("lint", "--format", "sarf", ".").errors.hasPrefix("""
            Error: The value 'sarf' is invalid for '--format <format>'; expected one of: text, json, xcode, github, sarif. \
            Did you mean 'sarif'?
            Usage: fontinspect lint
            """))
        #expect(runTool("info", "--format=jsno", "x.ttf").errors.hasPrefix(
            "Error: The value 'jsno' is invalid for '--format <format>'; expected one of: text, json. Did you mean 'json'?\n"))
        #expect(runTool("info", "--format=yaml", "x.ttf").errors.hasPrefix(
            "Error: The value 'yaml' is invalid for '--format <format>'; expected one of: text, json\nUsage: "))
    }

    @Test func controlCharactersInAnUnknownNameAreEscaped() {
        #expect(runTool("li\u{1B}[2Jst").errors.hasPrefix("Error: Unknown command 'li\\u{1B}[2Jst'\n"))
        #expect(runTool("lint", "--x\n::error::y").errors.hasPrefix("Error: Unknown option '--x\\n::error::y'\n"))
    }

    @Test(arguments: [
        ("list", "lsit", 1), ("format", "format", 0), ("lint", "", 4), ("sarif", "sarf", 1),
        ("kitten", "sitting", 3), ("ca", "abc", 3), ("version", "verison", 1),
    ])
    func editDistance(_ a: String, _ b: String, _ expected: Int) {
        #expect(NearestMatch.editDistance(Array(a), Array(b)) == expected)
        #expect(NearestMatch.editDistance(Array(b), Array(a)) == expected)
    }

    @Test func aVeryLongArgumentIsPassedOverWithoutTheQuadraticWork() {
        let long = String(repeating: "l", count: 1_000_000)
        #expect(NearestMatch.suggestion(for: long, among: ["list", "lint"]) == nil)
    }

    @Test func tieGoesToTheFirstListed() {
        #expect(NearestMatch.suggestion(for: "lixt", among: ["list", "lint"]) == "list")
        #expect(NearestMatch.suggestion(for: "lixt", among: ["lint", "list"]) == "lint")
        #expect(NearestMatch.suggestion(for: "--", among: ["--help"]) == nil)
    }

    @Test func versionSubcommandMatchesTheFlag() {
        #expect(runTool("version") == (0, "fontinspect \(FontInspectCLI.version)\n", ""))
        #expect(runTool("version") == runTool("--version"))
        #expect(runTool("version", "--help").output == """
            OVERVIEW: Show the version.

            USAGE: fontinspect version

            OPTIONS:
              -h, --help              Show help information.

            """)
        #expect(runTool("version", "extra") == (64, "", """
            Error: Unexpected argument 'extra'
            Usage: fontinspect version
              See 'fontinspect version --help' for more information.

            """))
        #expect(runTool("--help").output.contains("\n  version                 Show the version.\n"))
    }
}
