/// The characters a paired face lost and gained (control characters left out: no text draws them), and, with
/// an app, the lost ones its strings use.
public struct CoverageChange: Sendable, Hashable {
    /// Code points OLD maps and NEW does not, ascending.
    public var lost: [UInt32]
    /// Code points NEW maps and OLD did not, ascending.
    public var gained: [UInt32]
    /// The lost characters the app's strings use; empty without `--app` or strings.
    public var lostInAppStrings: [UInt32]

    /// Nil when both maps hold the same characters.
    public static func between(_ old: CharacterMap, _ new: CharacterMap, appCharacters: Set<UInt32> = []) -> CoverageChange? {
        let lost = missing(from: new, in: old), gained = missing(from: old, in: new)
        guard !lost.isEmpty || !gained.isEmpty else { return nil }
        return CoverageChange(lost: lost, gained: gained, lostInAppStrings: lost.filter(appCharacters.contains))
    }

    /// The characters of `map` that `other` lacks, in code point order: one pass over the ranges.
    private static func missing(from other: CharacterMap, in map: CharacterMap) -> [UInt32] {
        var result: [UInt32] = []
        for range in map.ranges {
            for codePoint in range where !TerminalText.isControl(codePoint) && !other.contains(codePoint) { result.append(codePoint) }
        }
        return result
    }
}
