struct SuperfluousSuppression: Rule {
    static let description = RuleDescription(
        id: "superfluous-suppression", category: .suppression, defaultSeverity: .warning,
        rationale: "A `fontinspect:disable` that suppresses nothing is left over from a fixed finding, or points at the wrong line; left in place, it would hide the next real finding there. (SwiftLint's superfluous_disable_command.) Only a directive naming a rule that ran is judged; `all` never is.",
        triggering: [
            RuleExample("a disable:next above a line the rule has nothing to say about", files: [
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered, named by its PostScript name"),
                .text("View.swift", """
                    import UIKit
                    ↓// fontinspect:disable:next unknown-font-name
                    let title = UIFont(name: "HarborSans-Regular", size: 17)

                    """),
            ]),
        ],
        nonTriggering: [
            RuleExample("a disable:next that suppresses an unknown-font-name finding, and a region that suppresses one", files: [
                .infoPlist([]),
                .text("View.swift", """
                    import UIKit
                    // fontinspect:disable:next unknown-font-name
                    let title = UIFont(name: "Missing-Font", size: 17)
                    // fontinspect:disable unknown-font-name
                    let body = UIFont(name: "Missing-Font", size: 15)
                    // fontinspect:enable unknown-font-name

                    """),
            ]),
        ])

    /// Nothing here: the runner reports unused directives once the other rules have run and the directives are applied.
    func check(_ context: LintContext) -> [Finding] { [] }

    func findings(_ unused: [(directive: SuppressionDirective, ruleID: String)]) -> [Finding] {
        unused.map { directive, rule in
            finding(.superfluousSuppression(rule, scope: directive.scope),
                    at: Finding.Location(file: directive.file, line: directive.line, column: directive.column))
        }
    }
}

extension Finding.Message {
    static func superfluousSuppression(_ rule: String, scope: SuppressionDirective.Scope) -> Self {
        let place = switch scope {
        case .region: "after this directive"
        case .thisLine: "on this line"
        case .nextLine: "on the next line"
        case .previousLine: "on the previous line"
        }
        return Self("\(rule) has nothing to report \(place), so disabling it suppresses nothing; remove the directive")
    }
}
