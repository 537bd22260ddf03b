/// One band of a specimen sheet: the cells of one style at one content size category (or one face at one
/// size). Vertical positions are pixels from the row's top; the sheet draws and writes one row at a time.
public struct SpecimenRow: Sendable, Hashable {
    /// From the sheet's top.
    public var top: Int
    /// Its height in pixels.
    public var height: Int
    /// The top of the label line; its height is `SpecimenLayout.Metrics.labelLine`.
    public var labelTop: Int
    /// The top of each sample's line box, `lineHeight` (the style's leading) high: the text's ascent and
    /// descent are centred in it.
    public var lineTops: [Int]
    /// The height of each sample's line box: the style's leading at the row's size.
    public var lineHeight: Int
    /// The top of the missing-characters note, when a cell has one.
    public var noteTop: Int?
    /// The sample lines, the same in every cell.
    public var samples: [String]
    /// Left to right: the regular face, then the Bold Text face (one cell in a waterfall).
    public var cells: [SpecimenCell]

    /// A row as the layout computes it.
    public init(
        top: Int, height: Int, labelTop: Int, lineTops: [Int], lineHeight: Int, noteTop: Int?, samples: [String],
        cells: [SpecimenCell]
    ) {
        self.top = top
        self.height = height
        self.labelTop = labelTop
        self.lineTops = lineTops
        self.lineHeight = lineHeight
        self.noteTop = noteTop
        self.samples = samples
        self.cells = cells
    }
}
