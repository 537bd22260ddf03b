import FontInspector

enum CoverageCommand: Subcommand {
    static let name = "coverage"
    static let abstract = "Find the characters of an app's strings that its fonts lack, language by language."
    static let usage = "fontinspect coverage [<path>] [--strings <file>] [--text <file>] [--style-map <file> | --font <file>] [--format <format>]"
    static let arguments = [
        ("<path>", "A project or app folder: its fonts, style maps, and .strings, .stringsdict and .xcstrings files."),
    ]
    static let options = [
        OptionSpec(name: "--strings", valueName: "file", help: "A .strings, .stringsdict or .xcstrings file (repeat for more)."),
        OptionSpec(name: "--text", valueName: "file", help: "A UTF-8 or UTF-16 text file, checked line by line (repeat for more)."),
        OptionSpec(name: "--style-map", valueName: "file", help: "A style map whose faces to check (repeatable); default: every style map under <path>."),
        OptionSpec(name: "--font", valueName: "file", help: "A font file or folder to check instead of the fonts under <path> (repeat for more)."),
        OptionSpec(name: "--format", valueName: "format", allowedValues: ["text", "json"], help: "text (default) or json."),
    ]
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

        var errors: [FontReadError] = []
        var contents: BundleContents?
        if let path {
            do throws(BundleProblem) {
                contents = try BundleScanner.scan(path, outsideLinks: .readLinkedFiles)
            } catch {
                errors.append(FontReadError(file: error.file, reason: error.message))
            }
        }
        errors += (contents?.problems ?? []).map { FontReadError(file: $0.file, reason: $0.message) }
        let what = path ?? "the files given"
        var faces: [FontFace]
        // What the walk passed over (links out of PATH, paths too long to open) is named, as lint names it.
        var notes = (contents?.notes ?? []).map(\.description)
        if fontFiles.isEmpty {
            let readings = FontScanner.read(contents?.fontFiles ?? [], depth: .faces)
            errors += readings.flatMap(\.errors)
            faces = readings.flatMap(\.faces).filter(\.isLoadableOnApplePlatforms)
            let maps = styleMapFiles.isEmpty ? contents?.styleMaps ?? [] : styleMapFiles.map { StyleMap.read(file: $0) }
            // A map none of whose entries could be read names no face: say why. Lint reports the other problems.
            errors += maps.filter(\.entries.isEmpty).flatMap(\.problems).map { problem in
                FontReadError(file: problem.file, reason: (problem.line.map { "line \($0): " } ?? "") + problem.message)
            }
            if let selection = StyleMapFaceSelection(maps: maps, faces: faces, root: what) {
                faces = selection.faces
                notes += selection.notes
            }
        } else {
            let fonts = FontInputs.read(paths: fontFiles, depth: .faces)
            errors += fonts.errors
            faces = fonts.faces.filter(\.isLoadableOnApplePlatforms)
        }
        let appStrings = AppStrings(
            tables: contents.map(LocalizationFileFinder.tables(in:)) ?? [], stringsFiles: stringsFiles, textFiles: textFiles)
        errors += appStrings.errors
        let strings = appStrings.strings
        if faces.isEmpty { errors.append(FontReadError(file: what, reason: "no font that Apple platforms load was found to check")) }
        if strings.isEmpty {
            errors.append(FontReadError(file: what, reason: "no strings were found to check (.strings, .stringsdict, .xcstrings, --text)"))
        }

        let usage = CharacterUsage(strings: strings)
        var coverage: [FaceCoverage] = []
        if !faces.isEmpty, !strings.isEmpty {
            let checked = CoverageAnalyzer.check(faces, usage: usage)
            coverage = checked.coverage
            errors += checked.errors
        }

        if arguments.value("--format") == "json" {
            console.write(CoverageJSONReport.render(coverage, stringFiles: appStrings.files, errors: errors).serialized())
        } else if !coverage.isEmpty {
            console.write(CoverageTextReport.render(coverage, stringCount: strings.count, languageCount: usage.languages.count))
        }
        for note in notes { console.writeError("Note: \(note)\n") }
        for error in errors { console.writeError("Error: \(error)\n") }
        if !errors.isEmpty { return .unreadableInput }
        return coverage.contains(where: { $0.missingCount > 0 }) ? .findings : .success
    }
}
