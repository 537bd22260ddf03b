extension RenderFace {
    /// Subpixel positions are rounded to a quarter pixel: finer than the eye sees, coarse enough to cache.
    static let phasesPerPixel = 4

    /// Draws `line` with its left end at `x` and its baseline at sheet row `baseline`, blending `color` by each
    /// glyph's coverage; only what falls inside `canvas`'s band is drawn. With `missingColor`, each .notdef glyph
    /// becomes a box in that colour (where iOS would fall back to another font) instead of the font's own.
    package func draw(
        _ line: ShapedLine, on canvas: inout Canvas, x: Double, baseline: Double, color: RGBA, missingColor: RGBA? = nil
    ) {
        // A line entirely above or below the band draws nothing: skip it without rasterizing.
        let reach = max(line.ascent, line.descent, line.pixelSize) * 2
        guard baseline + reach >= Double(canvas.top), baseline - reach < Double(canvas.top + canvas.height) else { return }
        var pen = x
        for glyph in line.glyphs {
            defer { pen += glyph.xAdvance }
            if glyph.isNotdef, let missingColor {
                drawMissingBox(glyph, on: &canvas, x: pen + glyph.xOffset, baseline: baseline, line: line, color: missingColor)
                continue
            }
            let glyphX = pen + glyph.xOffset
            // Far left or right of the band: nothing of it can land there (twice the size covers any overhang).
            if glyphX + 2 * line.pixelSize < 0 || glyphX - 2 * line.pixelSize > Double(canvas.width) { continue }
            var originX = Int(glyphX.rounded(.down))
            var phase = Int(((glyphX - Double(originX)) * Double(Self.phasesPerPixel)).rounded())
            if phase == Self.phasesPerPixel { originX += 1; phase = 0 }
            let originY = Int((baseline - glyph.yOffset).rounded())
            let mask = mask(glyph: glyph.id, pixelSize: line.pixelSize, phase: phase)
            canvas.blend(mask, left: originX + mask.left, top: originY - mask.top, color: color)
        }
    }

    /// A frame from the baseline to the cap height (0.7 of the ascent), inset one pixel each side, lightly filled.
    private func drawMissingBox(
        _ glyph: ShapedGlyph, on canvas: inout Canvas, x: Double, baseline: Double, line: ShapedLine, color: RGBA
    ) {
        let width = max(glyph.xAdvance, line.pixelSize / 2)
        let height = max(2, Int((line.ascent * 0.7).rounded()))
        let box = PixelRect(x: Int(x.rounded()) + 1, y: Int(baseline.rounded()) - height,
                            width: max(2, Int(width.rounded()) - 2), height: height)
        canvas.fill(box, color: RGBA(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha / 4))
        canvas.stroke(box, color: color, lineWidth: max(1, Int((line.pixelSize / 16).rounded())))
    }
}
