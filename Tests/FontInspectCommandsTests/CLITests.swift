import Testing
@testable import FontInspectCommands

@Suite struct CLITests {
    @Test func version() {
        #expect(runTool("--version") == (0, "fontinspect \(FontInspectCLI.version)\n", ""))
    }

    @Test func rootHelpListsEverySubcommand() {
        let result = runTool("--help")
        #expect(result.status == 0)
        #expect(result.output.contains("USAGE: fontinspect <subcommand> [options] [<paths> ...]"))
        #expect(result.output.contains("\n  list                    List every face"))
        #expect(result.output.contains("\n  info                    Show everything about a font"))
        #expect(runTool().output == result.output)
        #expect(runTool("help").output == result.output)
    }

    @Test func commandHelpThreeWays() {
        let direct = runTool("list", "--help")
        #expect(direct.status == 0)
        #expect(direct.output.hasPrefix("OVERVIEW: List every face"))
        #expect(direct.output.contains("  --format <format>       table (default), familynames"))
        #expect(runTool("list", "-h").output == direct.output)
        #expect(runTool("help", "list").output == direct.output)
    }

    @Test func unknownOptionIsAUsageErrorWithAHint() {
        let result = runTool("list", "--colour", "x.ttf")
        #expect(result.status == 64)
        #expect(result.errors == """
            Error: Unknown option '--colour'. Did you mean '--color'?
            Usage: fontinspect list [--format <format>] [--color <when>] [--system] [--languages] [<paths> ...]
              See 'fontinspect list --help' for more information.

            """)
    }

    @Test func invalidValueNamesTheAllowedOnes() {
        let result = runTool("info", "--format=yaml", "x.ttf")
        #expect(result.status == 64)
        #expect(result.errors.hasPrefix(
            "Error: The value 'yaml' is invalid for '--format <format>'; expected one of: text, json\n"))
    }

    @Test func missingValue() {
        #expect(runTool("list", "x.ttf", "--format").errors.hasPrefix("Error: Missing value for option '--format <format>'\n"))
    }

    @Test func unknownCommand() {
        let result = runTool("lsit", "x.ttf")
        #expect(result.status == 64)
        #expect(result.errors.hasPrefix("Error: Unknown command 'lsit'. Did you mean 'list'?\nUsage: fontinspect <subcommand>"))
    }

    @Test func doubleDashEndsOptions() {
        let result = runTool("list", "--", "--format")
        #expect(result.status == 2)
        #expect(result.errors == "Error: --format: no such file or directory\n")
    }
}
