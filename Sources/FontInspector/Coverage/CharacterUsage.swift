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
/// Built once from the strings, then checked against any number of character maps.
public struct CharacterUsage: Sendable {
    /// Language → character → the strings using it.
    private let uses: [String: [Unicode.Scalar: Set<StringReference>]]

    public init(strings: [LocalizedString]) {
        var uses: [String: [Unicode.Scalar: Set<StringReference>]] = [:]
        for string in strings {
            let text = string.isFormatString ? FormatSpecifiers.strip(string.value) : string.value
            let reference = StringReference(file: string.file, key: string.key)
            // A language with only blank strings is still listed (as covered).
            if uses[string.language] == nil { uses[string.language] = [:] }
            for scalar in GlyphNeeds.scalars(in: text) {
                uses[string.language, default: [:]][scalar, default: []].insert(reference)  // in place, no copy
            }
        }
        self.uses = uses
    }

    /// Every language that has strings, sorted.
    public var languages: [String] { uses.keys.sorted() }

    /// The characters a language's strings need, in code point order.
    public func characters(in language: String) -> [Unicode.Scalar] {
        (uses[language] ?? [:]).keys.sorted { $0.value < $1.value }
    }

    /// The strings of a language that use a character, sorted by key.
    public func references(to scalar: Unicode.Scalar, in language: String) -> [StringReference] {
        (uses[language]?[scalar] ?? []).sorted()
    }
}
