/// Font files and folders named by a user (and, when asked, the fonts installed on this machine),
/// collected and read on all cores: what `list`, `info` and `coverage --font` read.
public struct FontInputs: Sendable {
    /// One reading per font file, in input order.
    public var readings: [FontFileReading]
    /// Paths that could not be walked, then each file's read errors, in input order.
    public var errors: [InputProblem]
    /// What the walk passed over (a link out of a folder, a path too long to open), for `Note:` lines.
    public var notes: [InputProblem]

    /// Every face read, in input order.
    public var faces: [FontFace] { readings.flatMap(\.faces) }
    /// The tables behind every face read (with `ReadDepth.details`).
    public var details: [FontDetails] { readings.flatMap(\.details) }

    /// Walks `paths` (and the system fonts when asked) and reads every font found.
    public static func read(paths: [String], includeSystemFonts: Bool = false, depth: ReadDepth) -> FontInputs {
        var readings: [FontFileReading] = []
        var notes: [InputProblem] = []
        let errors = forEachReading(
            paths: paths, includeSystemFonts: includeSystemFonts, depth: depth, notes: { notes = $0 }
        ) { readings.append($0) }
        return FontInputs(readings: readings, errors: errors, notes: notes)
    }

    /// The same reading, handed over file by file in input order as it is done (for output that
    /// streams); returns every error, in the order `read` gives them. `notes` receives what the walk
    /// passed over once, before reading starts, so a streaming caller can print it first.
    public static func forEachReading(
        paths: [String], includeSystemFonts: Bool = false, depth: ReadDepth,
        notes: ([InputProblem]) -> Void = { _ in }, _ body: (FontFileReading) -> Void
    ) -> [InputProblem] {
        var collector = FontFileCollector()
        for path in paths { collector.add(path) }
        if includeSystemFonts {
            for file in SystemFontCatalog.installedFontFiles() { collector.add(file) }
        }
        notes(collector.notes)
        var errors = collector.errors
        FontScanner.forEachReading(collector.candidates, depth: depth) { reading in
            errors += reading.errors
            body(reading)
        }
        return errors
    }
}
