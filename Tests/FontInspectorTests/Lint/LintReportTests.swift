import Testing
@testable import FontInspector

@Suite struct LintReportTests {
    static let result = LintResult(root: "/app", findings: [
        Finding(ruleID: "unregistered-font", severity: .warning, message: .init("font file is not registered"),
                location: .init(file: "/app/Fonts/B.ttf")),
        Finding(ruleID: "missing-font-file", severity: .error, message: .init("\"A, 100%.ttf\" matches no file"),
                location: .init(file: "/app/Info.plist", line: 12, keyPath: "UIAppFonts[3]")),
        Finding(ruleID: "bold-variant-inferred", severity: .info, message: .init("body has no boldFontName"),
                location: .init(file: "/app/Styles.plist", line: 4, column: 7)),
        Finding(ruleID: "hidden-font-name", severity: .warning, message: .init("PostScript name \".A\" starts with '.'"),
                location: .init(file: "/app/Fonts/C.ttc", faceIndex: 2, instance: 1)),
    ], fontCount: 3, infoPlistCount: 1, styleMapCount: 1)

    @Test func textGroupsByFileInPathOrder() {
        #expect(LintTextReport.render(Self.result) == """
            /app/Fonts/B.ttf
              -    warning  font file is not registered  [unregistered-font]
            /app/Fonts/C.ttc
              -    warning  face 2, instance 1: PostScript name ".A" starts with '.'  [hidden-font-name]
            /app/Info.plist
              12   error    UIAppFonts[3]: "A, 100%.ttf" matches no file  [missing-font-file]
            /app/Styles.plist
              4:7  info     body has no boldFontName  [bold-variant-inferred]

            1 error, 2 warnings, 1 info (3 font files, 1 Info.plist, 1 style map)

            """)
    }

    @Test func cleanTextReportIsTheSummaryAlone() {
        let clean = LintResult(root: "/app", findings: [], fontCount: 7, infoPlistCount: 1, styleMapCount: 1)
        #expect(LintTextReport.render(clean) == "0 errors, 0 warnings, 0 infos (7 font files, 1 Info.plist, 1 style map)\n")
    }

    @Test func theSummaryNamesCodeAndTargetsOnlyWhenThereWereSome() {
        let result = LintResult(
            root: "/app", findings: [], fontCount: 1, infoPlistCount: 1, styleMapCount: 0, sourceFileCount: 12,
            interfaceBuilderFileCount: 1, targets: ["App", "Widget"])
        #expect(LintSummaryLine.text(result) == "0 errors, 0 warnings, 0 infos (1 font file, 1 Info.plist, 0 style maps, 12 source files, 1 Interface Builder file, targets App, Widget)")
    }

    @Test func xcodeLinesPutFindingsOnTheLine() {
        #expect(LintXcodeReport.render(Self.result) == """
            /app/Fonts/B.ttf: warning: font file is not registered [unregistered-font]
            /app/Fonts/C.ttc: warning: face 2, instance 1: PostScript name ".A" starts with '.' [hidden-font-name]
            /app/Info.plist:12: error: UIAppFonts[3]: "A, 100%.ttf" matches no file [missing-font-file]
            /app/Styles.plist:4:7: note: body has no boldFontName [bold-variant-inferred]

            """)
    }

    @Test func githubCommandsEscapeDataAndProperties() {
        #expect(LintGitHubReport.render(Self.result) == """
            ::warning file=/app/Fonts/B.ttf,title=unregistered-font::font file is not registered
            ::warning file=/app/Fonts/C.ttc,title=hidden-font-name::face 2, instance 1: PostScript name ".A" starts with '.'
            ::error file=/app/Info.plist,line=12,title=missing-font-file::UIAppFonts[3]: "A, 100%25.ttf" matches no file
            ::notice file=/app/Styles.plist,line=4,col=7,title=bold-variant-inferred::body has no boldFontName

            """)
        #expect(LintGitHubReport.escapeProperty("a,b:c%\n") == "a%2Cb%3Ac%25\\n")
    }

    /// A lint of `.` names files `./App/Info.plist`; GitHub's paths never start with `./`.
    @Test func githubPathsAreRepositoryRelative() {
        #expect(LintGitHubReport.repositoryRelative("./App/Info.plist") == "App/Info.plist")
        #expect(LintGitHubReport.repositoryRelative(".//./App/Info.plist") == "App/Info.plist")
        #expect(LintGitHubReport.repositoryRelative("../App/Info.plist") == "../App/Info.plist")
        #expect(LintGitHubReport.repositoryRelative(".hidden/Info.plist") == ".hidden/Info.plist")
    }

    @Test func jsonHasFindingsAndSummary() {
        let json = LintJSONReport.render(Self.result)
        #expect(json.contains("""
                {
                  "rule": "missing-font-file",
                  "severity": "error",
                  "message": "\\"A, 100%.ttf\\" matches no file",
                  "file": "/app/Info.plist",
                  "line": 12,
                  "column": null,
                  "faceIndex": null,
                  "instance": null,
                  "keyPath": "UIAppFonts[3]"
                }
            """))
        #expect(json.contains("""
                  "file": "/app/Fonts/C.ttc",
                  "line": null,
                  "column": null,
                  "faceIndex": 2,
                  "instance": 1,
                  "keyPath": null
            """))
        #expect(json.hasSuffix("""
              "summary": {
                "errors": 1,
                "warnings": 2,
                "infos": 1,
                "fontFiles": 3,
                "infoPlists": 1,
                "styleMaps": 1,
                "sourceFiles": 0,
                "interfaceBuilderFiles": 0,
                "targets": []
              },
              "notes": [],
              "references": []
            }

            """))
    }

    @Test func sarifResultsPointIntoTheSourceRoot() {
        let sarif = LintSARIFReport.render(Self.result, toolVersion: "9.9.9")
        #expect(sarif.contains("\"uri\": \"file:///app/\""))
        #expect(sarif.contains("\"uri\": \"Info.plist\""))
        #expect(sarif.contains("\"startLine\": 12"))
        #expect(sarif.contains("\"level\": \"note\""))
        #expect(sarif.contains("\"startColumn\": 7"))
        #expect(sarif.contains("\"columnKind\": \"unicodeCodePoints\""))
        #expect(LintSARIFReport.relativeURI("/app/Fonts/My Font é.ttf", root: "/app") == "Fonts/My%20Font%20%C3%A9.ttf")
        #expect(LintSARIFReport.relativeURI("./Fonts/A.ttf", root: ".") == "Fonts/A.ttf")
    }

    @Test func everyRuleHasAUniqueKebabCaseIDAndARationale() {
        let ids = RuleRegistry.descriptions.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "-" } })
        #expect(RuleRegistry.descriptions.allSatisfy { $0.rationale.count > 40 })
    }
}
