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
}
