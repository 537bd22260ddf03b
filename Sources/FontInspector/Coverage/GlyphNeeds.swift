/// Which characters of a text must come from the font itself for it to be drawn in that font.
///
/// Not checked: whitespace and control characters (laid out, not drawn), default-ignorable
/// characters (joiners, direction marks, variation selectors, soft hyphen: invisible by design), and
/// emoji — a character with the emoji presentation by default, a pictograph of the emoji planes (U+1F000 and up)
/// written without U+FE0F, or a character followed by U+FE0F — which Apple platforms draw with Apple Color Emoji
/// whatever the font; and U+F8FF, the Apple logo (Apple's registry of its corporate-use characters, CORPCHAR.TXT on
/// unicode.org: Mac OS Roman 0xF0), which only Apple's own fonts draw and a string writes for the fallback to show
/// (FP764). Apple's other corporate-use characters are transcoding hints and legacy glyph fragments, not text a
/// string shows: still checked.
public enum GlyphNeeds {
    /// U+F8FF, the Apple logo.
    static let appleLogo: Unicode.Scalar = "\u{F8FF}"

    package static func scalars(in text: String) -> [Unicode.Scalar] {
        var classifier = Classifier()
        return scalars(in: text, classifier: &classifier)
    }

    /// The same, with the Unicode properties of each scalar looked up once per classifier rather than once per
    /// occurrence: property lookups were a third of a lint of 100,000 strings.
    static func scalars(in text: String, classifier: inout Classifier) -> [Unicode.Scalar] {
        var needed: [Unicode.Scalar] = []
        needed.reserveCapacity(text.utf8.count)
        // Most strings of most apps are ASCII: no emoji, no joiners, and the printable bytes are the ones needed,
        // without the grapheme breaking and property lookups below.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in text.utf8 where byte > 0x20 && byte < 0x7F { needed.append(Unicode.Scalar(byte)) }
            return needed
        }
        // Only a character that starts with an emoji or holds U+FE0F is skipped: without either in the text, the
        // scalars are classified one by one, without grapheme breaking.
        var holdsEmoji = false
        for scalar in text.unicodeScalars {
            if scalar == "\u{FE0F}" || classifier.isDrawnAsEmoji(scalar) {
                holdsEmoji = true
                break
            }
            if classifier.needsGlyph(scalar) { needed.append(scalar) }
        }
        guard holdsEmoji else { return needed }
        needed.removeAll(keepingCapacity: true)
        for character in text {
            let scalars = character.unicodeScalars
            if let first = scalars.first, classifier.isDrawnAsEmoji(first) || scalars.contains("\u{FE0F}") {
                continue
            }
            for scalar in scalars where classifier.needsGlyph(scalar) { needed.append(scalar) }
        }
        return needed
    }

    /// `needsGlyph` and the emoji presentation of each scalar, remembered: a table for the Basic Multilingual
    /// Plane, a dictionary above it.
    struct Classifier {
        private static let known: UInt8 = 1, needs: UInt8 = 2, emoji: UInt8 = 4
        private var bmp = [UInt8](repeating: 0, count: 0x10000)
        private var astral: [UInt32: UInt8] = [:]

        mutating func needsGlyph(_ scalar: Unicode.Scalar) -> Bool { flags(scalar) & Self.needs != 0 }

        mutating func isDrawnAsEmoji(_ scalar: Unicode.Scalar) -> Bool { flags(scalar) & Self.emoji != 0 }

        private mutating func flags(_ scalar: Unicode.Scalar) -> UInt8 {
            let value = scalar.value
            if value < 0x10000, bmp[Int(value)] != 0 { return bmp[Int(value)] }
            if value >= 0x10000, let flags = astral[value] { return flags }
            let needs = GlyphNeeds.needsGlyph(scalar) && scalar != GlyphNeeds.appleLogo
            let flags = Self.known | (needs ? Self.needs : 0) | (GlyphNeeds.isDrawnAsEmoji(scalar) ? Self.emoji : 0)
            if value < 0x10000 { bmp[Int(value)] = flags } else { astral[value] = flags }
            return flags
        }
    }

    /// Emoji presentation by default, or an emoji of the pictograph planes whose default is text (U+1F3DE, 🏞):
    /// no text face on Apple platforms has those, so Apple Color Emoji draws them either way (FP320). Below
    /// U+1F000 the Emoji property also holds digits, ©, ™ and arrows, which text faces draw.
    static func isDrawnAsEmoji(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return properties.isEmojiPresentation || (scalar.value >= 0x1F000 && properties.isEmoji)
    }

    package static func needsGlyph(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isWhitespace || properties.isDefaultIgnorableCodePoint { return false }
        switch properties.generalCategory {
        case .control, .format, .surrogate, .unassigned: return false
        default: return true
        }
    }
}
