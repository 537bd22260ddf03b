import FontInspector

enum InfoCommand: Subcommand {
    static let name = "info"
    static let abstract = "Show everything about a font: name records, OS/2, head, post, tables, axes, instances, languages."
    static let usage = "fontinspect info [--format <format>] <files> ..."
    static let arguments = [("<files>", "Font files (a folder is walked recursively).")]
    static let options = [
        OptionSpec(name: "--format", valueName: "format", allowedValues: ["text", "json"], help: "text (default) or json."),
    ]
    static let discussion = """
        Exit codes: 0 all files read; 2 a file could not be read (the others are still shown); 64 usage error.
        """

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode {
        guard !arguments.positionals.isEmpty else {
            return FontInspectCLI.usageError(
                "Missing expected argument '<files> ...'", usage: usage, hint: "fontinspect info --help", console: console)
        }
        let inputs = FontInputs.read(paths: arguments.positionals, depth: .details(languages: true), notesTo: console)
        if arguments.value("--format") == "json" {
            console.write(JSONValue.object([
                ("fonts", .array(inputs.details.map(InfoJSONReport.details))),
                ("errors", .array(inputs.errors.map(FaceJSON.error))),
            ]).serialized())
        } else {
            console.write(inputs.details.map(InfoTextReport.render).joined(separator: "\n"))
        }
        return inputs.reportErrors(to: console)
    }
}
