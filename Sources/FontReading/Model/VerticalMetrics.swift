/// The values that decide how tall a line of text is and whether glyphs are clipped: hhea's ascender, descender
/// and line gap (what Core Text lays lines out with), OS/2's typo values and USE_TYPO_METRICS bit (what other
/// platforms may use), units per em, and head's bounds of all glyphs. In font units; descenders are negative.
public struct VerticalMetrics: Sendable, Hashable {
    /// Design units per em (head).
    public var unitsPerEm: Int
    /// hhea.ascender: the line's height above the baseline on Apple platforms.
    public var hheaAscender: Int
    /// hhea.descender: the line's depth below the baseline (negative).
    public var hheaDescender: Int
    /// hhea.lineGap: extra space Core Text adds between lines.
    public var hheaLineGap: Int
    /// Nil without an OS/2 table.
    public var typoAscender: Int?
    /// OS/2 sTypoDescender (negative); nil without an OS/2 table.
    public var typoDescender: Int?
    /// OS/2 sTypoLineGap; nil without an OS/2 table.
    public var typoLineGap: Int?
    /// OS/2 fsSelection bit 7.
    public var usesTypoMetrics: Bool
    /// head.yMax and head.yMin: the highest and lowest point of any glyph.
    public var glyphYMax: Int
    /// head.yMin, the lowest point of any glyph.
    public var glyphYMin: Int

    /// Metrics from values already read.
    public init(
        unitsPerEm: Int, hheaAscender: Int, hheaDescender: Int, hheaLineGap: Int, typoAscender: Int?, typoDescender: Int?,
        typoLineGap: Int?, usesTypoMetrics: Bool, glyphYMax: Int, glyphYMin: Int
    ) {
        self.unitsPerEm = unitsPerEm
        self.hheaAscender = hheaAscender
        self.hheaDescender = hheaDescender
        self.hheaLineGap = hheaLineGap
        self.typoAscender = typoAscender
        self.typoDescender = typoDescender
        self.typoLineGap = typoLineGap
        self.usesTypoMetrics = usesTypoMetrics
        self.glyphYMax = glyphYMax
        self.glyphYMin = glyphYMin
    }

    /// The line height in points at `pointSize` as Core Text computes it from hhea: ascender − descender + line gap,
    /// scaled by the size over units per em; nil for a zero units per em.
    public func lineHeight(atPointSize pointSize: Double) -> Double? {
        guard unitsPerEm > 0 else { return nil }
        return Double(hheaAscender - hheaDescender + hheaLineGap) * pointSize / Double(unitsPerEm)
    }

    /// True when some glyph reaches above the hhea ascender or below the descender: those parts (accents on
    /// capitals, deep descenders) can be clipped by a label sized to the line.
    public var glyphsExceedLine: Bool { glyphYMax > hheaAscender || glyphYMin < hheaDescender }
}
