import Foundation
import FontInspector

enum SpecimenCommand: Subcommand {
    static let name = "specimen"
    static let abstract = "Draw a style map at each Dynamic Type size, regular beside its Bold Text face, into a PNG."
    static let usage = "fontinspect specimen [<path>] [--style-map <file>] [--sizes <categories>] [--text <text> ...] [--strings] [--languages <codes>] [--width <points>] [--scale <factor>] -o <file.png>"
    static let arguments = [
        ("<path>", "An app's source folder or built .app (default: the current folder), or a font file."),
    ]
    static let options = [
        OptionSpec(name: "-o", valueName: "file.png", help: "The PNG to write (required); replaced only once complete."),
        OptionSpec(name: "--style-map", valueName: "file", help: "The style map to draw instead of those found under <path>."),
        OptionSpec(name: "--sizes", valueName: "categories", help: "Content size categories, e.g. xSmall,Large,AX5, or all (default: xSmall,Large,xxxLarge,AX5)."),
        OptionSpec(name: "--text", valueName: "text", help: "A sample line drawn in every cell (repeatable); replaces the default samples."),
        OptionSpec(name: "--strings", valueName: nil, help: "Sample one short real string per language of the app's strings tables."),
        OptionSpec(name: "--languages", valueName: "codes", help: "Comma-separated language codes: which of the app's languages (or built-in pangrams) to draw."),
        OptionSpec(name: "--width", valueName: "points", help: "The sheet's width in points (\(SpecimenLayout.minimumWidth)-\(SpecimenLayout.maximumWidth); default \(SpecimenLayout.defaultWidth))."),
        OptionSpec(name: "--scale", valueName: "factor", allowedValues: ["1", "2", "3"], help: "Pixels per point: 1, 2 or 3 (default 1)."),
    ]
    static let discussion = """
        One row per text style of the map and chosen category: the regular face and the face Bold Text switches
        to (boldFontName, or the heavier face lint infers, marked "inferred"; a "no Bold Text face" cell
        otherwise), at the point size and leading `fontinspect sizes` computes. Without a style map: every
        registered face at Body's sizes. A character a face lacks is drawn as a red box and listed under the row.
        The fonts are those lint reads: the files the app's targets copy, not a web page's, no link out of <path>.
        Labels are drawn in Inter Labels (share/fontinspect/, SIL Open Font License), never a system font.

        Exit codes: 0 the sheet was written; 2 <path> could not be read, nothing could be drawn, or the image
        could not be written; 64 usage error.
        """

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode {
        func usageError(_ message: String) -> ExitCode {
            FontInspectCLI.usageError(message, usage: usage, hint: "fontinspect specimen --help", console: console)
        }
        guard arguments.positionals.count <= 1 else { return usageError("Expected at most one <path>, got \(arguments.positionals.count)") }
        guard let output = arguments.value("-o") else { return usageError("Missing expected option '-o <file.png>'") }
        // An SVG sheet is not drawn (yet): a PNG under an .svg name would only mislead.
        if output.lowercased().hasSuffix(".svg") {
            return usageError("-o \(TerminalText.escaping(output)): specimen writes PNG only (SVG output is not implemented); name a .png file")
        }
        var categories = ContentSizeSelection.standard
        if let sizes = arguments.value("--sizes") {
            switch ContentSizeSelection.parse(sizes) {
            case .success(let chosen): categories = chosen
            case .failure(let error): return usageError(error.message)
            }
        }
        var width = SpecimenLayout.defaultWidth
        if let text = arguments.value("--width") {
            guard let value = Int(text), (SpecimenLayout.minimumWidth...SpecimenLayout.maximumWidth).contains(value) else {
                return usageError("--width: expected a whole number of points from \(SpecimenLayout.minimumWidth) to \(SpecimenLayout.maximumWidth), got '\(TerminalText.escaping(text))'")
            }
            width = value
        }
        let root = arguments.positionals.first ?? "."
        let styleMap = arguments.value("--style-map")
        if NamedPaths.reportUnavailable([root] + (styleMap.map { [$0] } ?? []), to: console) { return .unreadableInput }
        let languages = arguments.value("--languages").map {
            $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        } ?? []
        let run = SpecimenRunner.run(SpecimenOptions(
            root: root, styleMapFile: styleMap, categories: categories, texts: arguments.allValues("--text"),
            useStrings: arguments.has("--strings"), languages: languages, width: width,
            scale: Int(arguments.value("--scale") ?? "1") ?? 1, output: output,
            software: "fontinspect \(FontInspectCLI.version)"))
        for note in run.notes { console.note(note) }
        for error in run.errors { console.error(error) }
        guard run.errors.isEmpty, let sheet = run.sheet else { return .unreadableInput }
        console.write("Wrote \(TerminalText.escaping(output)): \(sheet.width) × \(sheet.height) pixels, \(sheet.rows.count) rows\n")
        return .success
    }
}
