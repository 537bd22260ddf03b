extension RenderFace {
    /// SVG path data drawing `line`'s glyphs as outlines, its left end at `x` and its baseline at `baseline` (SVG
    /// coordinates, y down): text as shapes, with no font needed to view it. Without `includingNotdef`, .notdef
    /// glyphs are left out (the caller draws its marked boxes at `missingGlyphSpans`).
    package func svgPath(_ line: ShapedLine, x: Double, baseline: Double, includingNotdef: Bool = true) -> String {
        var path = SVGPathData()
        var pen = x
        for glyph in line.glyphs {
            defer { pen += glyph.xAdvance }
            if glyph.isNotdef, !includingNotdef { continue }
            path.append(outline(glyph: glyph.id, pixelSize: line.pixelSize), x: pen + glyph.xOffset, baseline: baseline - glyph.yOffset)
        }
        return path.text
    }
}
