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
        return bundle.styleMaps.flatMap { map in
            map.entries.compactMap { entry -> BoldTextVariant? in
                // Only bundled faces named by their PostScript names: a style map's fallback names are
                // font-name-not-postscript's business, system fonts and unknown names unknown-font-name's.
                guard let name = entry.fontName?.value, case .postScriptName(_, let regular) = lookup.resolution(of: name) else { return nil }
                var variant = BoldTextVariant(map: map, entry: entry, regular: regular)
                if let boldName = entry.boldFontName?.value {
                    if case .postScriptName(_, let bold) = lookup.resolution(of: boldName) { variant.named = bold }
                } else {
                    variant.inferred = inferBold(for: regular, in: bundle)
                }
                return variant
            }
        }
    }

    /// The face of the same family and slope at the mapped heavier weight, else the heavier face
    /// nearest that weight; registered faces win over unregistered ones of the same weight.
    static func inferBold(for regular: BundleFace, in bundle: FontBundle) -> BundleFace? {
        guard let weight = regular.face.weight else { return nil }
        let target = boldWeight(for: weight)
        let candidates = bundle.allFaces.filter {
            $0.face.family == regular.face.family && $0.face.italic == regular.face.italic
                && ($0.face.weight ?? 0) > weight && $0.face.postScriptName != nil && $0.face.isLoadableOnApplePlatforms
        }
        return candidates.min { lhs, rhs in
            // Every candidate has a weight (filtered above); 0 only keeps the comparison total.
            let (lhsWeight, rhsWeight) = (lhs.face.weight ?? 0, rhs.face.weight ?? 0)
            let left = (abs(lhsWeight - target), lhsWeight < target ? 1 : 0, bundle.isRegistered(lhs.font) ? 0 : 1)
            let right = (abs(rhsWeight - target), rhsWeight < target ? 1 : 0, bundle.isRegistered(rhs.font) ? 0 : 1)
            return left < right
        }
    }
}
