/// Where a character is used: a string's key and the file it was read from.
public struct StringReference: Sendable, Hashable, Comparable {
    /// The strings or text file.
    public var file: String
    /// The string's key; `line N` for a line of a text file.
    public var key: String

    /// The string `key` of `file`.
    public init(file: String, key: String) {
        self.file = file
        self.key = key
    }

    public static func < (lhs: StringReference, rhs: StringReference) -> Bool {
        (lhs.key, lhs.file) < (rhs.key, rhs.file)
    }
}

/// The distinct characters an app's strings need from a font, each with the strings that use it.
/// Built once from the strings, then checked against any number of character maps: a check costs the
/// distinct characters (a few thousand), not the strings. Each string is stored once, and each character
/// keeps only the indices of its strings, so building it is one pass with no hashing of keys or files.
public struct CharacterUsage: Sendable {
    /// Every language that has strings, sorted.
    public let languages: [String]
    /// The distinct characters the strings need, in code point order.
    public let scalars: [Unicode.Scalar]
    /// For each of `scalars`: the strings using it (indices into the arrays below), ascending, each once.
    private let users: [[Int32]]
    private let keys: [String]
    private let files: [String]
    /// For each string: its language, as an index into `languages`.
    private let languageOfString: [Int32]
    /// For each language: how many distinct characters its strings need.
    private let characterCounts: [Int]

    /// The characters `strings` need, in one pass over them.
    public init(strings: [LocalizedString]) {
        let languages = Set(strings.map(\.language)).sorted()
        let languageIndex = Dictionary(uniqueKeysWithValues: languages.enumerated().map { ($0.element, Int32($0.offset)) })
        // A character's slot: a table for the Basic Multilingual Plane, a dictionary above it.
        var bmpSlots = [Int32](repeating: -1, count: 0x10000)
        var astralSlots: [UInt32: Int32] = [:]
        var slotScalars: [Unicode.Scalar] = []
        var slotUsers: [[Int32]] = []
        var classifier = GlyphNeeds.Classifier()
        for (index, string) in strings.enumerated() {
            let text = string.isFormatString ? FormatSpecifiers.strip(string.value) : string.value
            let stringIndex = Int32(index)
            for scalar in GlyphNeeds.scalars(in: text, classifier: &classifier) {
                var slot: Int32
                if scalar.value < 0x10000 {
                    slot = bmpSlots[Int(scalar.value)]
                    if slot < 0 {
                        slot = Int32(slotScalars.count)
                        bmpSlots[Int(scalar.value)] = slot
                    }
                } else {
                    slot = astralSlots[scalar.value] ?? -1
                    if slot < 0 {
                        slot = Int32(slotScalars.count)
                        astralSlots[scalar.value] = slot
                    }
                }
                if Int(slot) == slotScalars.count {
                    slotScalars.append(scalar)
                    slotUsers.append([])
                }
                // Strings are visited in order: a repeat within one string is the last index.
                if slotUsers[Int(slot)].last != stringIndex { slotUsers[Int(slot)].append(stringIndex) }
            }
        }
        let order = slotScalars.indices.sorted { slotScalars[$0].value < slotScalars[$1].value }
        let languageOfString = strings.map { languageIndex[$0.language] ?? 0 }
        var characterCounts = [Int](repeating: 0, count: languages.count)
        var lastCounted = [Int](repeating: -1, count: languages.count)
        for (position, slot) in order.enumerated() {
            for user in slotUsers[slot] {
                let language = Int(languageOfString[Int(user)])
                if lastCounted[language] != position {
                    lastCounted[language] = position
                    characterCounts[language] += 1
                }
            }
        }
        self.languages = languages
        scalars = order.map { slotScalars[$0] }
        users = order.map { slotUsers[$0] }
        keys = strings.map(\.key)
        files = strings.map(\.file)
        self.languageOfString = languageOfString
        self.characterCounts = characterCounts
    }

    /// How many distinct characters a language's strings need.
    public func characterCount(in language: String) -> Int {
        languages.firstIndex(of: language).map { characterCounts[$0] } ?? 0
    }

    /// The characters a language's strings need, in code point order.
    public func characters(in language: String) -> [Unicode.Scalar] {
        guard let wanted = languages.firstIndex(of: language).map(Int32.init) else { return [] }
        return scalars.indices.filter { users[$0].contains { languageOfString[Int($0)] == wanted } }.map { scalars[$0] }
    }

    /// The strings of a language that use a character, sorted by key.
    public func references(to scalar: Unicode.Scalar, in language: String) -> [StringReference] {
        guard let wanted = languages.firstIndex(of: language).map(Int32.init), let position = position(of: scalar) else { return [] }
        return Self.sortedOnce(users[position].filter { languageOfString[Int($0)] == wanted }.map(reference))
    }

    /// The positions in `scalars` of the characters a map lacks, in code point order.
    func positionsMissing(from map: CharacterMap) -> [Int] {
        scalars.indices.filter { !map.contains(scalars[$0]) }
    }

    /// The strings using the character at `position`, grouped by language (sorted), each group sorted by key.
    func referencesByLanguage(at position: Int) -> [(language: String, references: [StringReference])] {
        var groups: [Int32: [StringReference]] = [:]
        for user in users[position] { groups[languageOfString[Int(user)], default: []].append(reference(user)) }
        return groups.keys.sorted().map { (languages[Int($0)], Self.sortedOnce(groups[$0] ?? [])) }
    }

    /// The languages (indices into `languages`) whose strings use the character at `position`, ascending.
    func languageIndices(at position: Int) -> [Int] {
        var seen = Set<Int32>()
        for user in users[position] { seen.insert(languageOfString[Int(user)]) }
        return seen.map(Int.init).sorted()
    }

    /// The first `limit` distinct keys (in sorted order) of the strings using the character at `position`, and
    /// whether there are more: a bounded insertion per string, not a sort of them all.
    func firstKeys(at position: Int, limit: Int) -> (keys: [String], more: Bool) {
        var best: [String] = []
        for user in users[position] {
            let key = keys[Int(user)]
            if best.count > limit, let last = best.last, key >= last { continue }
            if best.contains(key) { continue }
            best.insert(key, at: best.firstIndex { $0 > key } ?? best.count)
            if best.count > limit + 1 { best.removeLast() }
        }
        return (Array(best.prefix(limit)), best.count > limit)
    }

    /// Sorted, each reference once: a stringsdict gives one string per plural variant, all under one key.
    private static func sortedOnce(_ references: [StringReference]) -> [StringReference] {
        let sorted = references.sorted()
        return sorted.indices.filter { $0 == 0 || sorted[$0 - 1] != sorted[$0] }.map { sorted[$0] }
    }

    private func position(of scalar: Unicode.Scalar) -> Int? {
        var low = 0
        var high = scalars.count
        while low < high {
            let middle = (low + high) / 2
            if scalars[middle].value < scalar.value { low = middle + 1 } else { high = middle }
        }
        return low < scalars.count && scalars[low] == scalar ? low : nil
    }

    private func reference(_ user: Int32) -> StringReference { StringReference(file: files[Int(user)], key: keys[Int(user)]) }
}
