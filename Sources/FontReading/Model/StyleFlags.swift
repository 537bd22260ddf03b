/// A named bit of a flags field, for spelling flags out in reports.
public struct FlagBit: Sendable, Hashable {
    /// The bit's position, 0 the lowest.
    public var bit: Int
    /// Its name in the spec (`USE_TYPO_METRICS`).
    public var name: String
}

/// OS/2 fsSelection (OpenType spec, OS/2 table).
public struct FSSelection: OptionSet, Sendable, Hashable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// Bit 0: the face is italic.
    public static let italic = FSSelection(rawValue: 1 << 0)
    /// Bit 5: the face is bold.
    public static let bold = FSSelection(rawValue: 1 << 5)
    /// Bit 6: the face is the family's regular (neither bold nor italic).
    public static let regular = FSSelection(rawValue: 1 << 6)
    /// Bit 9: the face is oblique (OS/2 version 4 and later).
    public static let oblique = FSSelection(rawValue: 1 << 9)

    /// The spec's names of bits 0–9.
    public static let bitNames: [FlagBit] = [
        "ITALIC", "UNDERSCORE", "NEGATIVE", "OUTLINED", "STRIKEOUT", "BOLD", "REGULAR", "USE_TYPO_METRICS", "WWS", "OBLIQUE",
    ].enumerated().map { FlagBit(bit: $0.offset, name: $0.element) }

    /// The names of the set bits; unnamed set bits appear as `bit N`.
    public var names: [String] { spellBits(UInt32(rawValue), Self.bitNames, width: 16) }
}

/// head.macStyle.
public struct MacStyle: OptionSet, Sendable, Hashable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// Bit 0: bold.
    public static let bold = MacStyle(rawValue: 1 << 0)
    /// Bit 1: italic.
    public static let italic = MacStyle(rawValue: 1 << 1)

    /// The spec's names of bits 0–6.
    public static let bitNames: [FlagBit] = [
        "Bold", "Italic", "Underline", "Outline", "Shadow", "Condensed", "Extended",
    ].enumerated().map { FlagBit(bit: $0.offset, name: $0.element) }

    /// The names of the set bits; unnamed set bits appear as `bit N`.
    public var names: [String] { spellBits(UInt32(rawValue), Self.bitNames, width: 16) }
}

/// OS/2 fsType, the embedding permissions.
public struct FSType: Sendable, Hashable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// Bit 1 alone: the font must not be embedded, or bundled, without the owner's permission.
    public var isRestrictedLicense: Bool { rawValue & 0x000F == 0x0002 }

    /// The usage permission (bits 0–3) and the flags (bits 8–9) in words.
    public var names: [String] {
        var words: [String]
        switch rawValue & 0x000F {
        case 0: words = ["Installable embedding"]
        case let usage:
            words = []
            if usage & 0x2 != 0 { words.append("Restricted License embedding") }
            if usage & 0x4 != 0 { words.append("Preview & Print embedding") }
            if usage & 0x8 != 0 { words.append("Editable embedding") }
            if usage & 0x1 != 0 { words.append("bit 0 (reserved)") }
        }
        if rawValue & 0x0100 != 0 { words.append("No subsetting") }
        if rawValue & 0x0200 != 0 { words.append("Bitmap embedding only") }
        for bit in [4, 5, 6, 7, 10, 11, 12, 13, 14, 15] where rawValue & (1 << bit) != 0 {
            words.append("bit \(bit) (reserved)")
        }
        return words
    }
}

private func spellBits(_ value: UInt32, _ named: [FlagBit], width: Int) -> [String] {
    (0..<width).compactMap { bit in
        guard value & (1 << bit) != 0 else { return nil }
        return named.first(where: { $0.bit == bit })?.name ?? "bit \(bit)"
    }
}
