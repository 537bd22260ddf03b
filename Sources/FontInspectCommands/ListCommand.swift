import FontInspector

enum ListCommand: Subcommand {
    static let name = "list"
    static let abstract = "List every face: PostScript name, family, style, weight and slope."
    static let usage = "fontinspect list [--format <format>] [--color <when>] [--system] [--languages] [<paths> ...]"
    static let arguments = [("<paths>", "Font files, or folders to walk recursively.")]
    static let options = [
        FormatOption.spec(Reporters.faceList),
        ColorOption.spec,
        OptionSpec(name: "--system", valueName: nil, help: "Also list the fonts installed on this machine (fontconfig)."),
        OptionSpec(name: "--languages", valueName: nil,
                   help: "With --format json: add each face's languages (fontconfig orthographies; slower)."),
    ]
    static let formats = FormatOption.helpRows(Reporters.faceList)
    static let discussion = """
        Exit codes: 0 all files read; 2 a file could not be read (the others are still listed); 64 usage error.
        """

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode {
        let includeSystem = arguments.has("--system")
        guard !arguments.positionals.isEmpty || includeSystem else {
            return FontInspectCLI.usageError(
                "Missing expected argument '<paths> ...' (or --system)", usage: usage,
                hint: "fontinspect list --help", console: console)
        }
        let reporter = FormatOption.chosen(arguments, from: Reporters.faceList)
        let withLanguages = arguments.has("--languages")
        guard !withLanguages || reporter == FaceListJSONReport.self else {
            return FontInspectCLI.usageError(
                "--languages needs --format json", usage: usage, hint: "fontinspect list --help", console: console)
        }
        // Languages come with the details read (fontconfig reads the whole cmap): only when asked for.
        let depth: ReadDepth = withLanguages ? .details(languages: true) : .faces
        if reporter == FaceListJSONReport.self {
            // Streamed: each face is written as soon as it and every face before it are read.
            var stream = FaceListJSONStream()
            console.write(stream.start)
            let errors = FontInputs.forEachReading(
                paths: arguments.positionals, includeSystemFonts: includeSystem, depth: depth,
                notes: { for note in $0 { console.note(note.description) } }
            ) { reading in
                // A named instance has its font's character map, so its font's languages.
                let languages = Dictionary(
                    reading.details.map { (FontKey($0.face), $0.languages ?? []) }, uniquingKeysWith: { first, _ in first })
                for face in reading.faces {
                    console.write(stream.face(face, languages: withLanguages ? languages[FontKey(face)] ?? [] : nil))
                }
            }
            console.write(stream.end(errors: errors))
            return ReadErrorLines.report(errors, to: console)
        }
        // The other formats group and sort by family, so they need every face first.
        let inputs = FontInputs.read(paths: arguments.positionals, includeSystemFonts: includeSystem, depth: depth)
        for note in inputs.notes { console.note(note.description) }
        console.write(reporter.generateReport(inputs.faces, context: ReportContext(styled: ColorOption.styled(arguments, console: console))))
        if reporter == FamilyNamesReport.self {
            for (face, reason) in FamilyNamesReport.render(inputs.faces).omitted {
                console.note("\(face.file)\(face.faceIndex == 0 ? "" : " (face \(face.faceIndex))"): not listed: \(reason)")
            }
        }
        return ReadErrorLines.report(inputs.errors, to: console)
    }
}

/// A font within a file: what a face and its named instances share.
private struct FontKey: Hashable {
    var file: String
    var faceIndex: Int

    init(_ face: FontFace) {
        file = face.file
        faceIndex = face.faceIndex
    }
}
