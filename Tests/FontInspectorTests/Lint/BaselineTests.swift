import Foundation
import Testing
@testable import FontInspector

/// `--write-baseline` / `--baseline` (issue 12, point 12): what the file holds, and that findings are matched by
/// rule, file and name, not line.
@Suite struct BaselineTests {
    static func view(_ lines: [String]) -> String { "import UIKit\n" + lines.joined(separator: "\n") + "\n" }

    @Test func writtenFileIsStableAndRelative() throws {
        let app = try TempApp()
        try app.font("HarborSans-Regular")
        try app.infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/Gone.ttf"])
        try app.text(Self.view(["let a = UIFont(name: \"Nope-A\", size: 17)"]), at: "Sources/View.swift")
        let result = try app.lint { $0.scansSources = true }
        let baseline = Baseline(findings: result.findings.filter { $0.ruleID != "fixed-size-custom-font" }, root: app.root + "/")
        #expect(baseline.serialized() == """
            {
              "version": 1,
              "findings": [
                {
                  "rule": "missing-font-file",
                  "file": "Info.plist",
                  "name": "Fonts/Gone.ttf",
                  "line": 10,
                  "message": "\\"Fonts/Gone.ttf\\" matches no file under \(app.root)"
                },
                {
                  "rule": "unknown-font-name",
                  "file": "Sources/View.swift",
                  "name": "Nope-A",
                  "line": 2,
                  "message": "UIFont(name:size:) \\"Nope-A\\" is not the PostScript, family or full name of a bundled face or of a system font on iOS or macOS: no face answers to it by any of the three"
                }
              ]
            }

            """)
        let file = app.root + "/baseline.json"
        try baseline.write(to: file)
        #expect(try Baseline.read(file: file) == baseline)
    }

    @Test func linesThatMoveStayKnownAndSurplusFindingsAreNew() throws {
        let app = try TempApp()
        try app.font("HarborSans-Regular")
        try app.infoPlist(["Fonts/HarborSans-Regular.ttf"])
        // A fixed size is a finding only for a face that loads (fixed-size-custom-font is quiet for Nope-A).
        let fixed = "let r = UIFont(name: \"HarborSans-Regular\", size: 17)"
        try app.text(Self.view(["let a = UIFont(name: \"Nope-A\", size: 17)", "let b = Font.custom(\"Nope-B\", size: 17)", fixed]), at: "View.swift")
        let file = app.root + "/baseline.json"
        try Baseline(findings: try app.lint().findings, root: app.root).write(to: file)
        // Lines added above, one more use of Nope-B and a new name.
        try app.text(Self.view([
            "// a comment", "", "let b = Font.custom(\"Nope-B\", size: 17)", "let a = UIFont(name: \"Nope-A\", size: 17)",
            "let b2 = Font.custom(\"Nope-B\", size: 17)", "let c = Font.custom(\"Nope-C\", size: 17)", fixed,
        ]), at: "View.swift")
        let result = try app.lint { $0.baselineFile = file }
        #expect(result.findings.map { "\($0.ruleID) \($0.subject ?? "") @\($0.location.line ?? 0)" }
            == ["unknown-font-name Nope-B @6", "unknown-font-name Nope-C @7"])
        #expect(result.baselinedFindings.map { "\($0.ruleID) \($0.subject ?? "") @\($0.location.line ?? 0)" }
            == ["unknown-font-name Nope-B @4", "unknown-font-name Nope-A @5", "fixed-size-custom-font HarborSans-Regular @8"])
        #expect(LintSummaryLine.text(result).hasSuffix("; not reported: 3 in the baseline"))
    }

    @Test func facesAreMatchedByPostScriptName() throws {
        let app = try TempApp()
        try app.font("HarborSlab-Bold", from: LintFixtures.brokenFonts)
        try app.infoPlist(["Fonts/HarborSlab-Bold.ttf"])
        let findings = try app.lint().findings.filter { $0.ruleID == "style-linking" }
        #expect(findings.map(\.subject) == ["HarborSlab-Bold"])
    }

    @Test(arguments: [
        ("", "cannot read the baseline: "),
        ("[1, 2]", "not a fontinspect baseline (not a JSON object); write one with 'fontinspect lint --write-baseline "),
        ("{\"version\": 1,\n", "not a fontinspect baseline (not JSON"),
        ("{\"version\": 2, \"findings\": []}", "not a fontinspect baseline (version 2; this fontinspect reads version 1); write one with 'fontinspect lint --write-baseline "),
        ("{\"version\": 1, \"findings\": [{\"rule\": \"x\"}]}", "not a fontinspect baseline (findings[0] lacks a \"rule\", \"file\" or \"name\" string); write one with 'fontinspect lint --write-baseline "),
    ])
    func unreadableBaselines(text: String, message: String) throws {
        let app = try TempApp()
        let file = app.root + "/baseline.json"
        if !text.isEmpty { try app.text(text, at: "baseline.json") }
        #expect(throws: LintSetupError.self) { try Baseline.read(file: file) }
        do {
            _ = try Baseline.read(file: file)
        } catch {
            #expect(error.message.hasPrefix(file + ": " + message))
            #expect(!error.message.contains("\n"))
        }
    }

    @Test func relativePaths() {
        #expect(Baseline.relative("./App/View.swift", to: ".") == "App/View.swift")
        #expect(Baseline.relative("/x/app/View.swift", to: "/x/app/") == "View.swift")
        #expect(Baseline.relative("/x/other/View.swift", to: "/x/app") == "/x/other/View.swift")
        #expect(Baseline.relative("app/View.swift", to: "./app") == "View.swift")
    }
}
