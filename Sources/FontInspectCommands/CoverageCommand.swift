import FontInspector

enum CoverageCommand: Subcommand {
    static let name = "coverage"
    static let abstract = "Find the characters of an app's strings that its fonts lack, language by language."
    static let usage = "fontinspect coverage [<path>] [--strings <file>] [--text <file>] [--font <file>] [--format <format>]"
    static let arguments = [
        ("<path>", "A project or app folder: its fonts, and its .strings, .stringsdict and .xcstrings files."),
    ]
    static let options = [
        OptionSpec(name: "--strings", valueName: "file", help: "A .strings, .stringsdict or .xcstrings file (repeat for more)."),
        OptionSpec(name: "--text", valueName: "file", help: "A UTF-8 or UTF-16 text file, checked line by line (repeat for more)."),
        OptionSpec(name: "--font", valueName: "file", help: "A font file to check, besides those under <path> (repeat for more)."),
        OptionSpec(name: "--format", valueName: "format", allowedValues: ["text", "json"], help: "text (default) or json."),
    ]
    static let discussion = """
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

        let fonts = FontInputs.read(paths: (path.map { [$0] } ?? []) + fontFiles, depth: .faces)
        var errors = fonts.errors
        let faces = fonts.faces.filter(\.isLoadableOnApplePlatforms)
        let (strings, stringFiles, stringErrors) = readStrings(under: path, files: stringsFiles, textFiles: textFiles)
        errors += stringErrors
        let what = path ?? "the files given"
        if faces.isEmpty { errors.append(FontReadError(file: what, reason: "no font that Apple platforms load was found to check")) }
        if strings.isEmpty {
            errors.append(FontReadError(file: what, reason: "no strings were found to check (.strings, .stringsdict, .xcstrings, --text)"))
        }

        let usage = CharacterUsage(strings: strings)
        var coverage: [FaceCoverage] = []
        if !faces.isEmpty, !strings.isEmpty {
            do throws(FontReadError) {
                let checked = CoverageAnalyzer.check(faces, usage: usage, reader: try FaceReader())
                coverage = checked.coverage
                errors += checked.errors
            } catch {
                errors.append(error)
            }
        }

        if arguments.value("--format") == "json" {
            console.write(CoverageJSONReport.render(coverage, stringFiles: stringFiles, errors: errors).serialized())
        } else if !coverage.isEmpty {
            console.write(CoverageTextReport.render(coverage, stringCount: strings.count, languageCount: usage.languages.count))
        }
        for error in errors { console.writeError("Error: \(error)\n") }
        if !errors.isEmpty { return .unreadableInput }
        return coverage.contains(where: { $0.missingCount > 0 }) ? .findings : .success
    }

    /// The strings of the tables under `path`, of the `--strings` files and of the `--text` files.
    private static func readStrings(
        under path: String?, files: [String], textFiles: [String]
    ) -> (strings: [LocalizedString], files: [String], errors: [FontReadError]) {
        var sources: [(path: String, source: LocalizationSource)] = []
        var errors: [FontReadError] = []
        if let path {
            let found = LocalizationFileFinder.find(under: path)
            sources += found.files.map { ($0.path, $0.source) }
            errors += found.errors
        }
        for file in files {
            guard let source = LocalizationSource.of(fileName: file) else {
                errors.append(FontReadError(file: file, reason: "not a .strings, .stringsdict or .xcstrings file (use --text for plain text)"))
                continue
            }
            sources.append((file, source))
        }
        sources += textFiles.map { ($0, .text) }

        var strings: [LocalizedString] = []
        for (file, source) in sources {
            do throws(FontReadError) {
                strings += try LocalizationFileReader.read(path: file, source: source)
            } catch {
                errors.append(error)
            }
        }
        return (strings, sources.map(\.path), errors)
    }
}
