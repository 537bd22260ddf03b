/// Figures and logo faces — an amount font of digits and a currency sign, a monogram set — map some of the letters
/// a–z but not all of them: no language's running text can be set in them, so the app draws with them only what
/// they have, and checking its strings against them reports what no one would fix (FP42). A face that maps none
/// of a–z (an Arabic, Hebrew or CJK face) is not one: it is a text face of its own scripts.
extension CharacterMap {
    /// True when the map has some, but not every one, of the lowercase letters a–z.
    public var isFiguresMap: Bool {
        let mapped = (UInt32(0x61)...0x7A).count(where: contains)
        return mapped > 0 && mapped < 26
    }
}
