import Foundation
import Testing
@testable import FontInspector
import TestSupport

/// Every rule's examples, linted with the real runner: a triggering example gets the rule's findings exactly at
/// its `↓` marks (or `expectedCount` of them), a non-triggering one none of that rule.
@Suite struct RuleExampleTests {
    static let rules = RuleRegistry.descriptions

    /// A rule whose examples would need a whole Xcode project is pinned by its themed test instead.
    static let pinnedElsewhere: Set<String> = []

    @Test(arguments: rules)
    func triggeringExamplesReportAtTheirMarks(_ rule: RuleDescription) throws {
        #expect(!rule.triggering.isEmpty || Self.pinnedElsewhere.contains(rule.id), "\(rule.id) has no triggering example")
        for example in rule.triggering {
            let (findings, root) = try Self.lint(example, rule: rule.id)
            let found = findings.map { Position(file: relative($0.location.file, to: root), line: $0.location.line, column: $0.location.column) }
            let marks = example.files.flatMap { file in file.markedPositions.map { Position(file: file.path, line: $0.line, column: $0.column) } }
            if let severity = example.severity {
                #expect(findings.allSatisfy { $0.severity == severity }, "\(rule.id): \(example.summary): \(findings.map(\.severity))")
            }
            if let count = example.expectedCount {
                #expect(findings.count == count, "\(rule.id): \(example.summary)")
                continue
            }
            #expect(!marks.isEmpty, "\(rule.id): \(example.summary) marks no finding and gives no count")
            #expect(found.count == marks.count, "\(rule.id): \(example.summary): found \(found)")
            for mark in marks {
                #expect(found.contains { $0.matches(mark) }, "\(rule.id): \(example.summary): nothing at \(mark); found \(found)")
            }
        }
    }

    @Test(arguments: rules)
    func nonTriggeringExamplesAreQuiet(_ rule: RuleDescription) throws {
        #expect(!rule.nonTriggering.isEmpty || Self.pinnedElsewhere.contains(rule.id), "\(rule.id) has no non-triggering example")
        for example in rule.nonTriggering {
            let (findings, _) = try Self.lint(example, rule: rule.id)
            #expect(findings.isEmpty, "\(rule.id): \(example.summary): \(findings.map(\.message.text))")
            #expect(example.files.allSatisfy { $0.markedPositions.isEmpty }, "\(rule.id): a quiet example has no marks")
        }
    }

    @Test func everyRuleOutsideThePinnedOnesHasExamples() {
        let without = Set(Self.rules.filter { $0.triggering.isEmpty || $0.nonTriggering.isEmpty }.map(\.id))
        #expect(without == Self.pinnedElsewhere)
    }

    @Test func marksAreCountedWithoutThemselves() {
        let file = RuleExample.File.text("a.swift", "x\nlet f = UIFont(name: ↓\"A\", size: 1) ↓\n")
        #expect(file.markedPositions.map { [$0.line, $0.column] } == [[2, 22], [2, 36]])
        #expect(file.unmarkedText == "x\nlet f = UIFont(name: \"A\", size: 1) \n")
    }

    /// Writes the example into a temporary folder and returns the findings of one rule.
    static func lint(_ example: RuleExample, rule: String) throws -> ([Finding], String) {
        let app = try TempApp()
        for file in example.files {
            switch file.content {
            case .text:
                try app.text(file.unmarkedText ?? "", at: file.path)
            case .font(let repositoryPath, _):
                try app.directory.copy(relativeTo: Fixtures.repositoryRoot + "/" + repositoryPath, as: file.path)
            }
        }
        let result = try app.lint(requireBold: example.options.requireBold, text: example.options.textFiles.map { app.root + "/" + $0 }) {
            $0.target = example.options.target
        }
        return (result.findings.filter { $0.ruleID == rule }, app.root)
    }

    struct Position: CustomStringConvertible {
        var file: String
        var line: Int?
        var column: Int?

        /// The finding is on the mark's line, and at its column where the finding has one.
        func matches(_ mark: Position) -> Bool {
            file == mark.file && line == mark.line && (column == nil || column == mark.column)
        }

        var description: String { file + (line.map { ":\($0)" } ?? "") + (column.map { ":\($0)" } ?? "") }
    }
}

private func relative(_ path: String, to root: String) -> String {
    path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
}
