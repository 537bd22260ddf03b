import Foundation
import Testing
@testable import FontInspector
import TestSupport

/// Specimen reads PATH as lint does: the fonts the app ships, links kept inside PATH.
@Suite struct SpecimenInputsTests {
    @Test func aWebPagesFontAndALinkOutOfPathAreNotDrawn() throws {
        let folder = try Fixtures.temporaryDirectory()
        let outside = try Fixtures.temporaryDirectory()
        try folder.copy("Generated/Static/FixtureSans-Regular.ttf", as: "Fonts/FixtureSans-Regular.ttf")
        // A web view's font: the page loads it with @font-face, iOS never registers it.
        try folder.copy("Generated/Static/FixtureSerif-Regular.otf", as: "Web/FixtureSerif-Regular.otf")
        try folder.write(Array("@font-face { font-family: Serif; src: url(FixtureSerif-Regular.otf); }".utf8), as: "Web/page.css")
        try outside.copy("Generated/Static/FixtureSans-Bold.ttf", as: "Bold.ttf")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Linked.ttf", withDestinationPath: outside.path + "/Bold.ttf")
        let run = SpecimenRunner.layout(SpecimenOptions(
            root: folder.path, categories: ContentSizeSelection(indexes: [3]), texts: ["Abc"], output: folder.path + "/out.png"))
        let sheet = try #require(run.sheet)
        #expect(run.errors == [])
        #expect(sheet.rows.map { $0.cells.map(\.label) } == [["Large · 17 pt (Body) · FixtureSans-Regular"]])
        #expect(run.notes == [
            "\(folder.path)/Linked.ttf: a symbolic link to \(outside.path)/Bold.ttf, outside \(folder.path); not read",
            "\(folder.path): 1 font file (Web/FixtureSerif-Regular.otf) is loaded by a web page's @font-face or in a web format (WOFF) nothing registers: a web view's fonts, not the app's; not linted",
        ])
    }
}
