/// The writing system of a character, for telling a face that lacks a whole script (iOS draws that text wholly in
/// a fallback font, consistently) from one that covers a script in part (fallback glyphs inside words). The
/// ranges are blocks of Unicode's Blocks.txt (Unicode 15.1), each named for the script Scripts.txt gives its
/// letters. A block's own punctuation and digits count as its script, as ScriptExtensions.txt assigns them (the
/// Arabic comma to Arabic; the CJK punctuation and full-width forms to Han, Hiragana, Katakana, Hangul and
/// Bopomofo, here one group). In the Basic Latin and Latin-1 blocks only letters are Latin; characters outside
/// the table (common punctuation, symbols, combining marks) belong to no one script: nil.
struct WritingScript: Hashable, Sendable {
    let name: String

    /// The script of `scalar`, or nil for a character several scripts share or that the table does not know.
    static func of(_ scalar: Unicode.Scalar) -> WritingScript? {
        let value = scalar.value
        if value < 0x100 {
            return scalar.properties.isAlphabetic ? latin : nil
        }
        var low = 0, high = table.count
        while low < high {
            let middle = (low + high) / 2
            if table[middle].range.upperBound < value { low = middle + 1 }
            else if table[middle].range.lowerBound > value { high = middle }
            else { return table[middle].script }
        }
        return nil
    }

    /// The ranges of the table that belong to `script`, for asking whether a face maps any character of it.
    static func ranges(of script: WritingScript) -> [ClosedRange<UInt32>] {
        (script == latin ? [0x41...0x5A, 0x61...0x7A, 0xC0...0xFF] : []) + table.filter { $0.script == script }.map(\.range)
    }

    private static let latin = WritingScript(name: "Latin")
    private static let cjkPunctuation = WritingScript(name: "CJK punctuation")

    /// Sorted, non-overlapping blocks from 0x100 up; U+FEFF (the byte order mark, which many Latin faces map) is
    /// left out of Arabic Presentation Forms-B.
    private static let table: [(range: ClosedRange<UInt32>, script: WritingScript)] = {
        let blocks: [(ClosedRange<UInt32>, String)] = [
            (0x0100...0x024F, "Latin"), (0x0370...0x03FF, "Greek"), (0x0400...0x052F, "Cyrillic"),
            (0x0530...0x058F, "Armenian"), (0x0590...0x05FF, "Hebrew"), (0x0600...0x06FF, "Arabic"),
            (0x0700...0x074F, "Syriac"), (0x0750...0x077F, "Arabic"), (0x0780...0x07BF, "Thaana"),
            (0x07C0...0x07FF, "NKo"), (0x08A0...0x08FF, "Arabic"), (0x0900...0x097F, "Devanagari"),
            (0x0980...0x09FF, "Bengali"), (0x0A00...0x0A7F, "Gurmukhi"), (0x0A80...0x0AFF, "Gujarati"),
            (0x0B00...0x0B7F, "Oriya"), (0x0B80...0x0BFF, "Tamil"), (0x0C00...0x0C7F, "Telugu"),
            (0x0C80...0x0CFF, "Kannada"), (0x0D00...0x0D7F, "Malayalam"), (0x0D80...0x0DFF, "Sinhala"),
            (0x0E00...0x0E7F, "Thai"), (0x0E80...0x0EFF, "Lao"), (0x0F00...0x0FFF, "Tibetan"),
            (0x1000...0x109F, "Myanmar"), (0x10A0...0x10FF, "Georgian"), (0x1100...0x11FF, "Hangul"),
            (0x1200...0x139F, "Ethiopic"), (0x13A0...0x13FF, "Cherokee"), (0x1780...0x17FF, "Khmer"),
            (0x1800...0x18AF, "Mongolian"), (0x1C80...0x1C8F, "Cyrillic"), (0x1C90...0x1CBF, "Georgian"),
            (0x1E00...0x1EFF, "Latin"), (0x1F00...0x1FFF, "Greek"), (0x2C60...0x2C7F, "Latin"),
            (0x2D80...0x2DDF, "Ethiopic"), (0x2DE0...0x2DFF, "Cyrillic"), (0x2E80...0x2FDF, "Han"),
            (0x3000...0x303F, cjkPunctuation.name), (0x3040...0x309F, "Hiragana"), (0x30A0...0x30FF, "Katakana"),
            (0x3100...0x312F, "Bopomofo"), (0x3130...0x318F, "Hangul"), (0x31A0...0x31BF, "Bopomofo"),
            (0x31F0...0x31FF, "Katakana"), (0x3400...0x4DBF, "Han"), (0x4E00...0x9FFF, "Han"),
            (0xA640...0xA69F, "Cyrillic"), (0xA720...0xA7FF, "Latin"), (0xA8E0...0xA8FF, "Devanagari"),
            (0xA960...0xA97F, "Hangul"), (0xAB00...0xAB2F, "Ethiopic"), (0xAB30...0xAB6F, "Latin"),
            (0xAC00...0xD7AF, "Hangul"), (0xD7B0...0xD7FF, "Hangul"), (0xF900...0xFAFF, "Han"),
            (0xFB00...0xFB06, "Latin"), (0xFB13...0xFB17, "Armenian"), (0xFB1D...0xFB4F, "Hebrew"),
            (0xFB50...0xFDFF, "Arabic"), (0xFE70...0xFEFE, "Arabic"), (0xFF00...0xFFEF, cjkPunctuation.name),
            (0x20000...0x3FFFF, "Han"),
        ]
        return blocks.map { ($0.0, WritingScript(name: $0.1)) }
    }()
}
