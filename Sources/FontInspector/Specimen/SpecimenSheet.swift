/// A specimen laid out: the header lines and the rows, in pixels at the sheet's scale. Drawing it is
/// `SpecimenPainter`'s; this is the value the layout tests check.
public struct SpecimenSheet: Sendable, Hashable {
    /// The sheet's width in pixels.
    public var width: Int
    /// Pixels per point.
    public var scale: Int
    /// Lines of the header band, in the label font: what was drawn, from what, at which sizes.
    public var header: [String]
    /// The header band's height in pixels.
    public var headerHeight: Int
    /// The rows, top to bottom.
    public var rows: [SpecimenRow]

    /// A laid-out sheet, as `SpecimenLayout.sheet` makes it.
    public init(width: Int, scale: Int, header: [String], headerHeight: Int, rows: [SpecimenRow]) {
        self.width = width
        self.scale = scale
        self.header = header
        self.headerHeight = headerHeight
        self.rows = rows
    }

    /// The image's height in pixels: the bottom of the last row.
    public var height: Int { rows.last.map { $0.top + $0.height } ?? headerHeight }

    /// Every face a cell draws, each once, in first-use order.
    public var faces: [SpecimenFace] {
        var seen: Set<SpecimenFace> = []
        return rows.flatMap(\.cells).compactMap { cell in
            guard case .text(let face, _, _) = cell.content, seen.insert(face).inserted else { return nil }
            return face
        }
    }
}
