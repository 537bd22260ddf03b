/// A character a language's strings use that a face's character map lacks: iOS draws it in a
/// fallback font, so one label mixes two typefaces.
public struct MissingCharacter: Sendable, Hashable {
    /// The character.
    public var scalar: Unicode.Scalar
    /// The strings that use it, sorted by key.
    public var uses: [StringReference]

    /// A character missing from a face, and the strings that need it.
    public init(scalar: Unicode.Scalar, uses: [StringReference]) {
        self.scalar = scalar
        self.uses = uses
    }

    /// `U+0142`.
    public var codePoint: String { CodePoint.label(scalar) }
}

/// One language's strings checked against one character map.
public struct LanguageCoverage: Sendable, Hashable {
    /// The `.lproj` or catalog language (`Base`, `default` for files in none).
    public var language: String
    /// How many distinct characters the language's strings need from the font.
    public var checkedCharacterCount: Int
    /// In code point order; empty when the face covers every character.
    public var missing: [MissingCharacter]

    /// One language's result of a check.
    public init(language: String, checkedCharacterCount: Int, missing: [MissingCharacter]) {
        self.language = language
        self.checkedCharacterCount = checkedCharacterCount
        self.missing = missing
    }
}

/// The checks behind `fontinspect coverage` and the lint rules `missing-glyphs` and `coverage-regression`.
public enum CoverageAnalyzer {
    /// For every language of the strings (sorted), the characters they use that the map lacks. Only the distinct
    /// characters are looked up in the map; the strings of the missing ones are then grouped by language.
    public static func missing(in characterMap: CharacterMap, usage: CharacterUsage) -> [LanguageCoverage] {
        var missingByLanguage: [String: [MissingCharacter]] = [:]
        for position in usage.positionsMissing(from: characterMap) {
            for group in usage.referencesByLanguage(at: position) {
                missingByLanguage[group.language, default: []].append(MissingCharacter(scalar: usage.scalars[position], uses: group.references))
            }
        }
        return usage.languages.map { language in
            LanguageCoverage(language: language, checkedCharacterCount: usage.characterCount(in: language), missing: missingByLanguage[language] ?? [])
        }
    }

    /// The characters of `strings` that `characterMap` lacks, by language.
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
