import FontInspector

enum InfoCommand: Subcommand {
    static let name = "info"
    static let abstract = "Show everything about a font: name records, OS/2, head, post, tables, axes, instances, languages."
    static let usage = "fontinspect info [--format <format>] [--color <when>] <files> ..."
    static let arguments = [("<files>", "Font files (a folder is walked recursively).")]
    static let options = [
        FormatOption.spec(Reporters.info),
        ColorOption.spec,
    ]
    static let formats = FormatOption.helpRows(Reporters.info)
    static let discussion = """
        Exit codes: 0 all files read; 2 a file could not be read (the others are still shown); 64 usage error.
        """

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode {
        guard !arguments.positionals.isEmpty else {
            return FontInspectCLI.usageError(
                "Missing expected argument '<files> ...'", usage: usage, hint: "fontinspect info --help", console: console)
        }
        let inputs = FontInputs.read(paths: arguments.positionals, depth: .details(languages: true))
        for note in inputs.notes { console.note(note.description) }
        let report = FontDetailsList(details: inputs.details, errors: inputs.errors)
        let reporter = FormatOption.chosen(arguments, from: Reporters.info)
        console.write(reporter.generateReport(report, context: ReportContext(styled: ColorOption.styled(arguments, console: console))))
        return ReadErrorLines.report(inputs.errors, to: console)
    }
}
