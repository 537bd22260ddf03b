/// The font names a style map writes, each with where it stands: the references the style-map
/// rules check (`fontName`, and `boldFontName` or its alias `legibilityFontName`).
struct StyleMapReference {
    enum Role {
        case regular
        /// `boldFontName` or its alias `legibilityFontName`.
        case bold
    }

    var map: StyleMap
    var entry: StyleMapEntry
    var role: Role
    var written: Located<String>

    var name: String { written.value }
    var line: Int? { written.line ?? entry.line }

    static func all(in bundle: FontBundle) -> [StyleMapReference] {
        bundle.styleMaps.flatMap { map in
            map.entries.flatMap { entry -> [StyleMapReference] in
                var references: [StyleMapReference] = []
                if let name = entry.fontName {
                    references.append(StyleMapReference(map: map, entry: entry, role: .regular, written: name))
                }
                if let name = entry.boldFontName {
                    references.append(StyleMapReference(map: map, entry: entry, role: .bold, written: name))
                }
                return references
            }
        }
    }

    /// Where findings about the reference point: the map, the line and the key path (`body.fontName`).
    var location: Finding.Location { Finding.Location(file: map.file, line: line, keyPath: written.keyPath) }
}
