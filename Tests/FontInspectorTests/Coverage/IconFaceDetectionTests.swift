import Testing
@testable import FontInspector
import TestSupport

/// Icon faces by the share of their map in the Private Use Area (issue 12, FP8): the real icon fonts of the corpus
/// by their counts, the generated fixtures by their files.
@Suite struct IconFaceDetectionTests {
    static func map(_ ranges: [ClosedRange<UInt32>]) -> CharacterMap { CharacterMap(codePoints: ranges.flatMap { Array($0) }) }

    @Test func theCorpusIconFontsByTheirCounts() {
        // icomoon: the space and U+E900 — the space does not count: 1 of 1.
        #expect(Self.map([0x20...0x20, 0xE900...0xE900]).isIconMap)
        // Material Icons: 933 private code points beside A–Z, `_` and the space: 933 of 960.
        #expect(Self.map([0x20...0x20, 0x41...0x5A, 0x5F...0x5F, 0xE000...0xE3A4]).isIconMap)
        // FontAwesome: 484 private of 509 mapped, 24 of them not counted controls or space: 484 of 485 → icon.
        #expect(Self.map([0x00...0x17, 0x20...0x20, 0xF000...0xF1E3]).isIconMap)
        // A plane-15 icon set counts as private too.
        #expect(Self.map([0xF0000...0xF00FF]).isIconMap)
    }

    @Test func theThresholdIsNinetyPercentOfTheCountedCodePoints() {
        // 90 private of 100 counted (10 accented letters): an icon face; 89 of 99… still 89.9 %: not.
        #expect(Self.map([0xE0...0xE9, 0xE000...0xE059]).isIconMap)
        #expect(!Self.map([0xE0...0xE9, 0xE000...0xE058]).isIconMap)
        // Controls and spaces only, or nothing: no share to judge, a text face.
        #expect(!Self.map([0x00...0x20]).isIconMap)
        #expect(!CharacterMap(codePoints: []).isIconMap)
    }

    /// Font Awesome 6 (FP580): 3225 private code points of 4000, icons on ASCII, on Latin-1 signs (£ © ® × Ø ÷) and
    /// on symbols — 81 %, below 90 %, as private as the Nerd Fonts' text faces (79–83 %), which map à–ÿ. ElegantIcons
    /// (FP801): icons on the 94 ASCII keys and 267 private code points, 74 %.
    @Test func halfPrivateWithoutAccentedLowercaseIsAnIconFace() {
        let latin1Signs: [ClosedRange<UInt32>] = [0xA3...0xA3, 0xA5...0xA5, 0xA9...0xA9, 0xAB...0xAB, 0xAE...0xAE, 0xB6...0xB6, 0xBB...0xBB, 0xD7...0xD8, 0xF7...0xF7]
        let fontAwesome6 = [0x21...0x5D, 0x60...0x7E] + latin1Signs + [0x2000...0x22A0, 0xE000...0xEC98]
        #expect(Self.map(fontAwesome6).count == 4000)
        #expect(Self.map(fontAwesome6).isIconMap)
        let elegantIcons: [ClosedRange<UInt32>] = [0x20...0x7E, 0xE000...0xE10A]
        #expect(Self.map(elegantIcons).count == 95 + 267)
        #expect(Self.map(elegantIcons).isIconMap)
        // 50 private of 100 counted beside 50 Greek letters, none of à–ÿ: an icon face; 49 of 99: not.
        #expect(Self.map([0x391...0x3C2, 0xE000...0xE031]).isIconMap)
        #expect(!Self.map([0x391...0x3C2, 0xE000...0xE030]).isIconMap)
        // A Nerd Font: 80 private of 100 counted beside à–ÿ (20 letters): text.
        #expect(!Self.map([0xE0...0xF3, 0xE000...0xE04F]).isIconMap)
    }

