/// A glyph's outline at one size, copied out of FreeType: pixels from the glyph's origin, y up (as in the font).
struct GlyphOutline: Sendable, Equatable {
    enum Command: Sendable, Equatable {
        case move(x: Double, y: Double)
        case line(x: Double, y: Double)
        case quadratic(controlX: Double, controlY: Double, x: Double, y: Double)
        case cubic(control1X: Double, control1Y: Double, control2X: Double, control2Y: Double, x: Double, y: Double)
    }

    var commands: [Command] = []
}
