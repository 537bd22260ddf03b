/// A `fontinspect` subcommand: its help text, its options and what it does.
protocol Subcommand: Sendable {
    static var name: String { get }
    /// One line, shown in `fontinspect --help` and as the OVERVIEW of the command's help.
    static var abstract: String { get }
    /// The usage line without the leading "Usage: ".
    static var usage: String { get }
    /// The ARGUMENTS section: placeholder and explanation pairs.
    static var arguments: [(String, String)] { get }
    static var options: [OptionSpec] { get }
    /// The FORMATS section: each `--format` value and what it is for (none for a command without one).
    static var formats: [(String, String)] { get }
    /// More text after the options: exit codes, examples.
    static var discussion: String { get }
    static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode
}

extension Subcommand {
    static var formats: [(String, String)] { [] }

    static var helpText: String {
        var text = "OVERVIEW: \(abstract)\n\nUSAGE: \(usage)\n"
        if !arguments.isEmpty {
            text += "\nARGUMENTS:\n" + arguments.map { helpRow($0.0, $0.1) }.joined()
        }
        text += "\nOPTIONS:\n"
        for option in options {
            text += helpRow(option.name + (option.valueName.map { " <\($0)>" } ?? ""), option.help)
        }
        text += helpRow("-h, --help", "Show help information.")
        if !formats.isEmpty {
            text += "\nFORMATS:\n" + formats.map { helpRow($0.0, $0.1) }.joined()
        }
        if !discussion.isEmpty { text += "\n" + discussion + "\n" }
        return text
    }

    private static func helpRow(_ name: String, _ help: String) -> String {
        let padded = "  " + name
        return padded.count < 26
            ? padded + String(repeating: " ", count: 26 - padded.count) + help + "\n"
            : padded + "\n" + String(repeating: " ", count: 26) + help + "\n"
    }
}
