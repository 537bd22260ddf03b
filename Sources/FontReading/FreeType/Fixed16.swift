import CFreeType

/// 16.16 fixed-point values. FreeType 2.12 copies fvar instance coordinates without sign extension
/// (slnt -12 arrives as 0xFFF40000 in a 64-bit FT_Fixed), so the low 32 bits are read as signed.
enum Fixed16 {
    static func double(_ value: FT_Fixed) -> Double { Double(Int32(truncatingIfNeeded: value)) / 65536 }
}
