/// Icon fonts (Font Awesome, Material Icons, icomoon sets) put their glyphs in the Private Use Area, where no
/// language's text lies: checking strings against them, asking them to follow Dynamic Type like text, or judging
/// their weight and style names reports what no one would fix. A share is used rather than "maps no letters"
/// because Material Icons also maps the 26 ASCII letters and `_` for its ligatures (933 of its 970 code points
/// are private). Older symbol fonts draw their icons on the letter keys instead (Weather&Time: A–Z and a–r, FP141,
/// D140); they map no digit and neither `.` nor `,`, which every text face of every corpus app maps. Others draw
/// them on every ASCII key up to some lowercase letter (Climacons: `!` to `j`, D603): a whole alphabet in one case
/// and part of the other, which no text face of the corpus and holdout checkouts has (1,107 distinct fonts: only
/// Climacons, Weather&Time and KaTeX's AMS symbols, the last two icon faces already). Font Awesome 6
/// also draws icons on ASCII, Latin-1 signs and symbol code points (81 % private, FP580), as private a share as
/// the Nerd Fonts' text faces (79–83 %) and SF Pro Rounded (78 %); unlike them it maps no accented lowercase letter.
/// ElegantIcons draws icons on all 94 ASCII keys beside 267 private ones (74 %, FP801): no text face of the corpus
/// without an accented letter is 50 % private or more (the least private icon face there is 70 %). Font Awesome 6
/// Brands maps Latin-1 and Latin Extended to one empty glyph beside its private icons (29 % private, D2): an icon
/// face by the share of code points on one glyph.
extension CharacterMap {
    /// The share of private code points, at or above which a face is an icon face.
    static let iconShare = 0.9
    /// The share at or above which a face that maps no accented lowercase letter (à–ÿ) is an icon face.
    static let unaccentedIconShare = 0.5
    /// The share of code points on one glyph at or above which a face is an icon face: Font Awesome 6 Brands puts
    /// 66 % of its 1,799 on one empty glyph; no text face of the corpus puts more than 22 % on one (D2).
    static let sharedGlyphIconShare = 0.5

    /// The accented lowercase letters of Latin-1, à–ÿ (÷ aside): any text face for a language written in Latin
    /// letters beyond English maps some.
    static let accentedLowercase: [ClosedRange<UInt32>] = [0xE0...0xF6, 0xF8...0xFF]

    /// The Private Use Areas: U+E000–U+F8FF and planes 15 and 16.
    static let privateUseRanges: [ClosedRange<UInt32>] = [0xE000...0xF8FF, 0xF0000...0xFFFFD, 0x100000...0x10FFFD]

    /// True for an icon face's map: at least 90 % of the code points it gives a glyph lie in a Private Use Area
    /// (controls and the space, which every font maps, not counted), or 50 % with no accented lowercase letter,
    /// or at least half of them share one glyph (`sharedGlyphIconShare`), or it is a symbol face on letters
    /// (`isLetterSymbolsMap`). Computed from the ranges: a CJK map costs its few hundred runs.
    public var isIconMap: Bool {
        if isLetterSymbolsMap { return true }
        let counted = count - Self.overlap(ranges, with: Self.controlsAndSpace)
        guard counted > 0 else { return false }
        if Double(mostSharedGlyphCount) / Double(counted) >= Self.sharedGlyphIconShare { return true }
        let share = Double(Self.overlap(ranges, with: Self.privateUseRanges)) / Double(counted)
        return share >= Self.iconShare || (share >= Self.unaccentedIconShare && Self.overlap(ranges, with: Self.accentedLowercase) == 0)
    }

    /// True when the map has every letter of A–Z or of a–z but no ASCII digit and neither `.` nor `,`, or every
    /// letter of one case and only some of the other: letters that stand for symbols, since text in any script
    /// that uses Latin letters needs the digits and the full stop and comma, and a face that sets words in both
    /// cases has both alphabets. A whole alphabet is asked for so that a logo face of a few letters stays a
    /// figures face.
    public var isLetterSymbolsMap: Bool {
        let capitals = (UInt32(0x41)...0x5A).filter(contains).count
        let lowercase = (UInt32(0x61)...0x7A).filter(contains).count
        let alphabet = 26
        guard capitals == alphabet || lowercase == alphabet else { return false }
        if (1..<alphabet).contains(min(capitals, lowercase)) { return true }
        return !(UInt32(0x30)...0x39).contains(where: contains) && !contains(0x2E) && !contains(0x2C)
    }

    /// How many code points of `ranges` lie in `others`.
    private static func overlap(_ ranges: [ClosedRange<UInt32>], with others: [ClosedRange<UInt32>]) -> Int {
        var total = 0
        for range in ranges {
            for other in others where range.overlaps(other) {
                total += Int(min(range.upperBound, other.upperBound) - max(range.lowerBound, other.lowerBound)) + 1
            }
        }
        return total
    }
}
