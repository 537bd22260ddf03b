import Foundation
import Testing
@testable import FontInspector
import TestSupport

@Suite struct LintConfigurationTests {
    @Test func everyKeyIsReadWithTheLinesOfRuleIds() throws {
        let text = """
            {
              "disabled": ["unregistered-font",
                           "hidden-font-name"],
              "severities": {"bold-variant-missing": "error", "italic-angle": "info"},
              "systemFonts": ["RuntimeFont-Regular"],
              "exclude": ["Vendor/**", "**/*.generated.plist"]
            }
            """
        let configuration = LintConfiguration(document: try document(text, file: ".fontinspect.json"))
        #expect(configuration.problems == [])
        #expect(configuration.disabledRules == [
            Located("unregistered-font", file: ".fontinspect.json", line: 2, keyPath: "disabled[0]"),
            Located("hidden-font-name", file: ".fontinspect.json", line: 3, keyPath: "disabled[1]"),
        ])
        #expect(configuration.severities == [
            .init(rule: Located("bold-variant-missing", file: ".fontinspect.json", line: 4,
                                keyPath: "severities.bold-variant-missing"), severity: .error),
            .init(rule: Located("italic-angle", file: ".fontinspect.json", line: 4, keyPath: "severities.italic-angle"),
                  severity: .info),
        ])
        #expect(configuration.systemFonts == ["RuntimeFont-Regular"])
        #expect(configuration.exclude == ["Vendor/**", "**/*.generated.plist"])
    }

    @Test func wrongTypesAndUnknownKeysAreProblemsThatSayWhich() throws {
        let text = """
            {
              "disabled": "unregistered-font",
              "severities": {"italic-angle": "fatal", "style-linking": 2},
              "systemFonts": ["A", 3],
              "exclude": {"a": 1},
              "excludes": []
            }
            """
        let configuration = LintConfiguration(document: try document(text, file: "c.json"))
        let expected: [(BundleProblem.Kind, Int, String)] = [
            (.wrongType, 2, "disabled is a string; expected an array of strings (rule ids)"),
            (.invalidValue, 3, #"severities.italic-angle is "fatal"; expected one of "error", "warning", "info""#),
            (.wrongType, 3, #"severities.style-linking is a number; expected one of "error", "warning", "info""#),
            (.wrongType, 4, "systemFonts[1] is a number; expected a string"),
            (.wrongType, 5, "exclude is a dictionary; expected an array of strings (path patterns)"),
            (.unknownKey, 6, #"unknown key "excludes"; expected one of disabled, severities, systemFonts, exclude"#),
        ]
        #expect(configuration.problems.map(\.kind) == expected.map(\.0))
        #expect(configuration.problems.map(\.line) == expected.map(\.1))
        #expect(configuration.problems.map(\.message) == expected.map(\.2))
        #expect(configuration.systemFonts == ["A"])
        #expect(configuration.disabledRules.isEmpty && configuration.severities.isEmpty && configuration.exclude.isEmpty)
    }

    @Test func theFileAtPathIsOptionalAndAnUnreadableOneIsAProblem() throws {
        let directory = try Fixtures.temporaryDirectory()
        #expect(LintConfiguration.load(inFolder: directory.path) == LintConfiguration())
        let file = try directory.write("{\"disabled\": [", as: ".fontinspect.json")
        let broken = LintConfiguration.load(inFolder: directory.path)
        #expect(broken.file == file)
        #expect(broken.problems.map(\.kind) == [.unreadable])
        #expect(LintConfiguration.read(file: directory.path + "/other.cfg").problems.map(\.message)
            == ["cannot open the file: no such file or directory"])
        #expect(LintConfiguration(document: try document("[]", file: "c.json")).problems.map(\.message)
            == ["the configuration is an array; expected a JSON object with keys disabled, severities, systemFonts, exclude"])
    }
}
