/// A character a language's strings use that a face's character map lacks: iOS draws it in a
/// fallback font, so one label mixes two typefaces.
public struct MissingCharacter: Sendable, Hashable {
    public var scalar: Unicode.Scalar
    /// The strings that use it, sorted by key.
    public var uses: [StringReference]

    public init(scalar: Unicode.Scalar, uses: [StringReference]) {
        self.scalar = scalar
        self.uses = uses
    }

    /// `U+0142`.
    public var codePoint: String { CodePoint.label(scalar) }
}

/// One language's strings checked against one character map.
public struct LanguageCoverage: Sendable, Hashable {
    public var language: String
    /// How many distinct characters the language's strings need from the font.
    public var checkedCharacterCount: Int
    /// In code point order; empty when the face covers every character.
    public var missing: [MissingCharacter]

    public init(language: String, checkedCharacterCount: Int, missing: [MissingCharacter]) {
        self.language = language
        self.checkedCharacterCount = checkedCharacterCount
        self.missing = missing
    }

    /// The keys of the strings using the missing characters, each once as `label` shows it, in the order of
    /// the characters and then of the keys: one hash per use, where comparing each with the keys already
    /// listed cost uses × keys (100,000 strings took 25 s).
    func keysUsingMissingCharacters(labelled label: (String) -> String) -> [String] {
        var keys: [String] = []
        var seenLabels: Set<String> = []
        var seenKeys: Set<String> = []
        for use in missing.lazy.flatMap(\.uses) where seenKeys.insert(use.key).inserted {
            let shown = label(use.key)
            if seenLabels.insert(shown).inserted { keys.append(shown) }
        }
        return keys
    }
}

/// The checks behind `fontinspect coverage` and the lint rules `missing-glyphs` and `coverage-regression`.
public enum CoverageAnalyzer {
    /// For every language of the strings (sorted), the characters they use that the map lacks.
    public static func missing(in characterMap: CharacterMap, usage: CharacterUsage) -> [LanguageCoverage] {
        usage.languages.map { language in
            let characters = usage.charactersWithReferences(in: language)
            // The sorted reference lists are shared with the usage, not copied.
            let missing = characters.filter { !characterMap.contains($0.scalar) }.map {
                MissingCharacter(scalar: $0.scalar, uses: $0.references)
            }
            return LanguageCoverage(language: language, checkedCharacterCount: characters.count, missing: missing)
        }
    }

    public static func missing(in characterMap: CharacterMap, strings: [LocalizedString]) -> [LanguageCoverage] {
        missing(in: characterMap, usage: CharacterUsage(strings: strings))
    }

    /// The characters the regular face maps and the bold face lacks, in code point order: with Bold Text
    /// on, iOS draws them in a fallback font. Characters that need no glyph (controls, whitespace,
    /// default-ignorables; see `GlyphNeeds`) are left out.
    public static func regression(regular: CharacterMap, bold: CharacterMap) -> [Unicode.Scalar] {
        regular.scalars.filter { GlyphNeeds.needsGlyph($0) && !bold.contains($0) }
    }
}
