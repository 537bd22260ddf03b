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
        // 90 private of 100 counted (10 letters): an icon face; 89 of 99… still 89.9 %: not.
        #expect(Self.map([0x41...0x4A, 0xE000...0xE059]).isIconMap)
        #expect(!Self.map([0x41...0x4A, 0xE000...0xE058]).isIconMap)
        // Controls and spaces only, or nothing: no share to judge, a text face.
        #expect(!Self.map([0x00...0x20]).isIconMap)
        #expect(!CharacterMap(codePoints: []).isIconMap)
    }

    @Test func theGeneratedFixtures() throws {
        let reader = try FaceReader()
        func isIcon(_ name: String) throws -> Bool {
            try reader.characterMap(path: Fixtures.font("Generated/Coverage/\(name).ttf")).isIconMap
        }
        #expect(try isIcon("FixtureIcons"))
        #expect(try isIcon("FixtureLigatureIcons"))  // 512 of 539
        #expect(try !isIcon("FixtureSymbols-Regular"))  // 256 of 350
        #expect(try !isIcon("FixtureDisplay-Regular"))
        #expect(try !isIcon("FixtureCover-Regular"))
    }
}
