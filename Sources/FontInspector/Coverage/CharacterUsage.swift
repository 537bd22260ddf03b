/// Where a character is used: a string's key and the file it was read from.
public struct StringReference: Sendable, Hashable, Comparable {
    public var file: String
    public var key: String

    public init(file: String, key: String) {
        self.file = file
        self.key = key
    }

    public static func < (lhs: StringReference, rhs: StringReference) -> Bool {
        (lhs.key, lhs.file) < (rhs.key, rhs.file)
    }
}

/// The characters each language's strings need from a font, and the strings that use each one.
/// Built once from the strings, then checked against any number of character maps: the characters and their
/// strings are sorted here, once, not again for every face that lacks them.
public struct CharacterUsage: Sendable {
    /// Language → its characters in code point order, each with the strings using it sorted by key.
    private let uses: [String: [(scalar: Unicode.Scalar, references: [StringReference])]]
    private let indexByScalar: [String: [Unicode.Scalar: Int]]

    public init(strings: [LocalizedString]) {
        var sets: [String: [Unicode.Scalar: Set<StringReference>]] = [:]
        for string in strings {
            let text = string.isFormatString ? FormatSpecifiers.strip(string.value) : string.value
            let reference = StringReference(file: string.file, key: string.key)
            // A language with only blank strings is still listed (as covered).
            if sets[string.language] == nil { sets[string.language] = [:] }
            for scalar in GlyphNeeds.scalars(in: text) {
                sets[string.language, default: [:]][scalar, default: []].insert(reference)  // in place, no copy
            }
        }
        var uses: [String: [(scalar: Unicode.Scalar, references: [StringReference])]] = [:]
        var indexByScalar: [String: [Unicode.Scalar: Int]] = [:]
        for (language, characters) in sets {
            let sorted = characters.sorted { $0.key.value < $1.key.value }.map { (scalar: $0.key, references: $0.value.sorted()) }
            uses[language] = sorted
            indexByScalar[language] = Dictionary(uniqueKeysWithValues: sorted.enumerated().map { ($0.element.scalar, $0.offset) })
        }
        self.uses = uses
        self.indexByScalar = indexByScalar
    }

    /// Every language that has strings, sorted.
    public var languages: [String] { uses.keys.sorted() }

    /// The characters a language's strings need, in code point order.
    public func characters(in language: String) -> [Unicode.Scalar] {
        (uses[language] ?? []).map(\.scalar)
    }

    /// The characters a language's strings need, in code point order, each with the strings using it (sorted).
    func charactersWithReferences(in language: String) -> [(scalar: Unicode.Scalar, references: [StringReference])] {
        uses[language] ?? []
    }

    /// The strings of a language that use a character, sorted by key.
    public func references(to scalar: Unicode.Scalar, in language: String) -> [StringReference] {
        guard let index = indexByScalar[language]?[scalar] else { return [] }
        return uses[language]?[index].references ?? []
    }
}
