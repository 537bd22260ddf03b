/// One band of a picture: opaque 8-bit RGB pixels, `height` rows of `width`, starting at sheet row `top`.
/// Drawing takes sheet coordinates and keeps what falls inside the band, so a sheet is drawn (and written)
/// one band at a time and a glyph crossing two bands is drawn into both.
package struct Canvas: Sendable {
    package let width: Int
    package let height: Int
    /// The sheet row of the band's first row.
    package let top: Int
    /// Row after row, three bytes (red, green, blue) a pixel.
    package private(set) var pixels: [UInt8]
    /// The columns drawing may touch (all by default): a cell sets its own, so that a line longer than the cell
    /// is cut at the cell's edges, on the right for left-to-right text and on the left for right-to-left.
    package var clip: Range<Int>

    /// The most pixels one band holds (192 MiB): a sheet larger than that is drawn in more bands.
    package static let maximumPixels = 1 << 26

    /// A band filled with `background` (its alpha is ignored: the picture is opaque). A negative size, or more than
    /// `maximumPixels`, is an empty band: the caller sizes bands, and a wrong size must not take the machine's memory.
    package init(width: Int, height: Int, top: Int = 0, background: RGBA) {
        let (area, overflow) = max(0, width).multipliedReportingOverflow(by: max(0, height))
        let fits = !overflow && area <= Self.maximumPixels
        self.width = fits ? max(0, width) : 0
        self.height = fits ? max(0, height) : 0
        self.top = top
        clip = 0..<self.width
        pixels = [UInt8](repeating: 0, count: self.width * self.height * 3)
        fill(PixelRect(x: 0, y: top, width: self.width, height: self.height), color: background, opaque: true)
    }

    /// The pixel at sheet coordinates (x, y); nil outside the band.
    package func pixel(x: Int, y: Int) -> RGBA? {
        guard x >= 0, x < width, y >= top, y < top + height else { return nil }
        let index = ((y - top) * width + x) * 3
        return RGBA(red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2])
    }

    /// The bytes of one row of the band (0 is the band's first), for a writer.
    package func withRow<Result>(_ row: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try pixels.withUnsafeBufferPointer { all in
            try body(UnsafeBufferPointer(rebasing: all[(row * width * 3)..<((row + 1) * width * 3)]))
        }
    }

    /// Paints `rect` (sheet coordinates, clipped to the band) with `color`, blended by its alpha.
    package mutating func fill(_ rect: PixelRect, color: RGBA) {
        fill(rect, color: color, opaque: false)
    }

    /// A frame `lineWidth` pixels wide just inside `rect`.
    package mutating func stroke(_ rect: PixelRect, color: RGBA, lineWidth: Int = 1) {
        guard !rect.isEmpty, lineWidth > 0 else { return }
        let line = min(lineWidth, (min(rect.width, rect.height) + 1) / 2)
        fill(PixelRect(x: rect.x, y: rect.y, width: rect.width, height: line), color: color)
        fill(PixelRect(x: rect.x, y: rect.maxY - line, width: rect.width, height: line), color: color)
        let innerHeight = rect.height - 2 * line
        fill(PixelRect(x: rect.x, y: rect.y + line, width: line, height: innerHeight), color: color)
        fill(PixelRect(x: rect.maxX - line, y: rect.y + line, width: line, height: innerHeight), color: color)
    }

    /// Blends `color` through an 8-bit coverage mask whose top-left pixel lands at sheet (left, top).
    package mutating func blend(_ mask: CoverageMask, left: Int, top maskTop: Int, color: RGBA) {
        guard color.alpha > 0, mask.width > 0, mask.height > 0 else { return }
        let firstColumn = max(0, max(0, clip.lowerBound) - left)
        let lastColumn = min(mask.width, min(width, clip.upperBound) - left)
        let firstRow = max(0, top - maskTop)
        let lastRow = min(mask.height, top + height - maskTop)
        guard firstColumn < lastColumn, firstRow < lastRow else { return }
        let alpha = Int(color.alpha)
        let source = (Int(color.red), Int(color.green), Int(color.blue))
        let bandWidth = width
        let bandTop = top
        mask.coverage.withUnsafeBufferPointer { coverage in
            pixels.withUnsafeMutableBufferPointer { pixels in
                for row in firstRow..<lastRow {
                    let maskRow = row * mask.width
                    var index = ((maskTop + row - bandTop) * bandWidth + left + firstColumn) * 3
                    for column in firstColumn..<lastColumn {
                        let cover = Int(coverage[maskRow + column])
                        if cover != 0 {
                            Self.blend(pixels, at: index, source: source, alpha: (cover * alpha + 127) / 255)
                        }
                        index += 3
                    }
                }
            }
        }
    }

    private mutating func fill(_ rect: PixelRect, color: RGBA, opaque: Bool) {
        let left = max(0, clip.lowerBound, rect.x)
        let right = min(width, clip.upperBound, rect.maxX)
        let upper = max(top, rect.y)
        let lower = min(top + height, rect.maxY)
        guard left < right, upper < lower else { return }
        let alpha = opaque ? 255 : Int(color.alpha)
        guard alpha > 0 else { return }
        let source = (Int(color.red), Int(color.green), Int(color.blue))
        let bandWidth = width
        let bandTop = top
        pixels.withUnsafeMutableBufferPointer { pixels in
            for y in upper..<lower {
                var index = ((y - bandTop) * bandWidth + left) * 3
                for _ in left..<right {
                    Self.blend(pixels, at: index, source: source, alpha: alpha)
                    index += 3
                }
            }
        }
    }

    /// source over destination in integers, rounded: the same bytes on every machine.
    @inline(__always)
    private static func blend(
        _ pixels: UnsafeMutableBufferPointer<UInt8>, at index: Int, source: (Int, Int, Int), alpha: Int
    ) {
        let rest = 255 - alpha
        pixels[index] = UInt8((source.0 * alpha + Int(pixels[index]) * rest + 127) / 255)
        pixels[index + 1] = UInt8((source.1 * alpha + Int(pixels[index + 1]) * rest + 127) / 255)
        pixels[index + 2] = UInt8((source.2 * alpha + Int(pixels[index + 2]) * rest + 127) / 255)
    }
}
