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
        let expected: [(InputProblem.Kind, Int, String)] = [
            (.wrongType, 2, "disabled is a string; expected an array of strings (rule ids)"),
            (.invalidValue, 3, #"severities.italic-angle is "fatal"; expected one of "error", "warning", "info""#),
            (.wrongType, 3, #"severities.style-linking is a number; expected one of "error", "warning", "info""#),
            (.wrongType, 4, "systemFonts[1] is a number; expected a string"),
            (.wrongType, 5, "exclude is a dictionary; expected an array of strings (path patterns)"),
            (.unknownKey, 6, #"unknown key "excludes" (did you mean "exclude"?); expected one of disabled, severities, systemFonts, exclude"#),
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

    /// The same keys as the JSON file, with the lines the YAML reader gives.
    @Test func yamlHasTheSameKeysWithTheirLines() throws {
        let text = """
            # like .swiftlint.yml
            disabled:
              - unregistered-font
              - "hidden-font-name"
            severities:
              bold-variant-missing: error
              italic-angle: info
            systemFonts: [RuntimeFont-Regular, "NaN"]
            exclude:
              - Vendor/**
              - "**/*.generated.plist"
            """
        let configuration = try yaml(text, file: ".fontinspect.yml")
        #expect(configuration.problems == [])
        #expect(configuration.disabledRules == [
            Located("unregistered-font", file: ".fontinspect.yml", line: 3, keyPath: "disabled[0]"),
            Located("hidden-font-name", file: ".fontinspect.yml", line: 4, keyPath: "disabled[1]"),
        ])
        #expect(configuration.severities == [
            .init(rule: Located("bold-variant-missing", file: ".fontinspect.yml", line: 6,
                                keyPath: "severities.bold-variant-missing"), severity: .error),
            .init(rule: Located("italic-angle", file: ".fontinspect.yml", line: 7, keyPath: "severities.italic-angle"),
                  severity: .info),
        ])
        #expect(configuration.systemFonts == ["RuntimeFont-Regular", "NaN"])
        #expect(configuration.exclude == ["Vendor/**", "**/*.generated.plist"])
    }

    @Test func yamlProblemsSayWhichInYAMLWordsWithTheirLines() throws {
        let text = """
            disabled: unregistered-font
            severities:
              italic-angle: eror
              style-linking: 2
              weight-class-mismatch:
            systemFonts: [A, 3, yes]
            exclude: {a: 1}
            exlude: []
            """
        let configuration = try yaml(text, file: "c.yml")
        #expect(configuration.problems.map(\.description) == [
            "c.yml:1: disabled is a string; expected a list of strings (rule ids)",
            #"c.yml:3: severities.italic-angle is "eror" (did you mean "error"?); expected one of "error", "warning", "info""#,
            #"c.yml:4: severities.style-linking is a number; expected one of "error", "warning", "info""#,
            #"c.yml:5: severities.weight-class-mismatch is null; expected one of "error", "warning", "info""#,
            "c.yml:6: systemFonts[1] is a number; expected a string",
            "c.yml:6: systemFonts[2] is a boolean; expected a string",
            "c.yml:7: exclude is a mapping; expected a list of strings (path patterns)",
            #"c.yml:8: unknown key "exlude" (did you mean "exclude"?); expected one of disabled, severities, systemFonts, exclude"#,
        ])
        #expect(configuration.problems.map(\.kind)
            == [.wrongType, .invalidValue, .wrongType, .wrongType, .wrongType, .wrongType, .wrongType, .unknownKey])
        #expect(configuration.systemFonts == ["A"])
        #expect(try yaml("- disabled\n", file: "c.yml").problems.map(\.description)
            == ["c.yml:1: the configuration is a list; expected a YAML mapping with keys disabled, severities, systemFonts, exclude"])
        #expect(try yaml("severities: [a]\n", file: "c.yml").problems.map(\.description)
            == [#"c.yml:1: severities is a list; expected a mapping of rule ids to "error", "warning", "info""#])
    }

    @Test func anEmptyYAMLFileConfiguresNothingAndBrokenYAMLIsAProblemWithItsLine() throws {
        let directory = try Fixtures.temporaryDirectory()
        let empty = try directory.write("# nothing yet\n", as: ".fontinspect.yml")
        #expect(LintConfiguration.load(inFolder: directory.path).file == empty)
        #expect(LintConfiguration.load(inFolder: directory.path).problems == [])
        let broken = try directory.write("disabled:\n  - a\n - b\n", as: "broken.yml")
        #expect(LintConfiguration.read(file: broken).problems.map(\.description)
            == ["\(broken):3: column 2: did not find expected key while parsing a block mapping"])
    }

    @Test func yamlIsPreferredWhenBothFilesArePresent() throws {
        let directory = try Fixtures.temporaryDirectory()
        let json = try directory.write(#"{"disabled": ["italic-angle"]}"#, as: ".fontinspect.json")
        #expect(LintConfiguration.files(inFolder: directory.path) == [json])
        let yml = try directory.write("disabled: [style-linking]\n", as: ".fontinspect.yml")
        #expect(LintConfiguration.files(inFolder: directory.path) == [yml, json])
        #expect(LintConfiguration.load(inFolder: directory.path).disabledRules.map(\.value) == ["style-linking"])
        #expect(LintConfiguration.isYAML("a.yaml") && LintConfiguration.isYAML("a.yml") && !LintConfiguration.isYAML("a.json"))
    }

    @Test func aMistypedRuleIdNamesTheNearestRule() throws {
        let configuration = try yaml("disabled: [unregisterd-font, no-such-rule]\nseverities:\n  italic-angel: error\n", file: "c.yml")
        let known = ["unregistered-font", "italic-angle", "style-linking"]
        #expect(configuration.unknownRules(among: known).map(\.description) == [
            #"c.yml:1: unknown rule id "unregisterd-font" (did you mean "unregistered-font"?) (see 'fontinspect rules')"#,
            #"c.yml:1: unknown rule id "no-such-rule" (see 'fontinspect rules')"#,
            #"c.yml:3: unknown rule id "italic-angel" (did you mean "italic-angle"?) (see 'fontinspect rules')"#,
        ])
        #expect(configuration.unknownRules(among: known + ["unregisterd-font", "no-such-rule", "italic-angel"]) == [])
    }

    private func yaml(_ text: String, file: String) throws -> LintConfiguration {
        LintConfiguration(yaml: try YAMLDocument.parse(Data(text.utf8), file: file))
    }
}
