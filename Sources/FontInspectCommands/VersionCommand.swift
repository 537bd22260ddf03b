import FontInspector

/// `fontinspect version`: the same line as `fontinspect --version`, for those who type it as a word
/// (`swiftlint version`, `mint version`).
enum VersionCommand: Subcommand {
    static let name = "version"
    static let abstract = "Show the version."
    static let usage = "fontinspect version"
    static let arguments: [(String, String)] = []
    static let options: [OptionSpec] = []
    static let discussion = ""

    static var versionLine: String { "fontinspect \(FontInspectCLI.version)\n" }

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode {
        guard arguments.positionals.isEmpty else {
            return FontInspectCLI.usageError("Unexpected argument '\(TerminalText.escaping(arguments.positionals[0]))'", usage: usage,
                                             hint: "fontinspect version --help", console: console)
        }
        console.write(versionLine)
        return .success
    }
}
