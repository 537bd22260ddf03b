import FontInspector

/// The reading step `list` and `info` share: collect the named paths (and the system's fonts), read
/// them on all cores, and report every error as `Error: <path>: <reason>` on standard error.
struct FontInputs {
    var readings: [FontFileReading]
    var errors: [FontReadError]

    var faces: [FontFace] { readings.flatMap(\.faces) }
    var details: [FontDetails] { readings.flatMap(\.details) }

    static func read(paths: [String], includeSystemFonts: Bool = false, depth: ReadDepth, notesTo console: Console? = nil) -> FontInputs {
        var readings: [FontFileReading] = []
        let errors = forEachReading(paths: paths, includeSystemFonts: includeSystemFonts, depth: depth, notesTo: console) {
            readings.append($0)
        }
        return FontInputs(readings: readings, errors: errors)
    }

    /// The same reading, handed over file by file in input order as it is done (for output that
    /// streams); returns every error, in the order `read` gives them. What the walk passed over (a link
    /// out of a folder, a path too long to open) is written to `console` as a `Note:` before reading starts.
    static func forEachReading(
        paths: [String], includeSystemFonts: Bool = false, depth: ReadDepth, notesTo console: Console? = nil,
        _ body: (FontFileReading) -> Void
    ) -> [FontReadError] {
        var collector = FontFileCollector()
        for path in paths { collector.add(path) }
        if includeSystemFonts {
            for file in SystemFontCatalog.installedFontFiles() { collector.add(file) }
        }
        for note in collector.notes { console?.writeError("Note: \(TerminalText.escaping(note.description))\n") }
        var errors = collector.errors
        FontScanner.forEachReading(collector.candidates, depth: depth) { reading in
            errors += reading.errors
            body(reading)
        }
        return errors
    }

    /// Prints the errors and says which exit code they make.
    func reportErrors(to console: Console) -> ExitCode {
        Self.report(errors, to: console)
    }

    static func report(_ errors: [FontReadError], to console: Console) -> ExitCode {
        for error in errors { console.writeError("Error: \(TerminalText.escaping(error.description))\n") }
        return errors.isEmpty ? .success : .unreadableInput
    }
}
