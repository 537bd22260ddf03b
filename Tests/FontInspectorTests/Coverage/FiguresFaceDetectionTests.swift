import Testing
@testable import FontInspector
import TestSupport

/// Figures faces by how much of a–z they map (FP42): zashi's Zboto by its map, the generated fixtures by their files.
@Suite struct FiguresFaceDetectionTests {
    static func map(_ ranges: [ClosedRange<UInt32>]) -> CharacterMap { CharacterMap(codePoints: ranges.flatMap { Array($0) }) }

    @Test func someButNotAllOfTheLowercaseLetters() {
        // Zboto: the space, $, ., 0–9, A–J, a–j and the Latin-1 vowels À–Ï, à–ï.
        #expect(Self.map([0x20...0x20, 0x24...0x24, 0x2E...0x2E, 0x30...0x39, 0x41...0x4A, 0x61...0x6A, 0xC0...0xCF, 0xE0...0xEF]).isFiguresMap)
        #expect(Self.map([0x61...0x79]).isFiguresMap)  // a–y: z missing
        #expect(!Self.map([0x20...0x7E]).isFiguresMap)  // all of ASCII: a text face
        #expect(!Self.map([0x30...0x39]).isFiguresMap)  // digits alone: no letter at all
        #expect(!Self.map([0x0600...0x06FF]).isFiguresMap)  // an Arabic face maps no a–z: text of its own script
    }

    @Test func theGeneratedFixtures() throws {
        let reader = try FaceReader()
        func isFigures(_ name: String) throws -> Bool {
            try reader.characterMap(path: Fixtures.font("Generated/Coverage/\(name).ttf")).isFiguresMap
        }
        #expect(try isFigures("FixtureFigures-Regular"))
        #expect(try !isFigures("FixtureDisplay-Regular"))  // A–Z only: a heading face, named or not (FP12)
        #expect(try !isFigures("FixtureCover-Regular"))
        #expect(try !isFigures("FixtureIcons"))
    }
}
