import Testing
@testable import FontRendering

/// Filling, blending and clipping on a band, with exact bytes.
@Suite struct CanvasTests {
    static let red = RGBA(red: 255, green: 0, blue: 0)

    @Test func backgroundFillsEveryPixelAndIgnoresAlpha() {
        let canvas = Canvas(width: 3, height: 2, background: RGBA(red: 10, green: 20, blue: 30, alpha: 0))
        #expect(canvas.pixels == [UInt8](repeating: 0, count: 0) + Array([10, 20, 30].repeated(6)))
    }

    @Test func fillIsClippedToTheBandInSheetCoordinates() {
        var canvas = Canvas(width: 4, height: 2, top: 10, background: .white)
        canvas.fill(PixelRect(x: -1, y: 9, width: 3, height: 2), color: Self.red)
        // Rows 9 and 10 are asked for; only sheet row 10 (the band's first) exists; columns -1...1 → 0 and 1.
        #expect(canvas.pixel(x: 0, y: 10) == Self.red)
        #expect(canvas.pixel(x: 1, y: 10) == Self.red)
        #expect(canvas.pixel(x: 2, y: 10) == .white)
        #expect(canvas.pixel(x: 0, y: 11) == .white)
        #expect(canvas.pixel(x: 0, y: 9) == nil)
        #expect(canvas.pixel(x: 4, y: 10) == nil)
    }

    @Test func halfTransparentBlackOnWhiteIsMidGrey() {
        var canvas = Canvas(width: 1, height: 1, background: .white)
        canvas.fill(PixelRect(x: 0, y: 0, width: 1, height: 1), color: RGBA(red: 0, green: 0, blue: 0, alpha: 128))
        // (0·128 + 255·127 + 127) / 255 = 127
        #expect(canvas.pixels == [127, 127, 127])
    }

    @Test func strokeDrawsAFrameAndLeavesTheInside() {
        var canvas = Canvas(width: 4, height: 4, background: .white)
        canvas.stroke(PixelRect(x: 0, y: 0, width: 4, height: 4), color: .black)
        let inked = (0..<4).map { y in (0..<4).map { x in canvas.pixel(x: x, y: y) == .black ? "#" : "." }.joined() }
        #expect(inked == ["####", "#..#", "#..#", "####"])
    }

    @Test func maskBlendsByCoverageAndClipsAtEveryEdge() {
        var canvas = Canvas(width: 3, height: 2, top: 5, background: .white)
        let mask = CoverageMask(width: 2, height: 2, coverage: [255, 0, 51, 255])
        // Top-left at sheet (2, 4): only mask row 1 (sheet row 5), column 0 (x 2) lands inside.
        canvas.blend(mask, left: 2, top: 4, color: .black)
        #expect(canvas.pixel(x: 2, y: 5) == RGBA(red: 204, green: 204, blue: 204)) // 255 · (1 − 51/255)
        #expect(canvas.pixels.filter { $0 != 255 }.count == 3)
    }

    @Test func fillsAndMasksKeepInsideTheClipColumns() {
        var canvas = Canvas(width: 6, height: 1, background: .white)
        canvas.clip = 2..<4
        canvas.fill(PixelRect(x: 0, y: 0, width: 6, height: 1), color: .black)
        #expect((0..<6).map { canvas.pixel(x: $0, y: 0) == .black ? "#" : "." }.joined() == "..##..")
        canvas.clip = -5..<3
        canvas.blend(CoverageMask(width: 4, height: 1, coverage: [255, 255, 255, 255]), left: -2, top: 0, color: Self.red)
        // Columns -2...1 asked for, -5..<3 allowed: only 0 and 1 exist and are inside.
        #expect((0..<6).map { canvas.pixel(x: $0, y: 0) == Self.red ? "r" : canvas.pixel(x: $0, y: 0) == .black ? "#" : "." }.joined() == "rr##..")
    }

    @Test func negativeSizeIsAnEmptyBandNotACrash() {
        var canvas = Canvas(width: -3, height: 2, background: .white)
        canvas.fill(PixelRect(x: 0, y: 0, width: 5, height: 5), color: .black)
        #expect(canvas.width == 0)
        #expect(canvas.pixels.isEmpty)
        // Larger than a band may be (and a size whose product overflows): empty, not an allocation that fails.
        #expect(Canvas(width: 1 << 14, height: 1 << 13, background: .white).pixels.isEmpty)
        #expect(Canvas(width: Int.max, height: 3, background: .white).height == 0)
    }
}

extension Array {
    func repeated(_ count: Int) -> [Element] { (0..<count).flatMap { _ in self } }
}
