import Testing
@testable import FontInspector

/// Names from a font reach the text and markdown reports escaped: a control character cannot clear the terminal,
/// nor a `|` or `<` break a pull-request comment's table.
@Suite struct DiffReportEscapingTests {
    static func face(_ file: String, _ postScriptName: String, family: String, weight: Int) -> DiffFace {
        DiffFace(face: FontFace(
            file: file, faceIndex: 0, instanceIndex: nil, postScriptName: postScriptName, family: family, style: "Regular",
            fullName: nil, weight: weight, width: 5, italic: false, format: .trueType, container: .sfnt, isVariable: false,
            coordinates: [], glyphCount: 1, unitsPerEm: 1000, fontRevision: 1))
    }

    static let result = DiffRunner.compare(
        DiffSide(label: "old", faces: [face("old/E.ttf", "Evil\u{1B}[2J", family: "Evil\u{1B}[2J", weight: 400)], fileCount: 1),
        DiffSide(label: "new", faces: [face("new/E.ttf", "Evil\u{1B}[2J", family: "A|<b>", weight: 700)], fileCount: 1),
        options: DiffOptions(old: "old", new: "new"))

    @Test func textEscapesControlCharacters() {
        let text = DiffTextReport.render(Self.result)
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("  Evil\\u{1B}[2J (paired by PostScript name)\n    family  Evil\\u{1B}[2J → A|<b>\n    weight  400 → 700\n"))
    }

    @Test func markdownEscapesCellsAndHTML() {
        let markdown = DiffMarkdownReport.render(Self.result)
        #expect(!markdown.contains("\u{1B}"))
        #expect(markdown.contains("<details><summary>Evil\\u{1B}[2J (paired by PostScript name): 2 changes</summary>"))
        #expect(markdown.contains("| family | Evil\\u{1B}[2J | A\\|&lt;b&gt; |\n| weight | 400 | 700 |"))
        #expect(markdown.hasPrefix("### fontinspect diff: nothing breaks\n"))
    }
}
