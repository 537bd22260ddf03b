import Testing
@testable import FontInspectCommands
import FontInspector

/// `--format` comes from `Reporters`: its values, its help line and the FORMATS section.
@Suite struct ReporterRegistryTests {
    @Test func eachKindsFormatsInOrderTheFirstTheDefault() {
        #expect(Reporters.faceList.map { $0.identifier } == ["table", "familynames", "json"])
        #expect(Reporters.info.map { $0.identifier } == ["text", "json"])
        #expect(Reporters.lint.map { $0.identifier } == ["text", "json", "xcode", "github", "sarif"])
        #expect(Reporters.coverage.map { $0.identifier } == ["text", "json"])
        #expect(Reporters.sizes.map { $0.identifier } == ["text", "json", "markdown"])
        #expect(Reporters.diff.map { $0.identifier } == ["text", "json", "markdown", "xcode", "github", "sarif"])
    }

    @Test func theFormatOptionIsMadeFromTheRegistry() {
        let spec = FormatOption.spec(Reporters.lint)
        #expect(spec.allowedValues == ["text", "json", "xcode", "github", "sarif"])
        #expect(spec.help == "text (default), json, xcode, github or sarif.")
        #expect(FormatOption.spec(Reporters.info).help == "text (default) or json.")
        let help = runTool("sizes", "--help").output
        #expect(help.contains("""
            FORMATS:
              text                    an aligned table, one column per content size category
              json                    for scripts: the categories, then each style with its 12 sizes and leadings
              markdown                the text table as GitHub-flavoured Markdown, for a design document

            """))
        #expect(runTool("coverage", "--format", "sarif", "x").errors.hasPrefix(
            "Error: The value 'sarif' is invalid for '--format <format>'; expected one of: text, json\n"))
    }

    @Test func theReporterChosenIsTheOneNamedOrTheDefault() throws {
        let named = try ArgumentParser.parse(["--format", "xcode"], options: [FormatOption.spec(Reporters.lint)])
        #expect(FormatOption.chosen(named, from: Reporters.lint).identifier == "xcode")
        #expect(FormatOption.chosen(ParsedArguments(), from: Reporters.lint).identifier == "text")
    }

    @Test func listsJSONDocumentIsTheStreamJoined() {
        let face = FontFace(
            file: "/fonts/a.ttf", faceIndex: 0, instanceIndex: nil, postScriptName: "A-Regular", family: "A",
            style: "Regular", fullName: nil, weight: 400, width: 5, italic: false, format: .trueType, container: .sfnt,
            isVariable: false, coordinates: [], glyphCount: 3, unitsPerEm: 1000, fontRevision: nil)
        let document = JSONValue.object([("faces", .array([FaceJSON.face(face), FaceJSON.face(face)])), ("errors", .array([]))])
        #expect(FaceListJSONReport.generateReport([face, face], context: ReportContext()) == document.serialized())
    }
}

/// Every `Note:` and `Error:` line escapes control characters: paths and names come from files.
@Suite struct DiagnosticLineEscapingTests {
    @Test func sizesErrorsAreEscaped() {
        let result = runTool("sizes", "/nonexistent/a\u{1B}[2Jb.plist")
        #expect(result.status == 2)
        #expect(result.errors == "Error: /nonexistent/a\\u{1B}[2Jb.plist: no such file or directory\n")
    }

    @Test func coverageErrorsAreEscaped() {
        let result = runTool("coverage", "/nonexistent/x\ny")
        #expect(result.errors == """
            Error: /nonexistent/x\\ny: no such file or directory

            """)
    }

    @Test func lintSetupErrorsAndUsageErrorsAreEscaped() {
        #expect(runTool("lint", "--config", "/nonexistent/c\u{7}.json", ".").errors
            == "Error: /nonexistent/c\\u{07}.json: no such file or directory\n")
        #expect(runTool("list", "--bogus\u{1B}x").errors.hasPrefix("Error: Unknown option '--bogus\\u{1B}x'\nUsage: "))
    }

    @Test func notesAreEscaped() {
        let console = CapturingConsole()
        console.note("/fonts/evil\r.ttf: skipped")
        #expect(console.errors == "Note: /fonts/evil\\r.ttf: skipped\n")
    }
}
