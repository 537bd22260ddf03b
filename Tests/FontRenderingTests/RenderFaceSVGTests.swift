import Testing
@testable import FontRendering

/// Glyph outlines as SVG path data, against the generator's rectangles.
@Suite struct RenderFaceSVGTests {
    @Test func aGlyphBecomesItsOutlineFlippedAndPlaced() throws {
        let face = try RenderFace(path: RenderFaceShapingTests.shapingFont)
        // I: the rectangle x 100–300, y 0–700 units → x 20–40 px from x 10, y 80 (baseline) up to 10.
        let path = face.svgPath(face.shape("I", pixelSize: 100), x: 10, baseline: 80)
        #expect(path == "M20 80L20 10L40 10L40 80L20 80Z")
    }

    @Test func marksAreOffsetAndNotdefCanBeLeftOut() throws {
        let face = try RenderFace(path: RenderFaceShapingTests.shapingFont)
        // At 10 px: A is 0.5–5.5 × 93–100; the acute (−100…100 × 750…850 units) sits on the anchor, 3 px right of the start.
        let accent = face.svgPath(face.shape("A\u{301}", pixelSize: 10), x: 0, baseline: 100)
        #expect(accent == "M0.5 100L0.5 93L5.5 93L5.5 100L0.5 100ZM2 92.5L2 91.5L4 91.5L4 92.5L2 92.5Z")
        let missing = face.shape("Ł", pixelSize: 10)
        #expect(face.svgPath(missing, x: 0, baseline: 100, includingNotdef: false) == "")
        // .notdef's two contours: the outer box and its counter.
        #expect(face.svgPath(missing, x: 0, baseline: 100).components(separatedBy: "M").count == 3)
    }

    @Test(arguments: [(12.5, "12.5"), (3.0, "3"), (-0.001, "0"), (-1.25, "-1.25"), (0.05, "0.05"), (7.999, "8")])
    func numbersAreShortAndStable(value: Double, text: String) {
        #expect(SVGPathData.number(value) == text)
    }
}
