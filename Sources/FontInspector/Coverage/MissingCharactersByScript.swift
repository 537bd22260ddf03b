/// A face's missing characters split by what iOS makes of them: those of a script the face maps no character
/// of (the text of that script is drawn wholly in a fallback font, consistently) and the rest — a script the face
/// covers in part, or a character shared by scripts — which put fallback glyphs among the face's own.
struct MissingCharactersByScript {
    /// Positions in the usage of characters whose script the face covers in part, or that have no one script.
    var partial: [Int]
    /// Positions of characters of scripts the face has no character of.
    var wholeScripts: [Int]
    /// Those scripts, in code point order of their first missing character.
    var absentScripts: [WritingScript]

    init(map: CharacterMap, usage: CharacterUsage) {
        partial = []
        wholeScripts = []
        absentScripts = []
        var known: [WritingScript: Bool] = [:]
        for position in usage.positionsMissing(from: map) {
            guard let script = WritingScript.of(usage.scalars[position]) else {
                partial.append(position)
                continue
            }
            let absent = known[script] ?? {
                let absent = !Self.maps(map, anyOf: WritingScript.ranges(of: script))
                known[script] = absent
                if absent { absentScripts.append(script) }
                return absent
            }()
            if absent { wholeScripts.append(position) } else { partial.append(position) }
        }
    }

    /// Whether the map's ranges overlap any of `ranges` (both short: a linear pass is enough).
    private static func maps(_ map: CharacterMap, anyOf ranges: [ClosedRange<UInt32>]) -> Bool {
        ranges.contains { range in map.ranges.contains { $0.overlaps(range) } }
    }
}
