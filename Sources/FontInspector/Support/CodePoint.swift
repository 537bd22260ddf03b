/// Unicode's `U+XXXX` notation: at least four uppercase hex digits (`U+00E9`, `U+1D400`).
public enum CodePoint {
    package static func label(_ scalar: Unicode.Scalar) -> String { "U+" + hex(scalar.value) }

    /// `U+0142 (ł)`: the notation and the character, for one-line messages.
    public static func labelWithCharacter(_ scalar: Unicode.Scalar) -> String { "\(label(scalar)) (\(shown(scalar)))" }

    /// The character itself; a combining mark on a dotted circle (U+25CC), as character charts show it, so
    /// that it does not fall onto the text before it.
    public static func shown(_ scalar: Unicode.Scalar) -> String {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: "\u{25CC}" + String(scalar)
        default: String(scalar)
        }
    }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
