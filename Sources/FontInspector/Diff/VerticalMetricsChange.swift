/// How a paired face's vertical metrics moved: each field that changed, the line height Core Text gives a 17 pt
/// label (hhea ascender − descender + line gap) before and after, and whether glyphs now reach past the line
/// (accents on capitals clipped by a label sized to it).
public struct VerticalMetricsChange: Sendable, Hashable {
    /// The body size the line height is compared at: iOS's default Dynamic Type body size.
    public static let pointSize = 17.0

    /// One metric that changed, both values as printed.
    public struct Field: Sendable, Hashable {
        /// `hhea.ascender`, `OS/2.sTypoLineGap`, `USE_TYPO_METRICS`, `head.yMax`, …
        public var name: String
        /// OLD's value (`none` where it had none).
        public var old: String
        /// NEW's value.
        public var new: String
    }

    /// OLD's metrics.
    public var old: VerticalMetrics
    /// NEW's metrics.
    public var new: VerticalMetrics
    /// The fields that differ, in table order (head, hhea, OS/2).
    public var fields: [Field]
    /// In points at `pointSize`, rounded to two decimals.
    public var oldLineHeight: Double?
    /// NEW's line height, like `oldLineHeight`.
    public var newLineHeight: Double?
    /// The change relative to the old line height, in percent rounded to one decimal.
    public var lineHeightChangePercent: Double?
    /// True when NEW's glyphs exceed its hhea ascender or descender and OLD's did not.
    public var newlyExceedsLine: Bool

    /// Nil when nothing changed, or a side has no vertical metrics to compare.
    public static func between(_ old: VerticalMetrics?, _ new: VerticalMetrics?) -> VerticalMetricsChange? {
        guard let old, let new, old != new else { return nil }
        var fields: [Field] = []
        func compare(_ name: String, _ oldValue: Int?, _ newValue: Int?) {
            if oldValue != newValue { fields.append(Field(name: name, old: oldValue.map(String.init) ?? "none", new: newValue.map(String.init) ?? "none")) }
        }
        compare("head.unitsPerEm", old.unitsPerEm, new.unitsPerEm)
        compare("hhea.ascender", old.hheaAscender, new.hheaAscender)
        compare("hhea.descender", old.hheaDescender, new.hheaDescender)
        compare("hhea.lineGap", old.hheaLineGap, new.hheaLineGap)
        compare("OS/2.sTypoAscender", old.typoAscender, new.typoAscender)
        compare("OS/2.sTypoDescender", old.typoDescender, new.typoDescender)
        compare("OS/2.sTypoLineGap", old.typoLineGap, new.typoLineGap)
        if old.usesTypoMetrics != new.usesTypoMetrics {
            fields.append(Field(name: "USE_TYPO_METRICS", old: old.usesTypoMetrics ? "on" : "off", new: new.usesTypoMetrics ? "on" : "off"))
        }
        compare("head.yMax", old.glyphYMax, new.glyphYMax)
        compare("head.yMin", old.glyphYMin, new.glyphYMin)
        let oldHeight = old.lineHeight(atPointSize: pointSize), newHeight = new.lineHeight(atPointSize: pointSize)
        var percent: Double?
        if let oldHeight, let newHeight, oldHeight > 0 { percent = ((newHeight - oldHeight) / oldHeight * 1000).rounded() / 10 }
        return VerticalMetricsChange(
            old: old, new: new, fields: fields, oldLineHeight: oldHeight.map(rounded), newLineHeight: newHeight.map(rounded),
            lineHeightChangePercent: percent, newlyExceedsLine: new.glyphsExceedLine && !old.glyphsExceedLine)
    }

    private static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
