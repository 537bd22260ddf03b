/// Lays a specimen out: for each subject, one row per chosen content size category — the regular face and the
/// face Bold Text switches to side by side, at the size and leading `sizes` computes — or, for a waterfall, one
/// full-width cell per size. Pure arithmetic on the inputs: no font is opened here.
public enum SpecimenLayout {
    /// Distances in points, which are pixels at 1×; every one is multiplied by the scale.
    public enum Metrics {
        /// Around the sheet's edges.
        public static let margin = 24
        /// Between the regular and the Bold Text cell of a row.
        public static let gutter = 24
        /// Above and below each row's content.
        public static let rowPadding = 10
        /// The label font's size and its line's height.
        public static let labelSize = 11.0
        /// The height of a label line.
        public static let labelLine = 16
        /// The height of a header line.
        public static let headerLine = 18
    }

    /// Wide enough for two cells of a 60 pt sample's first words at 1×.
    public static let defaultWidth = 1200
    /// The narrowest sheet, in points, that `--width` accepts.
    public static let minimumWidth = 320
    /// The widest sheet, in points, that `--width` accepts.
    public static let maximumWidth = 8192

    /// Where a shaped line's left end goes in its cell: at the cell's left edge, or for right-to-left text (the
    /// direction HarfBuzz shaped it in) so that it ends at the cell's right edge, as a text view aligns it.
    public static func lineStart(in cell: SpecimenCell, lineWidth: Double, isRightToLeft: Bool) -> Double {
        isRightToLeft ? Double(cell.x + cell.width) - lineWidth : Double(cell.x)
    }

    /// The sheet of `subjects` at the chosen categories, `width` points wide at `scale`.
    public static func sheet(
        subjects: [SpecimenSubject], categories: ContentSizeSelection, samples: [SpecimenSample],
        characterMaps: [FaceLocation: CharacterMap], width: Int, scale: Int, header: [String]
    ) -> SpecimenSheet {
        let pixelWidth = width * scale
        let margin = Metrics.margin * scale, gutter = Metrics.gutter * scale
        let headerHeight = margin + header.count * Metrics.headerLine * scale + Metrics.rowPadding * scale
        let halfWidth = (pixelWidth - 2 * margin - gutter) / 2
        let texts = samples.map(\.text)
        let needed = texts.flatMap(GlyphNeeds.scalars(in:))
        func missing(_ face: SpecimenFace) -> [Unicode.Scalar]? {
            guard let map = characterMaps[face.location] else { return nil }
            var seen: Set<Unicode.Scalar> = []
            return needed.filter { !map.contains($0) && seen.insert($0).inserted }
        }
        func textContent(_ face: SpecimenFace, points: Double) -> SpecimenCell.Content {
            .text(face, pixelSize: points * Double(scale), missing: missing(face))
        }
        var rows: [SpecimenRow] = []
        var top = headerHeight
        for subject in subjects {
            for index in categories.indexes {
                let category = DynamicTypeTable.categories[index].hig
                let points: Double, leading: Double
                var cells: [SpecimenCell]
                switch subject {
                case .style(let style, let regular, let bold):
                    points = style.sizes[index]
                    leading = style.leading[index]
                    let size = "\(style.style.uikitCaseName) · \(category) · \(JSONValue.format(points)) pt"
                    let boldX = margin + halfWidth + gutter
                    cells = [SpecimenCell(x: margin, width: halfWidth, label: "\(size) · \(regular.postScriptName)",
                                          content: textContent(regular, points: points))]
                    switch bold {
                    case .named(let face):
                        cells.append(SpecimenCell(x: boldX, width: halfWidth, label: "Bold Text · \(face.postScriptName)",
                                                  content: textContent(face, points: points)))
                    case .inferred(let face):
                        cells.append(SpecimenCell(x: boldX, width: halfWidth, label: "Bold Text (inferred, no boldFontName) · \(face.postScriptName)",
                                                  content: textContent(face, points: points)))
                    case .missing(let reason):
                        cells.append(SpecimenCell(x: boldX, width: halfWidth, label: "Bold Text",
                                                  content: .message("no Bold Text face: \(reason)")))
                    }
                case .waterfall(let face):
                    let body = DynamicTypeTable.style(.body)
                    points = Double(body?.sizes[index] ?? 17)
                    leading = Double(body?.leading[index] ?? 22)
                    cells = [SpecimenCell(
                        x: margin, width: pixelWidth - 2 * margin,
                        label: "\(category) · \(JSONValue.format(points)) pt (Body) · \(face.postScriptName)",
                        content: textContent(face, points: points))]
                }
                let padding = Metrics.rowPadding * scale, labelLine = Metrics.labelLine * scale
                // Whole pixels: a line box of 20.5 pt at 1× takes 21 rows, as a text view's would.
                let lineHeight = Int((leading * Double(scale)).rounded(.up))
                let labelTop = padding
                let lineTops = texts.indices.map { labelTop + labelLine + $0 * lineHeight }
                let linesEnd = labelTop + labelLine + texts.count * lineHeight
                let hasNote = cells.contains { $0.missingNote != nil }
                let height = linesEnd + (hasNote ? labelLine : 0) + padding
                rows.append(SpecimenRow(
                    top: top, height: height, labelTop: labelTop, lineTops: lineTops, lineHeight: lineHeight,
                    noteTop: hasNote ? linesEnd : nil, samples: texts, cells: cells))
                top += height
            }
        }
        return SpecimenSheet(width: pixelWidth, scale: scale, header: header, headerHeight: headerHeight, rows: rows)
    }
}
