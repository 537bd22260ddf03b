/// The characters the app's strings use that one face lacks, each with the languages and a few keys using it:
/// what `missing-glyphs` reports once per face, however many languages share a character (a Latin face lacking
/// Japanese is one finding, not one per language). Costs the distinct characters plus the strings of the
/// missing ones, and only the shown characters' keys are picked.
struct FaceMissingCharacters {
    struct Character {
        var scalar: Unicode.Scalar
        var languages: [String]
        var keys: [String]
        var moreKeys: Bool
    }

    /// How many distinct characters are missing.
    var count: Int
    /// Every language with a string using a missing character, sorted.
    var languages: [String]
    /// The first missing characters in code point order, at most the limit asked for.
    var shown: [Character]

    /// Nil when the map has every character the strings use.
    init?(map: CharacterMap, usage: CharacterUsage, shownCharacters: Int, shownKeys: Int) {
        self.init(positions: usage.positionsMissing(from: map), usage: usage, shownCharacters: shownCharacters, shownKeys: shownKeys)
    }

    /// The missing characters at `positions` of `usage` (ascending): a part of them, such as one script's.
    /// Nil when there are none.
    init?(positions: [Int], usage: CharacterUsage, shownCharacters: Int, shownKeys: Int) {
        guard !positions.isEmpty else { return nil }
        count = positions.count
        var languageIndices = Set<Int>()
        shown = []
        for (offset, position) in positions.enumerated() {
            let indices = usage.languageIndices(at: position)
            languageIndices.formUnion(indices)
            guard offset < shownCharacters else { continue }
            let keys = usage.firstKeys(at: position, limit: shownKeys)
            shown.append(Character(
                scalar: usage.scalars[position], languages: indices.map { usage.languages[$0] }, keys: keys.keys, moreKeys: keys.more))
        }
        languages = languageIndices.sorted().map { usage.languages[$0] }
    }
}
