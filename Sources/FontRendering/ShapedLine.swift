/// A line of text shaped at one pixel size: glyphs in visual order (left to right, also for right-to-left
/// text), the metrics a layout needs, and what the face lacks.
package struct ShapedLine: Sendable, Equatable {
    package var glyphs: [ShapedGlyph]
    package var pixelSize: Double
    package var isRightToLeft: Bool
    /// The sum of the advances, in pixels.
    package var width: Double
    /// From the font's hhea (as Apple platforms use them), in pixels; `descent` is positive, downward.
    package var ascent: Double
    package var descent: Double
    package var lineGap: Double
    /// Characters drawn as .notdef, in text order, each once.
    package var missingCharacters: [Unicode.Scalar]
    /// The x ranges (pixels from the line's start) of the .notdef glyphs, where a marked box goes.
    package var missingGlyphSpans: [Range<Double>]

    package static func empty(pixelSize: Double) -> ShapedLine {
        ShapedLine(glyphs: [], pixelSize: pixelSize, isRightToLeft: false, width: 0, ascent: 0, descent: 0,
                   lineGap: 0, missingCharacters: [], missingGlyphSpans: [])
    }

    /// The characters of `text` in clusters holding a .notdef glyph that the face has no glyph for: a cluster can
    /// join a present base and a missing mark, and only the mark is missing.
    static func missingCharacters(
        in text: String, glyphs: [ShapedGlyph], hasGlyph: (Unicode.Scalar) -> Bool
    ) -> [Unicode.Scalar] {
        let starts = Set(glyphs.map(\.cluster)).sorted()
        let missingStarts = Set(glyphs.filter(\.isNotdef).map(\.cluster))
        guard !missingStarts.isEmpty else { return [] }
        var missing: [Unicode.Scalar] = []
        var seen: Set<Unicode.Scalar> = []
        var offset = 0
        var clusterIndex = 0
        for scalar in text.unicodeScalars {
            // The cluster holding `offset`: the last start at or before it.
            while clusterIndex + 1 < starts.count, starts[clusterIndex + 1] <= offset { clusterIndex += 1 }
            if clusterIndex < starts.count, missingStarts.contains(starts[clusterIndex]), !hasGlyph(scalar),
               seen.insert(scalar).inserted {
                missing.append(scalar)
            }
            offset += UTF8.width(scalar)
        }
        return missing
    }

    /// Pixel x ranges of the .notdef glyphs, from the line's start.
    static func notdefSpans(_ glyphs: [ShapedGlyph]) -> [Range<Double>] {
        var spans: [Range<Double>] = []
        var pen = 0.0
        for glyph in glyphs {
            if glyph.isNotdef {
                let start = pen + glyph.xOffset
                spans.append(start..<max(start, start + glyph.xAdvance))
            }
            pen += glyph.xAdvance
        }
        return spans
    }
}
