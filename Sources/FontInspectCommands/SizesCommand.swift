import FontInspector

enum SizesCommand: Subcommand {
    static let name = "sizes"
    static let abstract = "Show a style map's point sizes and leading at every Dynamic Type size, xSmall to AX5."
    static let usage = "fontinspect sizes [--format <format>] [--color <when>] <style-map>"
    static let arguments = [
        ("<style-map>", "A plist or JSON file of text styles, each {fontName, fontSize, boldFontName} (ScaledFont's format)."),
    ]
    static let options = [
        FormatOption.spec(Reporters.sizes),
        ColorOption.spec,
    ]
    static let formats = FormatOption.helpRows(Reporters.sizes)
    static let discussion = """
        Each size is fontSize × Apple's size for the style and category / Apple's size at Large, to 0.01 pt
        (leading the same way); the bold face takes the same sizes. Styles keep Apple's table order.

        The map's problems are errors, one line each, worded as lint words them; a style given twice uses
        its first entry.

        Exit codes: 0 the map has no problem; 2 it has problems or could not be read (the usable styles
        are still shown); 64 usage error.
        """

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode {
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            return FontInspectCLI.usageError(
                arguments.positionals.isEmpty ? "Missing expected argument '<style-map>'" : "Expected one <style-map>",
                usage: usage, hint: "fontinspect sizes --help", console: console)
        }
        if NamedPaths.reportUnavailable([path], to: console) { return .unreadableInput }
        let sizes = StyleMapSizes(map: StyleMap.read(file: path))
        let reporter = FormatOption.chosen(arguments, from: Reporters.sizes)
        console.write(reporter.generateReport(sizes.styles, context: ReportContext(styled: ColorOption.styled(arguments, console: console))))
        for note in sizes.notes { console.note(note) }
        for error in sizes.errors { console.error("\(error)") }
        return sizes.errors.isEmpty ? .success : .unreadableInput
    }
}
