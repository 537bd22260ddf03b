/// Font files and folders named by a user (and, when asked, the fonts installed on this machine),
/// collected and read on all cores: what `list`, `info` and `coverage --font` read.
public struct FontInputs: Sendable {
    public var readings: [FontFileReading]
    /// Paths that could not be walked, then each file's read errors, in input order.
    public var errors: [FontReadError]

    public var faces: [FontFace] { readings.flatMap(\.faces) }
    public var details: [FontDetails] { readings.flatMap(\.details) }

    public static func read(paths: [String], includeSystemFonts: Bool = false, depth: ReadDepth) -> FontInputs {
        var readings: [FontFileReading] = []
        let errors = forEachReading(paths: paths, includeSystemFonts: includeSystemFonts, depth: depth) {
            readings.append($0)
        }
        return FontInputs(readings: readings, errors: errors)
    }

    /// The same reading, handed over file by file in input order as it is done (for output that
    /// streams); returns every error, in the order `read` gives them.
    public static func forEachReading(
        paths: [String], includeSystemFonts: Bool = false, depth: ReadDepth, _ body: (FontFileReading) -> Void
    ) -> [FontReadError] {
        var collector = FontFileCollector()
        for path in paths { collector.add(path) }
        if includeSystemFonts {
            for file in SystemFontCatalog.installedFontFiles() { collector.add(file) }
        }
        var errors = collector.errors
        FontScanner.forEachReading(collector.candidates, depth: depth) { reading in
            errors += reading.errors
            body(reading)
        }
        return errors
    }
}
