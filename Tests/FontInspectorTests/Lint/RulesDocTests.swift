import Foundation
import Testing
@testable import FontInspector
import TestSupport

/// docs/rules.md is generated from the rule descriptions (swift-format's GeneratedFilesValidityTests idea): a
/// rule added or reworded without regenerating it fails here.
@Suite struct RulesDocTests {
    @Test func theCommittedRulesDocIsCurrent() throws {
        let committed = try String(contentsOfFile: Fixtures.repositoryRoot + "/docs/rules.md", encoding: .utf8)
        let generated = RulesMarkdownReport.render(RuleRegistry.descriptions)
        #expect(committed == generated, "docs/rules.md is stale: run `\(RulesMarkdownReport.regenerateCommand)`")
    }

    @Test func theDocHasARowAndASectionPerRule() {
        let doc = RulesMarkdownReport.render(RuleRegistry.descriptions)
        for rule in RuleRegistry.descriptions {
            #expect(doc.contains("| [`\(rule.id)`](#\(rule.id)) | \(rule.category.rawValue) | \(rule.defaultSeverity.rawValue) |"))
            #expect(doc.contains("\n### \(rule.id)\n\n*\(rule.defaultSeverity.rawValue)* — \(rule.rationale)\n"))
        }
    }
}