    /// Symbols on the letter keys (FP141, D140): a whole alphabet with no digit and neither `.` nor `,`. Every
    /// text face of the corpus apps and holdouts (724 faces) maps the digits; the faces this test takes are
    /// Weather&Time and the math alphabets of KaTeX and MathJax (web fonts).
    @Test func lettersWithoutDigitsOrStopsAreSymbols() {
        // Weather&Time: the space, A–Z and a–r.
        #expect(Self.map([0x20...0x20, 0x41...0x5A, 0x61...0x72]).isIconMap)
        // KaTeX_Script: A–Z alone; a lowercase alphabet alone.
        #expect(Self.map([0x20...0x20, 0x41...0x5A]).isIconMap)
        #expect(Self.map([0x61...0x7A]).isLetterSymbolsMap)
        // A capitals-only display face with its digits, `.` and `,`: text.
        #expect(!Self.map([0x20...0x20, 0x2C...0x2C, 0x2E...0x2E, 0x30...0x39, 0x41...0x5A]).isIconMap)
        // One digit, a full stop or a comma is enough to be text (TypeBattle's Circled: digits, no `.` or `,`; a
        // face of letters and stops without digits).
        #expect(!Self.map([0x20...0x20, 0x30...0x39, 0x41...0x5A, 0x61...0x7A]).isIconMap)
        #expect(!Self.map([0x20...0x20, 0x37...0x37, 0x41...0x5A]).isLetterSymbolsMap)
        #expect(!Self.map([0x20...0x20, 0x2E...0x2E, 0x41...0x5A]).isLetterSymbolsMap)
        #expect(!Self.map([0x20...0x20, 0x2C...0x2C, 0x61...0x7A]).isLetterSymbolsMap)
        // Part of an alphabet (A–Y, or the fixtures' A B C a b c é ł €): a figures or logo face, not this test's.
        #expect(!Self.map([0x20...0x20, 0x41...0x59, 0x61...0x79]).isIconMap)
        #expect(!Self.map([0x20...0x20, 0x41...0x43, 0x61...0x63, 0xE9...0xE9, 0x142...0x142, 0x20AC...0x20AC]).isIconMap)
    }

    /// Symbols on every ASCII key up to a lowercase letter (Climacons, D603): a whole alphabet in one case and part
    /// of the other, digits, `.` and `,` included.
    @Test func oneWholeAlphabetAndPartOfTheOtherAreSymbols() {
        // Climacons: `!` to `j` and one private code point.
        #expect(Self.map([0x21...0x6A, 0xF000...0xF000]).isLetterSymbolsMap)
        // The same with one lowercase letter, and a lowercase alphabet with only A of the capitals.
        #expect(Self.map([0x20...0x61]).isIconMap)
        #expect(Self.map([0x20...0x41, 0x61...0x7A]).isIconMap)
        // Both alphabets whole, or one whole and none of the other, with digits, `.` and `,`: text.
        #expect(!Self.map([0x20...0x7E]).isLetterSymbolsMap)
        #expect(!Self.map([0x20...0x5A]).isLetterSymbolsMap)
    }

    /// Font Awesome 6 Brands (D2): 1,190 of its 1,799 counted code points on `zero-width-space`, 29 % private. Half
    /// on one glyph is an icon face; Zboto's 14 of 64 on `a` (22 %, the most of any text face of the corpus) is not.
    @Test func halfTheCodePointsOnOneGlyphIsAnIconFace() {
        func map(shared: Int, own: Int) -> CharacterMap {
            let sharedEntries = (0..<shared).map { CharacterMap.Mapping(codePoint: 0x21 + UInt32($0), glyph: 1) }
            let ownEntries = (0..<own).map { CharacterMap.Mapping(codePoint: 0x4E00 + UInt32($0), glyph: 2 + UInt32($0)) }
            // The controls and the space on one glyph too, as fonts map them: not counted.
            let controls = (0...0x20).map { CharacterMap.Mapping(codePoint: UInt32($0), glyph: 1) }
            return CharacterMap(mapping: controls + sharedEntries + ownEntries)
        }
        #expect(map(shared: 50, own: 50).mostSharedGlyphCount == 50)
        #expect(map(shared: 50, own: 50).isIconMap)
        #expect(!map(shared: 49, own: 51).isIconMap)
        #expect(!map(shared: 14, own: 50).isIconMap)
        #expect(CharacterMap(codePoints: [0x41, 0x42]).mostSharedGlyphCount == 0)
    }

    @Test func theGeneratedFixtures() throws {
        let reader = try FaceReader()
        func isIcon(_ name: String) throws -> Bool {
            try reader.characterMap(path: Fixtures.font("Generated/Coverage/\(name).ttf")).isIconMap
        }
        #expect(try isIcon("FixtureIcons"))
        #expect(try isIcon("FixtureLigatureIcons"))  // 512 of 539
        #expect(try !isIcon("FixtureSymbols-Regular"))  // 256 of 381, with à–ÿ
        #expect(try isIcon("FixtureKeyIcons-Regular"))  // 160 of 254, no accented letter (FP801)
        #expect(try isIcon("FixtureSharedGlyphIcons-Regular"))  // 64 of 254 private, 190 on one glyph (D2)
        #expect(try !isIcon("FixtureDisplay-Regular"))  // A–Z with 0–9, `.` and `,`
        #expect(try isIcon("FixtureLetterSymbols-Regular"))  // A–Z and a–r, no digit, no `.` or `,`
        #expect(try isIcon("FixtureWeatherSymbols-Regular"))  // `!` to `j`: A–Z, 0–9, `.` and `,`, but only a–j
        #expect(try !isIcon("FixtureFigures-Regular"))
        #expect(try !isIcon("FixtureCover-Regular"))
    }
}
