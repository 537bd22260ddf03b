import CFreeType

extension VerticalMetrics {
    /// Copies the values out of FreeType's tables; nil without hhea or head.
    init?(hhea: TT_HoriHeader?, os2: TT_OS2?, head: TT_Header?) {
        guard let hhea, let head else { return nil }
        self.init(
            unitsPerEm: Int(head.Units_Per_EM), hheaAscender: Int(hhea.Ascender), hheaDescender: Int(hhea.Descender),
            hheaLineGap: Int(hhea.Line_Gap), typoAscender: os2.map { Int($0.sTypoAscender) },
            typoDescender: os2.map { Int($0.sTypoDescender) }, typoLineGap: os2.map { Int($0.sTypoLineGap) },
            usesTypoMetrics: os2.map { $0.fsSelection & (1 << 7) != 0 } ?? false,
            glyphYMax: Int(head.yMax), glyphYMin: Int(head.yMin))
    }
}
