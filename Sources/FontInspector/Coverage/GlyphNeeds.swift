/// Which characters of a text must come from the font itself for it to be drawn in that font.
///
/// Not checked: whitespace and control characters (laid out, not drawn), default-ignorable
/// characters (joiners, direction marks, variation selectors, soft hyphen: invisible by design), and
/// emoji — a character with the emoji presentation by default, or followed by U+FE0F — which Apple
/// platforms draw with Apple Color Emoji whatever the font.
public enum GlyphNeeds {
    public static func scalars(in text: String) -> [Unicode.Scalar] {
        var needed: [Unicode.Scalar] = []
        // Most strings of most apps are ASCII: no emoji, no joiners, and the printable bytes are the ones needed,
        // without the grapheme breaking and property lookups below.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in text.utf8 where byte > 0x20 && byte < 0x7F { needed.append(Unicode.Scalar(byte)) }
            return needed
        }
        for character in text {
            let scalars = character.unicodeScalars
            if let first = scalars.first, first.properties.isEmojiPresentation || scalars.contains("\u{FE0F}") {
                continue
            }
            needed.append(contentsOf: scalars.filter(needsGlyph))
        }
        return needed
    }

    public static func needsGlyph(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isWhitespace || properties.isDefaultIgnorableCodePoint { return false }
        switch properties.generalCategory {
        case .control, .format, .surrogate, .unassigned: return false
        default: return true
        }
    }
}
