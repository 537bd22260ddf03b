/// Draws a laid-out sheet into a PNG one row at a time: each row is one `Canvas` band, appended to the
/// `PNGStreamWriter` and dropped, so memory holds one row, never the sheet. Faces are opened once each; a face
/// that cannot be opened becomes a note and a message in its cells, and the rest is drawn.
struct SpecimenPainter {
    static let background = RGBA.white
    static let ink = RGBA(red: 0x1A, green: 0x1A, blue: 0x1A)
    static let labelInk = RGBA(red: 0x6B, green: 0x6B, blue: 0x6B)
    static let missingInk = RGBA(red: 0xD0, green: 0x21, blue: 0x21)
    static let missingFill = RGBA(red: 0xD0, green: 0x21, blue: 0x21, alpha: 0x40)
    static let rule = RGBA(red: 0xE2, green: 0xE2, blue: 0xE2)

    private let sheet: SpecimenSheet
    private var faces: [SpecimenFace: RenderFace] = [:]
    private var unusable: [SpecimenFace: String] = [:]
    private let labelFace: RenderFace?
    private(set) var notes: [String] = []

    /// Writes `sheet` to `path`; returns the notes (faces not drawn, the label font missing).
    static func write(
        _ sheet: SpecimenSheet, to path: String, labelFont: String?, metadata: [(key: String, value: String)]
    ) throws(RenderError) -> [String] {
        var painter = SpecimenPainter(sheet: sheet, labelFont: labelFont)
        let writer = try PNGStreamWriter(path: path, width: sheet.width, height: sheet.height, text: metadata)
        try writer.append(painter.headerBand())
        for row in sheet.rows { try writer.append(painter.band(row)) }
        try writer.finish()
        return painter.notes
    }

    init(sheet: SpecimenSheet, labelFont: String?) {
        self.sheet = sheet
        for face in sheet.faces {
            do throws(RenderError) {
                faces[face] = try RenderFace(path: face.file, faceIndex: face.faceIndex, namedInstance: face.instance)
            } catch {
                unusable[face] = error.reason
                notes.append("\(error.description); its cells are not drawn")
            }
        }
        var label: RenderFace?
        if let labelFont {
            do throws(RenderError) { label = try RenderFace(path: labelFont, faceIndex: 0, namedInstance: nil) } catch {
                notes.append("\(error.description); the labels are drawn in the sheet's first face")
            }
        } else {
            notes.append("the label font (share/fontinspect/\(SpecimenLabelFont.fileName)) is not installed beside fontinspect; the labels are drawn in the sheet's first face")
        }
        labelFace = label ?? sheet.faces.lazy.compactMap { [faces] in faces[$0] }.first
    }

    private var labelPixelSize: Double { SpecimenLayout.Metrics.labelSize * Double(sheet.scale) }

    mutating func headerBand() -> Canvas {
        var canvas = Canvas(width: sheet.width, height: sheet.headerHeight, top: 0, background: Self.background)
        let margin = SpecimenLayout.Metrics.margin * sheet.scale, line = SpecimenLayout.Metrics.headerLine * sheet.scale
        for (index, text) in sheet.header.enumerated() {
            drawLabel(text, on: &canvas, x: margin, top: margin + index * line, height: line, color: Self.ink)
        }
        canvas.fill(PixelRect(x: 0, y: sheet.headerHeight - sheet.scale, width: sheet.width, height: sheet.scale), color: Self.rule)
        return canvas
    }

    /// One row: each cell's label, samples and note, clipped to the cell; a rule along the bottom.
    mutating func band(_ row: SpecimenRow) -> Canvas {
        var canvas = Canvas(width: sheet.width, height: row.height, top: row.top, background: Self.background)
        let labelLine = SpecimenLayout.Metrics.labelLine * sheet.scale
        for cell in row.cells {
            canvas.clip = max(0, cell.x)..<max(0, cell.x + cell.width)
            drawLabel(cell.label, on: &canvas, x: cell.x, top: row.top + row.labelTop, height: labelLine, color: Self.labelInk)
            switch cell.content {
            case .message(let message):
                drawLabel(message, on: &canvas, x: cell.x, top: row.top + (row.lineTops.first ?? row.labelTop + labelLine),
                          height: labelLine, color: Self.missingInk)
            case .text(let face, let pixelSize, _):
                guard let renderFace = faces[face] else {
                    drawLabel("cannot be drawn: \(unusable[face] ?? "")", on: &canvas, x: cell.x,
                              top: row.top + (row.lineTops.first ?? 0), height: labelLine, color: Self.missingInk)
                    break
                }
                for (sample, lineTop) in zip(row.samples, row.lineTops) {
                    let line = renderFace.shape(sample, pixelSize: pixelSize)
                    let top = row.top + lineTop
                    let baseline = Self.baseline(of: line, top: top, height: row.lineHeight)
                    let start = SpecimenLayout.lineStart(in: cell, lineWidth: line.width, isRightToLeft: line.isRightToLeft)
                    // A red box where iOS would fall back to another font: a tint over the line box, the glyph's own
                    // box drawn in red in place of the font's .notdef.
                    for span in line.missingGlyphSpans {
                        let left = Int((start + span.lowerBound).rounded(.down)), right = Int((start + span.upperBound).rounded(.up))
                        canvas.fill(PixelRect(x: left, y: top, width: max(right - left, sheet.scale), height: row.lineHeight), color: Self.missingFill)
                    }
                    renderFace.draw(line, on: &canvas, x: start, baseline: baseline, color: Self.ink, missingColor: Self.missingInk)
                }
            }
            if let note = cell.missingNote, let noteTop = row.noteTop {
                drawLabel(note, on: &canvas, x: cell.x, top: row.top + noteTop, height: labelLine, color: Self.missingInk)
            }
        }
        canvas.clip = 0..<canvas.width
        canvas.fill(PixelRect(x: 0, y: row.top + row.height - sheet.scale, width: sheet.width, height: sheet.scale), color: Self.rule)
        return canvas
    }

    /// The text's ascent and descent centred in its line box, on a whole pixel.
    static func baseline(of line: ShapedLine, top: Int, height: Int) -> Double {
        (Double(top) + (Double(height) - line.ascent - line.descent) / 2 + line.ascent).rounded()
    }

    private func drawLabel(_ text: String, on canvas: inout Canvas, x: Int, top: Int, height: Int, color: RGBA) {
        guard let labelFace else { return }
        let line = labelFace.shape(text, pixelSize: labelPixelSize)
        labelFace.draw(line, on: &canvas, x: Double(x), baseline: Self.baseline(of: line, top: top, height: height), color: color)
    }
}
