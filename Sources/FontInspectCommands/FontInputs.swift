import FontInspector

/// The reading step `list` and `info` share: collect the named paths (and the system's fonts), read
/// them on all cores, and report every error as `Error: <path>: <reason>` on standard error.
struct FontInputs {
    var readings: [FontFileReading]
    var errors: [FontReadError]

    var faces: [FontFace] { readings.flatMap(\.faces) }
    var details: [FontDetails] { readings.flatMap(\.details) }

    static func read(paths: [String], includeSystemFonts: Bool = false, depth: ReadDepth) -> FontInputs {
        var collector = FontFileCollector()
        for path in paths { collector.add(path) }
        if includeSystemFonts {
            for file in SystemFontCatalog.installedFontFiles() { collector.add(file) }
        }
        let readings = FontScanner.read(collector.candidates, depth: depth)
        return FontInputs(readings: readings, errors: collector.errors + readings.flatMap(\.errors))
    }

    /// Prints the errors and says which exit code they make.
    func reportErrors(to console: Console) -> ExitCode {
        for error in errors { console.writeError("Error: \(TerminalText.escaping(error.description))\n") }
        return errors.isEmpty ? .success : .unreadableInput
    }
}
