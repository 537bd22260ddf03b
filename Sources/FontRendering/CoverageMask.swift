/// An 8-bit coverage image (0: nothing, 255: fully inked), row after row: a rasterized glyph, copied out
/// of FreeType, with where its top-left pixel sits relative to the pen.
package struct CoverageMask: Sendable, Equatable {
    package var width: Int
    package var height: Int
    package var coverage: [UInt8]
    /// Pixels from the pen to the mask's left column (FreeType's bitmap_left).
    package var left: Int
    /// Pixels from the baseline up to the mask's top row (FreeType's bitmap_top).
    package var top: Int

    package init(width: Int, height: Int, coverage: [UInt8], left: Int = 0, top: Int = 0) {
        self.width = width
        self.height = height
        self.coverage = coverage
        self.left = left
        self.top = top
    }

    package static let empty = CoverageMask(width: 0, height: 0, coverage: [])
}
