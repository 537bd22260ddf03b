import Foundation
import Testing
@testable import FontInspector
import TestSupport

@Suite struct SpecimenLayoutTests {
    static func app() throws -> SpecimenFixtureApp { try Fixtures.specimenApp() }

    static func options(_ root: String, categories: [Int] = [3], texts: [String] = ["Abc ł т"], scale: Int = 1) -> SpecimenOptions {
        SpecimenOptions(root: root, categories: ContentSizeSelection(indexes: categories), texts: texts, scale: scale, output: root + "/out.png")
    }

    @Test func eachStyleIsARowWithItsRegularFaceBesideItsBoldTextFace() throws {
        let app = try Self.app()
        let run = SpecimenRunner.layout(Self.options(app.path))
        let sheet = try #require(run.sheet)
        #expect(run.errors == [])
        #expect(run.notes == [
            "\(app.path)/Typography.json: headline: \"Helvetica\" is not a face under \(app.path) (a system font or a typo: lint says which); not drawn",
        ])
        #expect(sheet.width == 1200)
        #expect(sheet.headerHeight == 24 + 2 * 18 + 10)
        // Apple's table order: title1, body, caption1 (headline is not drawn).
        #expect(sheet.rows.map(\.cells).map { $0.map(\.label) } == [
            ["title1 · Large · 28 pt · FixtureSerif-Regular", "Bold Text (inferred, no boldFontName) · FixtureSerif-SemiBold"],
            ["body · Large · 17 pt · FixtureCover-Regular", "Bold Text · FixtureCover-Bold"],
            ["caption1 · Large · 12 pt · FixtureSans-Regular", "Bold Text"],
        ])
        // Two cells of (1200 - 2 × 24 - 24) / 2 = 564 pixels, 24 apart.
        #expect(sheet.rows.allSatisfy { $0.cells.map(\.x) == [24, 612] && $0.cells.map(\.width) == [564, 564] })
        #expect(sheet.rows[2].cells[1].content == .message("no Bold Text face: no boldFontName, and no heavier face of Fixture Sans"))
    }

    @Test func rowsTakeTheLeadingSizesComputesAndRoomForTheMissingCharacters() throws {
        let app = try Self.app()
        let sheet = try #require(SpecimenRunner.layout(Self.options(app.path)).sheet)
        // title1 at Large: 28 pt on 34 pt; body 17 on 22; caption1 12 on 16. Each row: padding 10, label 16,
        // the line, the missing-characters note 16 (each row has a face lacking т or ł), padding 10.
        #expect(sheet.rows.map(\.lineHeight) == [34, 22, 16])
        #expect(sheet.rows.map(\.height) == [86, 74, 68])
        #expect(sheet.rows.map(\.top) == [70, 156, 230])
        #expect(sheet.rows.map(\.lineTops) == [[26], [26], [26]])
        #expect(sheet.rows.map(\.noteTop) == [60, 48, 42])
        #expect(sheet.height == 298)
    }

    @Test func aCharacterTheFaceLacksIsListedUnderItsCell() throws {
        let app = try Self.app()
        let sheet = try #require(SpecimenRunner.layout(Self.options(app.path)).sheet)
        let body = sheet.rows[1]
        // FixtureCover-Bold is the Regular less ł and т.
        #expect(body.cells[0].content == .text(SpecimenFace(file: app.path + "/Fonts/FixtureCover-Regular.ttf", postScriptName: "FixtureCover-Regular"), pixelSize: 17, missing: []))
        #expect(body.cells[1].content == .text(SpecimenFace(file: app.path + "/Fonts/FixtureCover-Bold.ttf", postScriptName: "FixtureCover-Bold"), pixelSize: 17, missing: ["ł", "т"]))
        #expect(body.cells[0].missingNote == nil)
        #expect(body.cells[1].missingNote == "lacks U+0142 U+0442: iOS draws them in a fallback font")
        // The serif faces have ł but no Cyrillic.
        #expect(sheet.rows[0].cells.map(\.missingNote) == [
            "lacks U+0442: iOS draws it in a fallback font", "lacks U+0442: iOS draws it in a fallback font",
        ])
    }

    @Test func everyLengthScalesWithTheScale() throws {
        let app = try Self.app()
        let sheet = try #require(SpecimenRunner.layout(Self.options(app.path, categories: [11], scale: 3)).sheet)
        #expect(sheet.width == 3600)
        // body at AX5: 53 pt on 62 pt leading.
        let body = sheet.rows[1]
        #expect(body.cells.map(\.x) == [72, 1836])
        #expect(body.lineHeight == 186)
        #expect(body.height == 30 + 48 + 186 + 48 + 30)
        guard case .text(_, let pixelSize, _) = body.cells[0].content else { Issue.record("no text cell"); return }
        #expect(pixelSize == 159)
    }

    @Test func withoutAStyleMapEveryFaceIsAWaterfallAtBodysSizes() throws {
        let font = Fixtures.font("Generated/Static/FixtureSans-Regular.ttf")
        let sheet = try #require(SpecimenRunner.layout(Self.options(font, categories: [0, 11], texts: ["Abc"])).sheet)
        #expect(sheet.rows.map { $0.cells.map(\.label) } == [
            ["xSmall · 14 pt (Body) · FixtureSans-Regular"], ["AX5 · 53 pt (Body) · FixtureSans-Regular"],
        ])
        #expect(sheet.rows.map(\.lineHeight) == [19, 62])
        #expect(sheet.rows.allSatisfy { $0.cells.map(\.width) == [1152] && $0.noteTop == nil })
        #expect(sheet.header[0] == "fontinspect specimen of FixtureSans-Regular.ttf · no style map: every registered face at Body's size")
    }

    @Test func aMapThatNamesNoBundledFaceIsAnError() throws {
        let folder = try Fixtures.temporaryDirectory()
        try folder.copy("Generated/Static/FixtureSans-Regular.ttf", as: "FixtureSans-Regular.ttf")
        try folder.write(Array(#"{"body": {"fontName": "Helvetica", "fontSize": 17}}"#.utf8), as: "Typography.json")
        let run = SpecimenRunner.layout(Self.options(folder.path))
        #expect(run.sheet == nil)
        #expect(run.errors == ["\(folder.path)/Typography.json: no text style names a font under \(folder.path); nothing to draw"])
    }

    @Test func sizesAreParsedInAnyAPIsSpellingAndKeptInTableOrder() {
        #expect(ContentSizeSelection.parse("AX5,xsmall,Large") == .success(ContentSizeSelection(indexes: [0, 3, 11])))
        #expect(ContentSizeSelection.parse("extraExtraLarge, accessibility1") == .success(ContentSizeSelection(indexes: [5, 7])))
        #expect(ContentSizeSelection.parse("all") == .success(.all))
        #expect(ContentSizeSelection.all.indexes.count == 12)
        #expect(ContentSizeSelection.parse("large,huge") == .failure(SpecimenUsageError(
            message: "--sizes: unknown content size category 'huge' (expected all or some of xSmall, Small, Medium, Large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5)")))
    }

    @Test func aLinesStartFollowsItsShapedDirection() {
        let cell = SpecimenCell(x: 612, width: 564, label: "", content: .message(""))
        #expect(SpecimenLayout.lineStart(in: cell, lineWidth: 100.5, isRightToLeft: false) == 612)
        #expect(SpecimenLayout.lineStart(in: cell, lineWidth: 100.5, isRightToLeft: true) == 1075.5)
        // Longer than the cell: it still ends at the right edge, and the painter cuts what lies left of the cell.
        #expect(SpecimenLayout.lineStart(in: cell, lineWidth: 700, isRightToLeft: true) == 476)
    }
}
