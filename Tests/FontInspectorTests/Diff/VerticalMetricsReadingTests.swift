import Testing
import FontInspector
import TestSupport

/// hhea, OS/2 typo and head bounds as FaceReader reads them from the generated pairs.
@Suite struct VerticalMetricsReadingTests {
    static func metrics(_ path: String) throws -> VerticalMetrics? {
        try FaceReader().read(path: Fixtures.font(path), depth: .details(languages: false)).details.first?.verticalMetrics
    }

    @Test func oldAndNewRegular() throws {
        #expect(try Self.metrics("Generated/Diff/Old/DiffSans-Regular.ttf") == VerticalMetrics(
            unitsPerEm: 1000, hheaAscender: 800, hheaDescender: -200, hheaLineGap: 200, typoAscender: 800, typoDescender: -200,
            typoLineGap: 200, usesTypoMetrics: false, glyphYMax: 740, glyphYMin: 0))
        let new = try #require(try Self.metrics("Generated/Diff/New/DiffSans-Regular.ttf"))
        #expect(new == VerticalMetrics(
            unitsPerEm: 1000, hheaAscender: 900, hheaDescender: -250, hheaLineGap: 0, typoAscender: 800, typoDescender: -200,
            typoLineGap: 200, usesTypoMetrics: true, glyphYMax: 960, glyphYMin: 0))
        #expect(new.lineHeight(atPointSize: 17) == 19.55)
        #expect(new.glyphsExceedLine)
    }

    @Test func aBitmapFontHasNone() throws {
        #expect(try Self.metrics("Generated/Other/FixtureBitmap.bdf") == nil)
    }
}
