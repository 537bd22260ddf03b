import Foundation
import Testing
@testable import FontInspector
import TestSupport

@Suite struct SpecimenPainterTests {
    @Test func aFaceThatCannotBeOpenedIsANoteAndTheRestIsDrawn() throws {
        let folder = try Fixtures.temporaryDirectory()
        let broken = Fixtures.font("Malformed/truncated.ttf")
        let sheet = SpecimenLayout.sheet(
            subjects: [.waterfall(SpecimenFace(file: broken, postScriptName: "Truncated")),
                       .waterfall(SpecimenFace(file: Fixtures.font("Generated/Static/FixtureSans-Regular.ttf"), postScriptName: "FixtureSans-Regular"))],
            categories: ContentSizeSelection(indexes: [3]), samples: [SpecimenSample(text: "Abc", source: "--text")],
            characterMaps: [:], width: 400, scale: 1, header: ["header"])
        let notes = try SpecimenPainter.write(sheet, to: folder.path + "/out.png", labelFont: SpecimenLabelFont.path(), metadata: [])
        #expect(notes.count == 1)
        #expect(notes.first?.hasPrefix("\(broken): ") == true)
        #expect(notes.first?.hasSuffix("; its cells are not drawn") == true)
        #expect(FileManager.default.fileExists(atPath: folder.path + "/out.png"))
    }

    @Test func theLabelFontIsFoundInShareAboveTheBinary() throws {
        let prefix = try Fixtures.temporaryDirectory()
        try prefix.mkdir("bin")
        try prefix.write([], as: "bin/fontinspect")
        #expect(SpecimenLabelFont.path(executable: prefix.path + "/bin/fontinspect") == nil)
        try prefix.copy("../share/fontinspect/InterLabels-Regular.ttf", as: "share/fontinspect/InterLabels-Regular.ttf")
        #expect(SpecimenLabelFont.path(executable: prefix.path + "/bin/fontinspect")
            == URL(fileURLWithPath: prefix.path).resolvingSymlinksInPath().path + "/share/fontinspect/InterLabels-Regular.ttf")
        // A build under .build/ finds the checkout's copy.
        #expect(SpecimenLabelFont.path() == Fixtures.repositoryRoot + "/share/fontinspect/InterLabels-Regular.ttf")
    }

    @Test func theBaselineCentresAscentAndDescentInTheLineBox() {
        var line = ShapedLine.empty(pixelSize: 17)
        line.ascent = 16
        line.descent = 4
        // A 22-pixel box from row 100: (22 - 20) / 2 = 1 above the ascent.
        #expect(SpecimenPainter.baseline(of: line, top: 100, height: 22) == 117)
    }

    /// A Hebrew line (which FixtureSans lacks: every glyph a red box) is shaped right to left and so ends at its
    /// cell's right edge; a Latin line starts at the left edge.
    @Test func aRightToLeftLineEndsAtItsCellsRightEdge() throws {
        let font = Fixtures.font("Generated/Static/FixtureSans-Regular.ttf")
        let sheet = SpecimenLayout.sheet(
            subjects: [.waterfall(SpecimenFace(file: font, postScriptName: "FixtureSans-Regular"))],
            categories: ContentSizeSelection(indexes: [3]),
            samples: [SpecimenSample(text: "שלום", source: "--text"), SpecimenSample(text: "Abc", source: "--text")],
            characterMaps: [:], width: 400, scale: 1, header: ["header"])
        var painter = SpecimenPainter(sheet: sheet, labelFont: SpecimenLabelFont.path())
        let row = sheet.rows[0]
        let canvas = painter.band(row)
        let cell = row.cells[0]
        let hebrew = try RenderFace(path: font, faceIndex: 0, namedInstance: nil).shape("שלום", pixelSize: 17)
        #expect(hebrew.isRightToLeft)
        #expect(hebrew.missingGlyphSpans.count == 4)
        // The red boxes and their tint, in the middle row of the Hebrew line's box: from the line's start to the cell's edge.
        let y = row.top + row.lineTops[0] + row.lineHeight / 2
        let tinted = (0..<canvas.width).filter { canvas.pixel(x: $0, y: y) != .white }
        #expect(cell.x + cell.width == 376)
        #expect(tinted.last == 375)
        #expect(tinted.first == Int((376 - hebrew.width).rounded(.down)))
        #expect(tinted.count == Int(hebrew.width.rounded(.up)))
        // The Latin line's ink starts at the cell's left edge, 24, and ends about 30 pixels on.
        let latinRows = (row.top + row.lineTops[1])..<(row.top + row.lineTops[1] + row.lineHeight)
        let inked = (0..<canvas.width).filter { x in latinRows.contains { canvas.pixel(x: x, y: $0) != RGBA.white } }
        #expect(inked.first == 24)
        #expect(inked.last == 53)
    }
}
