/// Unicode's `U+XXXX` notation: at least four uppercase hex digits (`U+00E9`, `U+1D400`).
public enum CodePoint {
    public static func label(_ scalar: Unicode.Scalar) -> String { "U+" + hex(scalar.value) }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
