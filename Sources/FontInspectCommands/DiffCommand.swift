import FontInspector

enum DiffCommand: Subcommand {
    static let name = "diff"
    static let abstract = "Compare two versions of a set of fonts, and say what the update breaks in an app."
    static let usage = "fontinspect diff <old> <new> [--app <path>] [--style-map <file> ...] [--strict] [--format <format>] [--color <when>]\n       fontinspect diff --git <rev> <path> [--app <path>] [...]"
    static let arguments = [
        ("<old>", "The fonts before: a font file or a folder to walk."),
        ("<new>", "The fonts after: a font file or a folder to walk."),
        ("<path>", "With --git: a font file or folder inside a git work tree, compared with itself at <rev>."),
    ]
    static let options = [
        OptionSpec(name: "--git", valueName: "rev", help: "Compare <path> at the git revision <rev> (OLD, read with git show) with <path> now (NEW)."),
        OptionSpec(name: "--app", valueName: "path", help: "An app or project folder: resolve its font names against OLD and NEW, as lint does."),
        OptionSpec(name: "--style-map", valueName: "file", help: "A style map whose Bold Text mapping to compare (repeatable)."),
        OptionSpec(name: "--strict", valueName: nil, help: "Fail on any face removed or renamed and any character lost, too."),
        FormatOption.spec(Reporters.diff),
        ColorOption.spec,
    ]
    static let formats = FormatOption.helpRows(Reporters.diff)
    static let discussion = """
        Faces are paired by PostScript name, then by family and style, then by file name (without the
        extension) and face index; each pair says how it was made. Line height is hhea ascender - descender
        + line gap, in points at 17 pt.

        Exit codes: 0 nothing breaks; 1 a reference of the app breaks or a face it loads is removed (with
        --strict: any removal, rename or character lost); 2 a file could not be read, or the diff could not run
        (a missing path, not a git repository, an unknown revision); 64 usage error.
        """

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode {
        let revision = arguments.value("--git")
        let expected = revision == nil ? 2 : 1
        guard arguments.positionals.count == expected else {
            return FontInspectCLI.usageError(
                revision == nil ? "Expected two arguments, '<old>' and '<new>'" : "With --git, expected one argument, '<path>'",
                usage: usage, hint: "fontinspect diff --help", console: console)
        }
        let paths = arguments.positionals
        let result: DiffResult
        do throws(DiffSetupError) {
            result = try DiffRunner.run(DiffOptions(
                old: paths[0], new: paths[expected - 1], gitRevision: revision, app: arguments.value("--app"),
                styleMaps: arguments.allValues("--style-map"), strict: arguments.has("--strict")))
        } catch {
            console.error(error.message)
            return .unreadableInput
        }
        let reporter = FormatOption.chosen(arguments, from: Reporters.diff)
        let context = ReportContext(styled: ColorOption.styled(arguments, console: console), toolVersion: FontInspectCLI.version)
        console.write(reporter.generateReport(result, context: context))
        for note in result.notes { console.note(note.description) }
        for error in result.errors { console.error(error.description) }
        if !result.errors.isEmpty { return .unreadableInput }
        return result.breaks ? .findings : .success
    }
}
