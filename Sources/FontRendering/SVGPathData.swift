/// SVG path data ("M10 20L30 20Q…Z") for glyph outlines placed on a line: y flipped to SVG's downward axis,
/// numbers with at most two decimals and no trailing zeros, so the same line always gives the same text.
struct SVGPathData {
    private(set) var text = ""

    /// Appends `outline` with its origin at (x, baseline) in SVG coordinates; each contour is closed.
    mutating func append(_ outline: GlyphOutline, x originX: Double, baseline: Double) {
        func point(_ x: Double, _ y: Double) -> String { Self.number(originX + x) + " " + Self.number(baseline - y) }
        var open = false
        for command in outline.commands {
            switch command {
            case .move(let x, let y):
                if open { text += "Z" }
                text += "M" + point(x, y)
                open = true
            case .line(let x, let y):
                text += "L" + point(x, y)
            case .quadratic(let controlX, let controlY, let x, let y):
                text += "Q" + point(controlX, controlY) + " " + point(x, y)
            case .cubic(let control1X, let control1Y, let control2X, let control2Y, let x, let y):
                text += "C" + point(control1X, control1Y) + " " + point(control2X, control2Y) + " " + point(x, y)
            }
        }
        if open { text += "Z" }
    }

    /// Two decimals, "-0" as "0", no trailing zeros: 12.5 → "12.5", 3.0 → "3", −0.001 → "0".
    static func number(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let whole = "\(sign)\(magnitude / 100)"
        let fraction = magnitude % 100
        if fraction == 0 { return whole }
        return fraction % 10 == 0 ? "\(whole).\(fraction / 10)" : "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
