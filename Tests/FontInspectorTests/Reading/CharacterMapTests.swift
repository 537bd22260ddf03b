import Foundation
import Testing
@testable import FontInspector
import TestSupport

@Suite struct CharacterMapTests {
    @Test func codePointsBecomeSortedMergedRanges() {
        let map = CharacterMap(codePoints: [0x63, 0x41, 0x42, 0x61, 0x62, 0x43, 0x41, 0x20AC, 0x10FFFF])
        #expect(map.ranges == [0x41...0x43, 0x61...0x63, 0x20AC...0x20AC, 0x10FFFF...0x10FFFF])
        #expect(map.count == 8)
        #expect(map.contains(0x42))
        #expect(!map.contains(0x44))
        #expect(!map.contains(0x40))
        #expect(map.contains(Unicode.Scalar(0x10FFFF)!))
        #expect(CharacterMap(codePoints: []).isEmpty)
        #expect(!CharacterMap(codePoints: []).contains(0))
    }

    /// The glyphs FreeType gives with the code points: FixtureSharedGlyphIcons puts `!`–`~` and U+00A0–U+00FF on
    /// one empty glyph, each of its 64 icons on its own; a text face gives every character its own glyph.
    @Test func theMostSharedGlyphFromTheFile() throws {
        let icons = try FaceReader().characterMap(path: Fixtures.font("Generated/Coverage/FixtureSharedGlyphIcons-Regular.ttf"))
        #expect(icons.count == 255)
        #expect(icons.mostSharedGlyphCount == 190)
        let text = try FaceReader().characterMap(path: Fixtures.font("Generated/Static/FixtureSans-Regular.ttf"))
        #expect(text.mostSharedGlyphCount == 1)
    }

    @Test func aStaticFaceMapsExactlyTheGeneratorsCharacters() throws {
        let map = try FaceReader().characterMap(path: Fixtures.font("Generated/Static/FixtureSans-Regular.ttf"))
        #expect(map.ranges == [0x20...0x20, 0x41...0x43, 0x61...0x63, 0xE9...0xE9, 0x142...0x142, 0x20AC...0x20AC])
    }

    @Test func aFormat12SubtableGivesSupplementaryPlaneCharacters() throws {
        let map = try FaceReader().characterMap(path: Fixtures.font("Generated/Coverage/FixtureCover-Regular.ttf"))
        #expect(map.count == 95 + 13)
        #expect(map.contains(0x1D400))
        #expect(map.contains(0x0D))
        #expect(map.ranges.last == 0x1D400...0x1D400)
    }

    @Test func aNamedInstanceHasItsFontsMap() throws {
        let reader = try FaceReader()
        let faces = reader.read(path: Fixtures.font("Generated/Variable/FixtureVar-VF.ttf")).faces
        let instance = try #require(faces.first { $0.instanceIndex == 4 })
        #expect(try reader.characterMap(of: instance) == reader.characterMap(of: faces[0]))
        #expect(try reader.characterMap(of: instance).count == 10)
    }

    @Test func otherFormatsAndContainers() throws {
        let reader = try FaceReader()
        #expect(try reader.characterMap(path: Fixtures.font("Generated/Other/FixtureBitmap.bdf")).ranges == [0x20...0x20, 0x41...0x42])
        #expect(try reader.characterMap(path: Fixtures.font("Generated/Web/FixtureWeb-Bold.woff2")).count == 10)
        #expect(try reader.characterMap(path: Fixtures.font("Generated/Collections/FixtureMono.ttc"), faceIndex: 2).count == 10)
    }

    @Test func unreadableFilesAreErrorsNamingTheFile() throws {
        let reader = try FaceReader()
        let path = Fixtures.font("Malformed/truncated.ttf")
        #expect(throws: InputProblem(message: "cannot read the character map: FreeType cannot open face 0 (horizontal metrics (hmtx) table missing)", file: path)) {
            try reader.characterMap(path: path)
        }
        let folder = Fixtures.font("Generated")
        #expect(throws: InputProblem(message: "cannot read the character map: not a regular font file of a readable size", file: folder)) {
            try reader.characterMap(path: folder)
        }
    }
}

/// FreeType's map (what fontinspect reads) against fontconfig's charset, on every TestFonts face.
@Suite struct CharacterMapDifferentialTests {
    static func fontconfigCharset(_ path: String) throws -> [Int: [ClosedRange<UInt32>]] {
        let output = try Fixtures.output(of: ["fc-query", "--format", "%{index}|%{charset}\n", path])
        var charsets: [Int: [ClosedRange<UInt32>]] = [:]
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: "|", omittingEmptySubsequences: false)
            guard fields.count == 2, let index = Int(fields[0]), index >> 16 == 0 else { continue }
            charsets[index] = fields[1].split(separator: " ").map { range in
                let bounds = range.split(separator: "-").compactMap { UInt32($0, radix: 16) }
                return bounds[0]...bounds[bounds.count - 1]
            }
        }
        return charsets
    }

    @Test("equal to fc-query's charset, less the control characters fontconfig drops", arguments: Expected.files)
    func agreesWithFontconfig(_ file: String) throws {
        let path = Fixtures.font(file)
        let reader = try FaceReader()
        let charsets = try Self.fontconfigCharset(path)
        let faceIndexes = Set(reader.read(path: path).faces.map(\.faceIndex))
        #expect(charsets.count == faceIndexes.count)
        for faceIndex in faceIndexes {
            let ours = try reader.characterMap(path: path, faceIndex: faceIndex).scalars
                .filter { $0.properties.generalCategory != .control }.map(\.value)
            let theirs = try #require(charsets[faceIndex], "fc-query has no face \(faceIndex) in \(file)")
            #expect(FirstDifference.of(ours, theirs.flatMap { Array($0) }) == nil, "\(file) face \(faceIndex)")
        }
    }
}
