import FontInspector

/// The whole command line: `fontinspect <command> [options] [paths]`. `main.swift` only calls
/// `run`, so every command is testable in-process with a `CapturingConsole`.
public enum FontInspectCLI {
    public static let version = "0.1.0"

    static let subcommands: [any Subcommand.Type] = [
        ListCommand.self, InfoCommand.self, LintCommand.self, RulesCommand.self, CoverageCommand.self, SizesCommand.self,
        GenerateCommand.self, DiffCommand.self, SpecimenCommand.self,
        VersionCommand.self,
    ]

    public static func run(_ arguments: [String], console: Console) -> Int32 {
        runCommand(arguments, console: console).rawValue
    }

    static func runCommand(_ arguments: [String], console: Console) -> ExitCode {
        guard let first = arguments.first else {
            console.write(rootHelp)
            return .success
        }
        switch first {
        case "-h", "--help":
            console.write(rootHelp)
            return .success
        case "--version":
            console.write(VersionCommand.versionLine)
            return .success
        case "help":
            guard let name = arguments.dropFirst().first else {
                console.write(rootHelp)
                return .success
            }
            guard let command = subcommands.first(where: { $0.name == name }) else {
                return usageError(unknownCommand(name), usage: rootUsage, hint: "fontinspect --help", console: console)
            }
            console.write(command.helpText)
            return .success
        default:
            guard let command = subcommands.first(where: { $0.name == first }) else {
                return usageError(first.hasPrefix("-") ? unknownRootOption(first) : unknownCommand(first),
                                  usage: rootUsage, hint: "fontinspect --help", console: console)
            }
            let parsed: ParsedArguments
            do throws(UsageError) {
                parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), options: command.options)
            } catch {
                return usageError(error.message, usage: command.usage, hint: "fontinspect \(command.name) --help", console: console)
            }
            if parsed.has("--help") {
                console.write(command.helpText)
                return .success
            }
            return command.run(parsed, console: console)
        }
    }

    /// `Error: …`, the usage line and where to find help, on standard error; exit 64.
    static func usageError(_ message: String, usage: String, hint: String, console: Console) -> ExitCode {
        console.error(message)
        console.writeError("Usage: \(usage)\n  See '\(hint)' for more information.\n")
        return .usage
    }

    static func unknownCommand(_ name: String) -> String {
        "Unknown command '\(TerminalText.escaping(name))'" + NearestMatch.hint(for: name, among: subcommands.map { $0.name } + ["help"])
    }

    static func unknownRootOption(_ name: String) -> String {
        "Unknown option '\(TerminalText.escaping(name))'" + NearestMatch.hint(for: name, among: ["--version", "--help"])
    }

    static let rootUsage = "fontinspect <subcommand> [options] [<paths> ...]"

    static var rootHelp: String {
        var text = """
            OVERVIEW: Tells iOS and macOS developers the truth about the fonts they ship: every face's
            PostScript name, family, style and weight exactly as Apple platforms name them.

            USAGE: \(rootUsage)

            OPTIONS:
              --version               Show the version.
              -h, --help              Show help information.

            SUBCOMMANDS:

            """
        for command in subcommands {
            let padded = "  " + command.name
            text += padded + String(repeating: " ", count: max(2, 26 - padded.count)) + command.abstract + "\n"
        }
        text += "\n  See 'fontinspect help <subcommand>' for detailed help.\n"
        return text
    }
}
