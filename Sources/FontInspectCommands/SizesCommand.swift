import FontInspector

enum SizesCommand: Subcommand {
    static let name = "sizes"
    static let abstract = "Show a style map's point sizes and leading at every Dynamic Type size, xSmall to AX5."
    static let usage = "fontinspect sizes [--format <format>] <style-map>"
    static let arguments = [
        ("<style-map>", "A plist of text styles, each {fontName, fontSize, boldFontName} (ScaledFont's format)."),
    ]
    static let options = [
        OptionSpec(name: "--format", valueName: "format", allowedValues: ["text", "json", "markdown"],
                   help: "text (default), json or markdown."),
    ]
    static let discussion = """
        Each size is fontSize × Apple's size for the style and category / Apple's size at Large, to 0.01 pt
        (leading the same way); the bold face takes the same sizes. Styles keep Apple's table order.

        Exit codes: 0 every style was read; 2 the map, or an entry of it, could not be used (the other
        styles are still shown); 64 usage error.
        """

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode {
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            return FontInspectCLI.usageError(
                arguments.positionals.isEmpty ? "Missing expected argument '<style-map>'" : "Expected one <style-map>",
                usage: usage, hint: "fontinspect sizes --help", console: console)
        }
        let map = SizesStyleMapInput.read(path: path)
        let styles = DynamicTypeTable.styles.compactMap { style in
            map.entries.first { $0.style == style.uikit }.map {
                DynamicTypeScaler.scale(style: style, fontName: $0.fontName, boldFontName: $0.boldFontName, fontSize: $0.fontSize)
            }
        }
        switch arguments.value("--format") ?? "text" {
        case "json": console.write(SizesJSONReport.render(styles).serialized())
        case "markdown": console.write(SizesMarkdownReport.render(styles))
        default: if !styles.isEmpty { console.write(SizesTextReport.render(styles)) }
        }
        for note in map.notes { console.writeError("Note: \(note)\n") }
        for error in map.errors { console.writeError("Error: \(error)\n") }
        return map.errors.isEmpty ? .success : .unreadableInput
    }
}
