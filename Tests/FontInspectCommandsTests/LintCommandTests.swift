import Foundation
import Testing
@testable import FontInspectCommands
@testable import FontInspector
import TestSupport

@Suite struct LintCommandTests {
    static let examples = URL(fileURLWithPath: TestFontsPath.root).deletingLastPathComponent().path + "/Examples"
    let sample = examples + "/SampleApp"
    let broken = examples + "/BrokenSampleApp"

    @Test func theSampleAppLintsClean() {
        let result = runTool("lint", sample)
        #expect(result.status == 0)
        #expect(result.output == "0 errors, 0 warnings, 0 infos (7 font files, 1 Info.plist, 1 style map, 3 source files, 1 Interface Builder file, target SampleApp)\n")
        #expect(result.errors == "")
    }

    @Test func theBrokenCopyTriggersEveryRule() throws {
        let result = runTool("lint", broken, "--format", "json")
        #expect(result.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(Set(findings.compactMap { $0["rule"] as? String }) == Set(RuleRegistry.descriptions.map(\.id)))
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary.compactMapValues { $0 as? Int } == [
            "errors": 21, "warnings": 26, "infos": 4, "fontFiles": 17, "infoPlists": 2, "styleMaps": 2, "sourceFiles": 2,
            "interfaceBuilderFiles": 1, "suppressed": 0, "baselined": 0,
        ])
        #expect(summary["targets"] as? [String] == ["BrokenApp"])
        // The mistakes in code, the storyboard and the target (Examples/README.md lists them).
        let counts = Dictionary(findings.compactMap { $0["rule"] as? String }.map { ($0, 1) }, uniquingKeysWith: +)
        // The two family names ("Harbor Sans") load a face by Core Text's fallback: warnings, not errors.
        #expect(counts["unknown-font-name"] == 5)
        #expect(counts["font-name-not-postscript"] == 2)
        #expect(counts["fixed-size-custom-font"] == 2)
        #expect(counts["font-not-in-target"] == 1)
    }

    @Test func stringsAndTextOptionsAddStringsToCheckGlyphCoverageAgainst() throws {
        let folder = try TemporaryFolder()
        try Data("Zapłać\n".utf8).write(to: URL(fileURLWithPath: folder.path + "/pl.txt"))
        try Data("# Notes\n".utf8).write(to: URL(fileURLWithPath: folder.path + "/notes.md"))
        let result = runTool("lint", sample, "--text", folder.path + "/pl.txt", "--strings", folder.path + "/notes.md")
        #expect(result.status == 0)
        // The seven faces the style map names lack ł and ć; the sample app's own strings are covered.
        #expect(result.output.hasSuffix("\n0 errors, 8 warnings, 0 infos (7 font files, 1 Info.plist, 1 style map, 3 source files, 1 Interface Builder file, target SampleApp)\n"))
        #expect(result.output.contains("""
            \(sample)/SampleApp/Fonts/HarborSans-SemiBoldItalic.ttf
              -  warning  HarborSans-SemiBoldItalic lacks 2 characters of the default strings: U+0107 (ć) ("line 1"), U+0142 (ł) ("line 1"); iOS draws them in a fallback font where this face shows those strings  [missing-glyphs]

            """))
        // Findings are sorted by path, and where the temporary folder sorts depends on the checkout's place.
        #expect(result.output.contains("""
            \(folder.path)/notes.md
              -  warning  its characters were not checked: not a .strings, .stringsdict or .xcstrings file (use --text for plain text)  [missing-glyphs]

            """))
        #expect(runTool("lint", sample, "--text", folder.path + "/pl.txt", "--strict").status == 1)
    }

    @Test func strictFailsOnWarnings() throws {
        let app = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: app.path + "/Fonts", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: sample + "/SampleApp/Fonts/HarborSans-Regular.ttf", toPath: app.path + "/Fonts/A.ttf")
        // No Info.plist, and code names the face: one unregistered-font warning.
        try Data("let title = UIFont(name: \"HarborSans-Regular\", size: 17)\n".utf8).write(to: URL(fileURLWithPath: app.path + "/Title.swift"))
        #expect(runTool("lint", app.path).status == 0)
        #expect(runTool("lint", app.path, "--strict").status == 1)
    }

    @Test func xcodeFormatIsWhatARunScriptPhasePrints() {
        let lines = runTool("lint", broken, "--format", "xcode").output.split(separator: "\n").map(String.init)
        #expect(lines.contains("\(broken)/BrokenApp/Info.plist:28: error: UIAppFonts[7]: \"HarborSans-Light.ttf\" matches no file under \(broken) [missing-font-file]"))
        #expect(lines.contains("\(broken)/BrokenApp/Fonts/HarborSlab-Italic.ttf: warning: the face is italic but post.italicAngle is 0; \(broken)/BrokenApp/ArticleViewController.swift asks for a face by style (a trait or weight request), and lint does not follow which font it is made of [italic-angle]"))
        #expect(lines.contains("\(broken)/BrokenApp/FeedView.swift:14:31: warning: Font.custom(_:fixedSize:) \"HarborSans-Italic\" keeps its size whatever the user's text size; use Font.custom(_:size:relativeTo:) so that it follows Dynamic Type [fixed-size-custom-font]"))
    }

    @Test func githubFormatAnnotatesTheLine() {
        let lines = runTool("lint", broken, "--format", "github").output.split(separator: "\n").map(String.init)
        #expect(lines.contains("::error file=\(broken)/BrokenApp/Typography.plist,line=86,title=invalid-style-map::title2.fontSize is 0; expected a number > 0 (points at the Large text size) — ScaledFont then ignores the whole map, not just this entry"))
        #expect(lines.contains("::error file=\(broken)/BrokenApp/Main.storyboard,line=32,col=77,title=unknown-font-name::fontDescription \"HarborSans-Light\" is not the PostScript, family or full name of a bundled face or of a system font on iOS: did you mean \"HarborSans-Bold\"?"))
    }

    @Test func sarifValidatesAgainstTheSchema() throws {
        let result = runTool("lint", broken, "--format", "sarif")
        #expect(result.status == 1)
        let folder = try TemporaryFolder()
        let output = folder.path + "/fontinspect.sarif"
        try Data(result.output.utf8).write(to: URL(fileURLWithPath: output))
        let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/Fixtures/sarif-schema-2.1.0.json"
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = ["python3", "-c", """
            import json, sys, jsonschema
            jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2])))
            print("valid")
            """, output, schema]
        let pipe = Pipe()
        python.standardOutput = pipe
        python.standardError = pipe
        try python.run()
        let said = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        python.waitUntilExit()
        #expect(said == "valid\n", "python3 with jsonschema (pip install jsonschema) must validate the SARIF output")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let run = try #require((document["runs"] as? [[String: Any]])?.first)
        let rules = ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]]
        #expect(rules?.count == RuleRegistry.descriptions.count)
        #expect((run["results"] as? [Any])?.count == 51)
    }

    @Test func configurationDisablesRulesAndChangesSeverities() throws {
        let folder = try TemporaryFolder()
        let config = folder.path + "/lint.json"
        try Data(#"{"disabled": ["unregistered-font"], "severities": {"italic-angle": "error"}}"#.utf8)
            .write(to: URL(fileURLWithPath: config))
        let result = runTool("lint", broken, "--format", "json", "--config", config)
        #expect(!result.output.contains("\"unregistered-font\""))
        #expect(result.output.contains("""
                  "rule": "italic-angle",
                  "severity": "error",
            """))
    }

    @Test func aConfigurationNamingAnUnknownRuleStopsTheLint() throws {
        let folder = try TemporaryFolder()
        let config = folder.path + "/lint.json"
        try Data("{\n  \"disabled\": [\"no-such-rule\"]\n}\n".utf8).write(to: URL(fileURLWithPath: config))
        let result = runTool("lint", sample, "--config", config)
        #expect(result.status == 2)
        #expect(result.errors == "Error: \(config):2: unknown rule id \"no-such-rule\" (see 'fontinspect rules')\n")
    }

    @Test func codeAndTargetOptions() {
        let withoutCode = runTool("lint", broken, "--no-sources")
        #expect(withoutCode.output.hasSuffix("17 errors, 20 warnings, 4 infos (17 font files, 2 Info.plists, 2 style maps, target BrokenApp)\n"))
        let oneTarget = runTool("lint", sample, "--target", "SampleApp")
        #expect(oneTarget.status == 0)
        #expect(oneTarget.output == "0 errors, 0 warnings, 0 infos (7 font files, 1 Info.plist, 1 style map, 3 source files, 1 Interface Builder file, target SampleApp)\n")
        let noSuchTarget = runTool("lint", sample, "--target", "Watch")
        #expect(noSuchTarget.status == 2)
        #expect(noSuchTarget.errors == "Error: \(sample): no target named \"Watch\" in its Xcode projects (targets: \"SampleApp\")\n")
    }

    @Test func aSourceFileThatCannotBeReadIsANoteOnStandardError() throws {
        let app = try TemporaryFolder()
        try Data([0x2F, 0x2F, 0xE9, 0x0A]).write(to: URL(fileURLWithPath: app.path + "/Latin1.swift"))
        let result = runTool("lint", app.path, "--allow-empty")
        #expect(result.status == 0)
        #expect(result.errors == "Note: \(app.path)/Latin1.swift: not UTF-8 text; skipped, so its font names were not checked\n")
    }

    @Test func aMissingPathCannotBeLinted() {
        let result = runTool("lint", "/no/such/app")
        #expect(result.status == 2)
        #expect(result.errors == "Error: /no/such/app: no such file or directory\n")
    }

    @Test func twoPathsAreAUsageError() {
        #expect(runTool("lint", sample, broken).status == 64)
    }

    @Test func rulesListsEveryRuleWithItsRationale() {
        let result = runTool("rules")
        #expect(result.status == 0)
        for rule in RuleRegistry.descriptions {
            #expect(result.output.contains("  \(rule.id)  (\(rule.defaultSeverity.rawValue))\n      \(rule.rationale)\n"))
        }
        #expect(result.output.hasPrefix("Registration\n  invalid-info-plist  (error)\n"))
    }

    @Test func rulesJSONCountsEachRulesExamples() throws {
        let result = runTool("rules", "--format", "json")
        #expect(result.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let rules = try #require(json?["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == RuleRegistry.descriptions.map(\.id))
        let bold = try #require(rules.first { $0["id"] as? String == "bold-variant-missing" })
        #expect(bold["triggeringExamples"] as? Int == 2)
        #expect(bold["nonTriggeringExamples"] as? Int == 1)
    }

    @Test func rulesMarkdownIsTheRulesDoc() {
        let result = runTool("rules", "--format", "markdown")
        #expect(result.status == 0)
        #expect(result.output == RulesMarkdownReport.render(RuleRegistry.descriptions))
        #expect(result.output.hasPrefix("# Lint rules\n"))
    }
}

/// A temporary folder for command tests.
final class TemporaryFolder {
    let path = NSTemporaryDirectory() + "fontinspect-cli-" + UUID().uuidString

    init() throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
