import Foundation
import Testing
import TestSupport
@testable import FontRendering

/// Where ink lands when a line is drawn, against the outlines the generator drew.
@Suite struct RenderFaceDrawingTests {
    static let shapingFont = RenderFaceShapingTests.shapingFont

    /// The smallest rectangle holding every pixel that is not `background`, in sheet coordinates.
    static func inkBounds(_ canvas: Canvas, background: RGBA = .white) -> PixelRect? {
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
        for y in canvas.top..<(canvas.top + canvas.height) {
            for x in 0..<canvas.width where canvas.pixel(x: x, y: y) != background {
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
            }
        }
        return minX == .max ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    static func expectClose(_ bounds: PixelRect?, _ expected: PixelRect, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let bounds else { Issue.record("no ink at all", sourceLocation: sourceLocation); return }
        for (actual, wanted) in [(bounds.x, expected.x), (bounds.y, expected.y), (bounds.maxX, expected.maxX), (bounds.maxY, expected.maxY)] {
            #expect(abs(actual - wanted) <= 1, "ink \(bounds), expected \(expected) ± 1", sourceLocation: sourceLocation)
        }
    }

    @Test func glyphInkFillsItsOutline() throws {
        let face = try RenderFace(path: Self.shapingFont)
        var canvas = Canvas(width: 100, height: 100, background: .white)
        // I is x 100–300, y 0–700 units: at 100 px, 10–30 px right of the pen and 70 px up from the baseline.
        face.draw(face.shape("I", pixelSize: 100), on: &canvas, x: 10, baseline: 80, color: .black)
        Self.expectClose(Self.inkBounds(canvas), PixelRect(x: 20, y: 10, width: 20, height: 70))
        // The middle is solid black: full coverage, full alpha.
        #expect(canvas.pixel(x: 30, y: 50) == .black)
    }

    @Test func markInkSitsAboveTheBase() throws {
        let face = try RenderFace(path: Self.shapingFont)
        var canvas = Canvas(width: 100, height: 100, background: .white)
        // The acute is x −100…100 around A's anchor at 300 units (30 px), y 750–850 units: rows 5–15 over baseline 90.
        let line = face.shape("A\u{301}", pixelSize: 100)
        var markOnly = line
        markOnly.glyphs[0].id = RenderFaceShapingTests.space
        face.draw(markOnly, on: &canvas, x: 0, baseline: 90, color: .black)
        Self.expectClose(Self.inkBounds(canvas), PixelRect(x: 20, y: 5, width: 20, height: 10))
    }

    @Test func subpixelPositionsShiftInk() throws {
        let face = try RenderFace(path: Self.shapingFont)
        var whole = Canvas(width: 40, height: 20, background: .white)
        var half = Canvas(width: 40, height: 20, background: .white)
        let line = face.shape("I", pixelSize: 10) // I: x 1–3 px
        face.draw(line, on: &whole, x: 10, baseline: 15, color: .black)
        face.draw(line, on: &half, x: 10.5, baseline: 15, color: .black)
        // Whole pixels: columns 11 and 12 fully inked; half a pixel on: column 11 half, 12 full, 13 half
        // (coverage 128 of black over white: (255 · 127 + 127) / 255 = 127).
        #expect(whole.pixel(x: 11, y: 12) == .black)
        #expect(whole.pixel(x: 13, y: 12) == .white)
        #expect(half.pixel(x: 11, y: 12) == RGBA(red: 127, green: 127, blue: 127))
        #expect(half.pixel(x: 12, y: 12) == .black)
        #expect(half.pixel(x: 13, y: 12) == RGBA(red: 127, green: 127, blue: 127))
    }

    @Test func bandsTogetherEqualOneCanvas() throws {
        let face = try RenderFace(path: Self.shapingFont)
        let line = face.shape("AVfi\u{301}I", pixelSize: 37.3)
        var whole = Canvas(width: 120, height: 60, background: .white)
        face.draw(line, on: &whole, x: 3.25, baseline: 41.6, color: RGBA(red: 20, green: 40, blue: 200, alpha: 200))
        var pixels: [UInt8] = []
        for top in stride(from: 0, to: 60, by: 7) {
            var band = Canvas(width: 120, height: min(7, 60 - top), top: top, background: .white)
            face.draw(line, on: &band, x: 3.25, baseline: 41.6, color: RGBA(red: 20, green: 40, blue: 200, alpha: 200))
            pixels += band.pixels
        }
        #expect(pixels == whole.pixels)
        #expect(whole.pixels.contains { $0 != 255 })
    }

    @Test func missingGlyphsBecomeMarkedBoxesInTheirSpans() throws {
        let face = try RenderFace(path: Self.shapingFont)
        let red = RGBA(red: 255, green: 0, blue: 0)
        var canvas = Canvas(width: 200, height: 100, background: .white)
        let line = face.shape("AŁ", pixelSize: 100)
        face.draw(line, on: &canvas, x: 0, baseline: 90, color: .black, missingColor: red)
        // The span is 60..<120; the frame is inset a pixel each side and rises 0.7 of the ascent (56 px).
        let redPixels = (0..<100).flatMap { y in (0..<200).filter { canvas.pixel(x: $0, y: y) == red }.map { ($0, y) } }
        #expect(redPixels.map(\.0).min() == 61)
        #expect(redPixels.map(\.0).max() == 118)
        #expect(redPixels.map(\.1).min() == 34)
        #expect(redPixels.map(\.1).max() == 89)
    }

    @Test func aLineOutsideTheBandDrawsNothing() throws {
        let face = try RenderFace(path: Self.shapingFont)
        var band = Canvas(width: 100, height: 10, top: 500, background: .white)
        face.draw(face.shape("AVI", pixelSize: 30), on: &band, x: 0, baseline: 100, color: .black)
        #expect(band.pixels.allSatisfy { $0 == 255 })
    }

    @Test func renderingTwiceGivesTheSamePNGBytes() throws {
        let folder = try Fixtures.temporaryDirectory()
        func render(_ name: String) throws -> Data {
            let face = try RenderFace(path: Self.shapingFont)
            let writer = try PNGStreamWriter(path: folder.path + "/" + name, width: 160, height: 80,
                                             text: [("Software", "fontinspect test")])
            for top in stride(from: 0, to: 80, by: 40) {
                var band = Canvas(width: 160, height: 40, top: top, background: .white)
                face.draw(face.shape("AV fi Ł", pixelSize: 24.5), on: &band, x: 4.3, baseline: 50, color: .black,
                          missingColor: RGBA(red: 220, green: 0, blue: 0))
                try writer.append(band)
            }
            try writer.finish()
            return try Data(contentsOf: URL(fileURLWithPath: folder.path + "/" + name))
        }
        let first = try render("a.png")
        #expect(first == (try render("b.png")))
        // And what was written is what was drawn.
        let decoded = try DecodedPNG.read(folder.path + "/a.png")
        #expect(decoded.pixels.contains(0))
        #expect(decoded.text == ["Software": "fontinspect test"])
    }
}
