import Foundation
import Testing
@testable import FontInspectCommands
@testable import FontInspector

@Suite struct LintCommandTests {
    static let examples = URL(fileURLWithPath: TestFontsPath.root).deletingLastPathComponent().path + "/Examples"
    let sample = examples + "/SampleApp"
    let broken = examples + "/BrokenSampleApp"

    @Test func theSampleAppLintsClean() {
        let result = runTool("lint", sample)
        #expect(result.status == 0)
        #expect(result.output == "0 errors, 0 warnings, 0 infos (7 font files, 1 Info.plist, 1 style map)\n")
        #expect(result.errors == "")
    }

    @Test func theBrokenCopyTriggersEveryRule() throws {
        let result = runTool("lint", broken, "--format", "json")
        #expect(result.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(Set(findings.compactMap { $0["rule"] as? String }) == Set(RuleRegistry.descriptions.map(\.id)))
        let summary = try #require(document["summary"] as? [String: Int])
        #expect(summary == ["errors": 17, "warnings": 23, "infos": 1, "fontFiles": 17, "infoPlists": 2, "styleMaps": 2])
    }

    @Test func stringsAndTextOptionsAddStringsToCheckGlyphCoverageAgainst() throws {
        let folder = try TemporaryFolder()
        try Data("Zapłać\n".utf8).write(to: URL(fileURLWithPath: folder.path + "/pl.txt"))
        let result = runTool("lint", sample, "--text", folder.path + "/pl.txt", "--strings", folder.path + "/none.strings")
        #expect(result.status == 0)
        // The seven faces the style map names lack ł and ć; the sample app's own strings are covered.
        #expect(result.output.hasSuffix("\n0 errors, 8 warnings, 0 infos (7 font files, 1 Info.plist, 1 style map)\n"))
        #expect(result.output.contains("""
            \(sample)/SampleApp/Fonts/HarborSans-SemiBoldItalic.ttf
              -  warning  HarborSans-SemiBoldItalic lacks characters of the default strings: U+0107 (ć), U+0142 (ł), used in "line 1"; iOS draws them in a fallback font  [missing-glyphs]

            """))
        #expect(result.output.hasPrefix("""
            \(folder.path)/none.strings
              -  warning  its characters were not checked: no such file or directory  [missing-glyphs]

            """))
        #expect(runTool("lint", sample, "--text", folder.path + "/pl.txt", "--strict").status == 1)
    }

    @Test func strictFailsOnWarnings() throws {
        let app = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: app.path + "/Fonts", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: sample + "/SampleApp/Fonts/HarborSans-Regular.ttf", toPath: app.path + "/Fonts/A.ttf")
        // No Info.plist: one unregistered-font warning.
        #expect(runTool("lint", app.path).status == 0)
        #expect(runTool("lint", app.path, "--strict").status == 1)
    }

    @Test func xcodeFormatIsWhatARunScriptPhasePrints() {
        let lines = runTool("lint", broken, "--format", "xcode").output.split(separator: "\n").map(String.init)
        #expect(lines.contains("\(broken)/BrokenApp/Info.plist:28: error: UIAppFonts entry \"HarborSans-Light.ttf\" matches no file under \(broken) [missing-font-file]"))
        #expect(lines.contains("\(broken)/BrokenApp/Fonts/HarborSlab-Italic.ttf: warning: the face is italic but post.italicAngle is 0 [italic-angle]"))
    }

    @Test func githubFormatAnnotatesTheLine() {
        let lines = runTool("lint", broken, "--format", "github").output.split(separator: "\n").map(String.init)
        #expect(lines.contains("::error file=\(broken)/BrokenApp/Typography.plist,line=86,title=invalid-style-map::title2.fontSize is 0; expected a number > 0 (points at the Large text size) — ScaledFont then ignores the whole map, not just this entry"))
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
        #expect((run["results"] as? [Any])?.count == 41)
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

    @Test func aMissingPathCannotBeLinted() {
        let result = runTool("lint", "/no/such/app")
        #expect(result.status == 2)
        #expect(result.errors == "Error: /no/such/app: cannot read the folder: no such file or directory\n")
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
}

/// A temporary folder for command tests.
final class TemporaryFolder {
    let path = NSTemporaryDirectory() + "fontinspect-cli-" + UUID().uuidString

    init() throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
