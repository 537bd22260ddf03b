/// The Unicode scalars a face's character map (cmap) gives a glyph, kept as sorted, disjoint,
/// non-adjacent ranges: a CJK font maps tens of thousands of code points in a few hundred runs.
public struct CharacterMap: Sendable, Hashable {
    /// The mapped code points as sorted, disjoint runs.
    public private(set) var ranges: [ClosedRange<UInt32>]
    /// How many code points outside the controls and the space share the glyph most of them share: Font Awesome 6
    /// Brands maps all of Latin-1 to one empty glyph (D2); a text face gives each letter its own. Zero when the
    /// map was built without glyphs.
    public private(set) var mostSharedGlyphCount = 0

    /// One entry of a cmap: a code point and the glyph it maps to.
    public struct Mapping: Sendable, Hashable {
        /// The Unicode scalar value.
        public var codePoint: UInt32
        /// The index of the glyph it maps to.
        public var glyph: UInt32

        /// The entry mapping `codePoint` to `glyph`.
        public init(codePoint: UInt32, glyph: UInt32) {
            self.codePoint = codePoint
            self.glyph = glyph
        }
    }

    /// The controls and the space, which every font maps, often to one empty glyph.
    public static let controlsAndSpace: [ClosedRange<UInt32>] = [0x00...0x20, 0x7F...0x9F]

    /// Builds the map from a cmap's entries, in any order: the code points, and how many of them share a glyph.
    public init(mapping: [Mapping]) {
        self.init(codePoints: mapping.lazy.map(\.codePoint))
        var sharing: [UInt32: Int] = [:]
        var seen: Set<UInt32> = []
        for entry in mapping where !Self.controlsAndSpace.contains(where: { $0.contains(entry.codePoint) }) && seen.insert(entry.codePoint).inserted {
            sharing[entry.glyph, default: 0] += 1
        }
        mostSharedGlyphCount = sharing.values.max() ?? 0
    }

    /// Builds the map from code points in any order, duplicates allowed.
    public init<Values: Sequence>(codePoints: Values) where Values.Element == UInt32 {
        var ranges: [ClosedRange<UInt32>] = []
        for value in codePoints.sorted() {
            guard let last = ranges.last else {
                ranges.append(value...value)
                continue
            }
            if value <= last.upperBound { continue }  // a duplicate
            if value == last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...value
            } else {
                ranges.append(value...value)
            }
        }
        self.ranges = ranges
    }

    /// The number of code points mapped.
    public var count: Int { ranges.reduce(0) { $0 + Int($1.upperBound - $1.lowerBound) + 1 } }

    /// True when the face maps no character at all.
    public var isEmpty: Bool { ranges.isEmpty }

    /// Whether the face has a glyph for `scalar`.
    public func contains(_ scalar: Unicode.Scalar) -> Bool { contains(scalar.value) }

    /// Whether the face has a glyph for the code point (a binary search of the runs).
    public func contains(_ codePoint: UInt32) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < codePoint {
                low = middle + 1
            } else if ranges[middle].lowerBound > codePoint {
                high = middle
            } else {
                return true
            }
        }
        return false
    }

    /// Every mapped scalar in code point order (surrogate code points, which a cmap should not map, are left out).
    public var scalars: [Unicode.Scalar] {
        ranges.flatMap { range in range.compactMap(Unicode.Scalar.init) }
    }
}
