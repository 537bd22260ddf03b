import FontInspector

enum CoverageCommand: Subcommand {
    static let name = "coverage"
    static let abstract = "Find the characters of an app's strings that its fonts lack, language by language."
    static let usage = "fontinspect coverage [<path>] [--strings <file> ...] [--text <file> ...] [--style-map <file> ...] [--font <file> ...] [--format <format>] [--color <when>]"
    static let arguments = [
        ("<path>", "A project or app folder: its fonts, style maps, and .strings, .stringsdict and .xcstrings files."),
    ]
    static let options = [
        OptionSpec(name: "--strings", valueName: "file", help: "A .strings, .stringsdict or .xcstrings file (repeatable)."),
        OptionSpec(name: "--text", valueName: "file", help: "A UTF-8 or UTF-16 text file, checked line by line (repeatable)."),
        OptionSpec(name: "--style-map", valueName: "file", help: "A style map whose faces to check (repeatable); default: every style map under <path>."),
        OptionSpec(name: "--font", valueName: "file", help: "A font file or folder to check instead of the fonts under <path> (repeatable)."),
        FormatOption.spec(Reporters.coverage),
        ColorOption.spec,
    ]
    static let formats = FormatOption.helpRows(Reporters.coverage)
    static let discussion = """
        Fonts checked: the faces the style maps name (fontName, boldFontName) among the fonts under <path>;
        without a style map, every font under <path>; with --font, those files.
        A .strings or .stringsdict file's language is its xx.lproj folder (Base.lproj: Base; none: default);
        a string catalog carries its languages. Format specifiers (%@, %1$d, %lld, %#@rule@) are not text.
        Not checked: whitespace, control and invisible characters, and emoji (Apple Color Emoji draws them).

        Exit codes: 0 every character is covered; 1 a font lacks characters; 2 a file could not be read, or
        there were no fonts or no strings to check (the rest is still reported); 64 usage error.
        """

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode {
        let stringsFiles = arguments.allValues("--strings")
        let textFiles = arguments.allValues("--text")
        let fontFiles = arguments.allValues("--font")
        let styleMapFiles = arguments.allValues("--style-map")
        guard arguments.positionals.count <= 1 else {
            return FontInspectCLI.usageError(
                "Expected at most one <path>; repeat --strings, --text or --font for each file", usage: usage,
                hint: "fontinspect coverage --help", console: console)
        }
        let path = arguments.positionals.first
        guard path != nil || (!(stringsFiles + textFiles).isEmpty && !fontFiles.isEmpty) else {
            return FontInspectCLI.usageError(
                "Missing expected argument '<path>' (or --strings/--text files with --font files)", usage: usage,
                hint: "fontinspect coverage --help", console: console)
        }
        guard fontFiles.isEmpty || styleMapFiles.isEmpty else {
            return FontInspectCLI.usageError(
                "--font and --style-map both choose the fonts to check; give one of them", usage: usage,
                hint: "fontinspect coverage --help", console: console)
        }
        if NamedPaths.reportUnavailable(Array(arguments.positionals) + stringsFiles + textFiles + styleMapFiles + fontFiles,
                                        to: console) {
            return .unreadableInput
        }

        let run = CoverageRunner.run(CoverageOptions(
            root: path, stringsFiles: stringsFiles, textFiles: textFiles, fontFiles: fontFiles,
            styleMapFiles: styleMapFiles))
        let reporter = FormatOption.chosen(arguments, from: Reporters.coverage)
        console.write(reporter.generateReport(run, context: ReportContext(styled: ColorOption.styled(arguments, console: console))))
        for note in run.notes { console.note(note) }
        for error in run.errors { console.error(error.description) }
        if !run.errors.isEmpty { return .unreadableInput }
        return run.lacksCharacters ? .findings : .success
    }
}
