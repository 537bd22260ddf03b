/// One glyph HarfBuzz placed: its id in the font, the UTF-8 offset of the first character of its cluster,
/// and where it goes, in pixels (y up, as in the font).
package struct ShapedGlyph: Sendable, Equatable {
    package var id: UInt32
    package var cluster: Int
    package var xAdvance: Double
    package var yAdvance: Double
    package var xOffset: Double
    package var yOffset: Double

    package init(id: UInt32, cluster: Int, xAdvance: Double, yAdvance: Double = 0, xOffset: Double = 0, yOffset: Double = 0) {
        self.id = id
        self.cluster = cluster
        self.xAdvance = xAdvance
        self.yAdvance = yAdvance
        self.xOffset = xOffset
        self.yOffset = yOffset
    }

    /// Glyph 0 is .notdef: what a font shows for a character it lacks.
    package var isNotdef: Bool { id == 0 }
}
