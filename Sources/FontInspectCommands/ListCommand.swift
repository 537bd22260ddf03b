import FontInspector

enum ListCommand: Subcommand {
    static let name = "list"
    static let abstract = "List every face: PostScript name, family, style, weight and slope."
    static let usage = "fontinspect list [--format <format>] [--system] [<paths> ...]"
    static let arguments = [("<paths>", "Font files, or folders to walk recursively.")]
    static let options = [
        OptionSpec(name: "--format", valueName: "format", allowedValues: ["table", "familynames", "json"],
                   help: "table (default), familynames (the device snippet's lines) or json."),
        OptionSpec(name: "--system", valueName: nil, help: "Also list the fonts installed on this machine (fontconfig)."),
    ]
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
        let format = arguments.value("--format") ?? "table"
        if format == "json" {
            // Streamed: each face is written as soon as it and every face before it are read.
            var stream = FaceListJSONStream()
            console.write(stream.start)
            let errors = FontInputs.forEachReading(
                paths: arguments.positionals, includeSystemFonts: includeSystem, depth: .faces
            ) { reading in
                for face in reading.faces { console.write(stream.face(face)) }
            }
            console.write(stream.end(errors: errors))
            return FontInputs.report(errors, to: console)
        }
        // The other formats group and sort by family, so they need every face first.
        let inputs = FontInputs.read(paths: arguments.positionals, includeSystemFonts: includeSystem, depth: .faces)
        switch format {
        case "familynames":
            let report = FamilyNamesReport.render(inputs.faces)
            console.write(report.text)
            for (face, reason) in report.omitted {
                console.writeError("Note: \(face.file)\(face.faceIndex == 0 ? "" : " (face \(face.faceIndex))"): not listed: \(reason)\n")
            }
        default:
            console.write(ListTableReport.render(inputs.faces, styled: console.isTerminal))
        }
        return inputs.reportErrors(to: console)
    }
}
