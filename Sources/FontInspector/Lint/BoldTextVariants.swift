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
                guard let name = entry.fontName?.value, case .postScriptName(let faces) = lookup.resolution(of: name) else { return nil }
                let regular = faces.first { $0.font.isRegistered } ?? faces[0]
                var variant = BoldTextVariant(map: map, entry: entry, regular: regular)
                if let boldName = entry.boldFontName?.value {
                    if case .postScriptName(let boldFaces) = lookup.resolution(of: boldName) {
                        variant.named = boldFaces.first { $0.font.isRegistered } ?? boldFaces[0]
                    }
                } else {
                    variant.inferred = candidates.bold(for: regular)
                }
                return variant
            }
        }
    }
}

/// The faces Bold Text inference may pick, by family and slope, at their weights: indexed once per bundle, so that
/// inferring the bold face of each of a family's N faces costs N log N, not N² (a scan of the bundle per face).
struct BoldTextCandidates {
    private struct FamilySlope: Hashable {
        var family: String?
        var italic: Bool
    }

    /// Each family and slope's distinct weights, ascending, and each weight's faces in bundle order.
    private var weights: [FamilySlope: [Int]] = [:]
    private var faces: [FamilySlope: [Int: [BundleFace]]] = [:]

    init(_ bundle: FontBundle) {
        for face in bundle.allFaces where face.face.postScriptName != nil && face.face.isLoadableOnApplePlatforms {
            guard let weight = face.face.weight else { continue }
            faces[FamilySlope(family: face.face.family, italic: face.face.italic), default: [:]][weight, default: []].append(face)
        }
        weights = faces.mapValues { $0.keys.sorted() }
    }

    /// The face of the same family and slope at the mapped heavier weight (`BoldTextVariant.boldWeight`), else the
    /// heavier face nearest that weight, one above it winning a tie; registered faces win over unregistered ones of
    /// the same weight, then the first in the bundle.
    func bold(for regular: BundleFace) -> BundleFace? {
        let key = FamilySlope(family: regular.face.family, italic: regular.face.italic)
        guard let weight = regular.face.weight, let sorted = weights[key] else { return nil }
        let target = BoldTextVariant.boldWeight(for: weight)
        // Heavier than the regular face: sorted[heavier...]; of those, the first at or above the target.
        let heavier = sorted.partitionPoint { $0 > weight }
        let atTarget = max(heavier, sorted.partitionPoint { $0 >= target })
        var chosen = atTarget < sorted.count ? sorted[atTarget] : nil
        if atTarget > heavier {
            let below = sorted[atTarget - 1]
            if chosen.map({ target - below < $0 - target }) ?? true { chosen = below }
        }
        guard let chosen, let bucket = faces[key]?[chosen] else { return nil }
        return bucket.first { $0.font.isRegistered } ?? bucket[0]
    }
}

private extension Array where Element == Int {
    /// The index of the first element of an ascending array that satisfies `isAtOrAbove` (binary search).
    func partitionPoint(_ isAtOrAbove: (Int) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if isAtOrAbove(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
