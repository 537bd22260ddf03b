/// For each style-map entry, the regular face and the face Bold Text would switch to: the one its
/// `boldFontName` names, or, without one, the face iOS-style mapping would pick from the family.
struct BoldTextVariant {
    var map: StyleMap
    var entry: StyleMapEntry
    var regular: BundleFace
    /// The face `boldFontName` names, when it names a bundled one.
    var named: BundleFace?
    /// Without `boldFontName`: the heavier face of the same family and slope that would serve.
    var inferred: BundleFace?

    /// Observed system mapping for Bold Text (apple-fonts.md): regular→semibold, medium→bold,
    /// semibold→heavy, bold and heavier→black.
    static func boldWeight(for weight: Int) -> Int {
        switch weight {
        case ..<450: 600
        case ..<550: 700
        case ..<650: 800
        default: 900
        }
    }

    /// The entry's place: the map, the key's line and the key (`title`).
    var location: Finding.Location { Finding.Location(file: map.file, line: entry.line, keyPath: entry.key) }

    /// The entry's line without its key: for a finding that names several entries of the map.
    var mapLocation: Finding.Location { Finding.Location(file: map.file, line: entry.line) }

    /// The bold name's place: its line and key path (`title.boldFontName`, or `.legibilityFontName` where the
    /// alias is used).
    var boldLocation: Finding.Location {
        Finding.Location(file: map.file, line: entry.boldFontName?.line ?? entry.line, keyPath: entry.boldFontName?.keyPath ?? entry.key)
    }

    /// `"Foo-Bold"`: how messages quote the bold name after its place.
    var boldReference: String { entry.boldFontName.map { "\"\($0.value)\"" } ?? entry.key }

    static func all(in bundle: FontBundle) -> [BoldTextVariant] {
        let lookup = FontNameLookup(bundle: bundle)
        let candidates = BoldTextCandidates(bundle)
        return bundle.styleMaps.flatMap { map in
            map.entries.compactMap { entry -> BoldTextVariant? in
                // Only bundled faces named by their PostScript names: a style map's fallback names are
                // font-name-not-postscript's business, system fonts and unknown names unknown-font-name's.
                guard let name = entry.fontName?.value, case .postScriptName(_, let regular) = lookup.resolution(of: name) else { return nil }
                var variant = BoldTextVariant(map: map, entry: entry, regular: regular)
                if let boldName = entry.boldFontName?.value {
                    if case .postScriptName(_, let bold) = lookup.resolution(of: boldName) { variant.named = bold }
                } else {
                    variant.inferred = candidates.bold(for: regular)
                }
                return variant
            }
        }
    }
}
