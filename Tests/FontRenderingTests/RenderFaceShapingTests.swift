import Testing
import TestSupport
@testable import FontRendering

/// Shaping the generated Fixture Shaping face (TestFonts/generate.py, SHAPING_GLYPHS), where every glyph id,
/// advance, kerning value and anchor is known. At 100 px one font unit (of 1000) is 0.1 px.
@Suite struct RenderFaceShapingTests {
    static let shapingFont = Fixtures.font("Generated/Shaping/FixtureShaping-Regular.ttf")
    // Glyph ids: the generator's order.
    static let (notdef, space, letterA, letterV, letterI, letterF, letterI2, ligatureFI, acute) =
        (UInt32(0), UInt32(1), UInt32(2), UInt32(3), UInt32(4), UInt32(5), UInt32(6), UInt32(7), UInt32(8))

    @Test func kerningPairTakesItsValueFromTheFirstAdvance() throws {
        let line = try RenderFace(path: Self.shapingFont).shape("AV", pixelSize: 100)
        #expect(line.glyphs == [
            ShapedGlyph(id: Self.letterA, cluster: 0, xAdvance: 52), // 600 − 80 units
            ShapedGlyph(id: Self.letterV, cluster: 1, xAdvance: 60),
        ])
        #expect(line.width == 112)
        #expect(line.isRightToLeft == false)
        #expect(line.missingCharacters.isEmpty)
    }

    @Test func metricsComeFromHhea() throws {
        let line = try RenderFace(path: Self.shapingFont).shape("A", pixelSize: 100)
        #expect(line.ascent == 80)
        #expect(line.descent == 20)
        #expect(line.lineGap == 20)
        #expect(line.pixelSize == 100)
    }

    @Test func ligatureReplacesFAndIWithOneGlyph() throws {
        let face = try RenderFace(path: Self.shapingFont)
        #expect(face.shape("fi", pixelSize: 100).glyphs == [ShapedGlyph(id: Self.ligatureFI, cluster: 0, xAdvance: 50)])
        // "f i" has nothing to join: three glyphs, clusters at each byte.
        #expect(face.shape("f i", pixelSize: 100).glyphs.map(\.id) == [Self.letterF, Self.space, Self.letterI2])
    }

    @Test func markSitsOnTheBaseAnchorWithoutAdvance() throws {
        let line = try RenderFace(path: Self.shapingFont).shape("A\u{301}", pixelSize: 100)
        #expect(line.glyphs == [
            ShapedGlyph(id: Self.letterA, cluster: 0, xAdvance: 60),
            // Anchor (300, 700) on A, (0, 700) on the mark: 300 − 600 units from the pen after A.
            ShapedGlyph(id: Self.acute, cluster: 0, xAdvance: 0, xOffset: -30, yOffset: 0),
        ])
    }

    @Test func missingCharactersAreListedOnceInTextOrderWithTheirSpans() throws {
        let line = try RenderFace(path: Self.shapingFont).shape("AŁVŁé", pixelSize: 100)
        #expect(line.glyphs.map(\.id) == [Self.letterA, Self.notdef, Self.letterV, Self.notdef, Self.notdef])
        #expect(line.glyphs.map(\.cluster) == [0, 1, 3, 4, 6])
        #expect(line.missingCharacters == ["Ł", "é"])
        // .notdef advances 600 units; A before the first keeps its 60 (no kerning with .notdef).
        #expect(line.missingGlyphSpans == [60..<120, 180..<240, 240..<300])
    }

    @Test func aPresentBaseInAClusterWithAMissingMarkIsNotMissing() throws {
        // U+0323 (dot below) is not in the face: the cluster is A + .notdef, and only the mark is missing.
        let line = try RenderFace(path: Self.shapingFont).shape("A\u{323}", pixelSize: 100)
        #expect(line.glyphs.map(\.id) == [Self.letterA, Self.notdef])
        #expect(line.missingCharacters == ["\u{323}"])
    }

    @Test func fractionalAndOutOfRangeSizes() throws {
        let face = try RenderFace(path: Self.shapingFont)
        // 10.5 px: A is 600 × 10.5 / 1000 = 6.3 px, in 26.6 rounded: 403/64.
        #expect(face.shape("A", pixelSize: 10.5).glyphs.map(\.xAdvance) == [403.0 / 64])
        #expect(face.shape("A", pixelSize: 0).pixelSize == 1)
        #expect(face.shape("A", pixelSize: .nan).pixelSize == 1)
        #expect(face.shape("A", pixelSize: 1e9).pixelSize == RenderFace.maximumPixelSize)
        #expect(face.shape("", pixelSize: 12).glyphs.isEmpty)
    }

    /// FixtureVar-VF widens A by 100 units at wght 900 and 150 at wdth 125, narrows by 100 at wght 100:
    /// Thin (wght 100) 500 units, SemiBold (wght 600, 0.4 of the way to 900) 640, Black (900, wdth 125) 850.
    @Test(arguments: [(nil, 60.0), (1, 50.0), (3, 64.0), (5, 85.0)] as [(Int?, Double)])
    func namedInstancesShapeAtTheirCoordinates(instance: Int?, advance: Double) throws {
        let face = try RenderFace(path: Fixtures.font("Generated/Variable/FixtureVar-VF.ttf"), namedInstance: instance)
        #expect(face.shape("A", pixelSize: 100).glyphs.map(\.xAdvance) == [advance])
    }

    @Test func facesOfACollection() throws {
        let path = Fixtures.font("Generated/Collections/FixtureMono.ttc")
        #expect(try RenderFace(path: path, faceIndex: 2).shape("A", pixelSize: 100).width == 60)
    }
}
