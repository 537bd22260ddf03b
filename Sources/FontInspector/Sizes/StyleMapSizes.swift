/// What `fontinspect sizes` shows for a style map: each usable entry scaled to every content size category, in
/// Apple's table order, with the map's problems (as `StyleMap` reports them) and what was skipped.
public struct StyleMapSizes: Sendable {
    /// Each usable entry, scaled, in Apple's table order.
    public var styles: [ScaledTextStyle] = []
    /// The map's problems, then each style given a second time (the first entry is used).
    public var errors: [InputProblem]
    /// Entries skipped for a style Apple's iOS table lacks: `file:line: key: …`.
    public var notes: [String] = []

    /// The scaled styles of `map`.
    public init(map: StyleMap) {
        errors = map.problems
        var firstEntries: [TextStyle: StyleMapEntry] = [:]
        for entry in map.entries {
            guard DynamicTypeTable.style(entry.style) != nil else {
                notes.append(Self.place(map.file, entry.line)
                    + "\(entry.key): Apple's iOS Dynamic Type table has no \(entry.style.uikitCaseName) (a visionOS style); skipped")
                continue
            }
            if let first = firstEntries[entry.style] {
                let firstLine = first.line.map { " (line \($0))" } ?? ""
                errors.append(InputProblem(
                    kind: .invalidValue,
                    message: "\(entry.key) names the same text style as \(first.key)\(firstLine); only the first entry is used",
                    file: map.file, line: entry.line, keyPath: entry.key))
                continue
            }
            firstEntries[entry.style] = entry
        }
        styles = DynamicTypeTable.styles.compactMap { row in
            // An entry without a font name or a usable size has a problem saying so; there is nothing to scale.
            guard let entry = firstEntries[row.style], let fontName = entry.fontName?.value, let fontSize = entry.fontSize
            else { return nil }
            return DynamicTypeScaler.scale(
                style: row, fontName: fontName, boldFontName: entry.boldFontName?.value, fontSize: fontSize)
        }
    }

    private static func place(_ file: String, _ line: Int?) -> String {
        file + (line.map { ":\($0)" } ?? "") + ": "
    }
}
