struct InvalidSuppression: Rule {
    static let description = RuleDescription(
        id: "invalid-suppression", category: .suppression, defaultSeverity: .warning,
        rationale: "A `fontinspect:` comment that names a rule that does not exist, or is not a directive at all, suppresses nothing; the finding it was written for still shows, or a typo hides that the rule was renamed.",
        triggering: [
            RuleExample("a directive naming a rule id with a typo", files: [
                .infoPlist([]),
                .text("View.swift", """
                    import UIKit
                    ↓// fontinspect:disable:next unknown-font-nam
                    let title = UIFont(name: "Missing-Font", size: 17)

                    """),
            ]),
            RuleExample("an XML comment with a command that is not one", files: [
                .infoPlist([]),
                .text("Main.storyboard", """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                        ↓<!-- fontinspect:disable:nxt unknown-font-name -->
                    </document>

                    """),
            ]),
        ],
        nonTriggering: [
            RuleExample("directives naming known rules and all", files: [
                .infoPlist([]),
                .text("View.swift", """
                    import UIKit
                    // fontinspect:disable:next unknown-font-name - loaded from a server at run time
                    let title = UIFont(name: "Missing-Font", size: 17)
                    let body = UIFont(name: "Missing-Font", size: 15) // fontinspect:disable:this all

                    """),
            ]),
        ])

    func check(_ context: LintContext) -> [Finding] {
        let known = Set(RuleRegistry.descriptions.map(\.id))
        return context.bundle.suppressionDirectives.flatMap { directive -> [Finding] in
            let location = Finding.Location(file: directive.file, line: directive.line, column: directive.column)
            if let problem = directive.problem { return [finding(Finding.Message(problem), at: location)] }
            return directive.ruleIDs.filter { !known.contains($0) && $0 != SuppressionDirective.allRules }.map { rule in
                finding(.unknownSuppressedRule(rule, nearest: Self.nearest(to: rule, in: known)), at: location)
            }
        }
    }

    /// The known rule id closest to a mistyped one, when it is close enough to be what was meant.
    static func nearest(to rule: String, in known: Set<String>) -> String? {
        let scalars = Array(rule.unicodeScalars)
        let limit = max(2, scalars.count / 3)
        return known.sorted().compactMap { id in EditDistance.between(scalars, Array(id.unicodeScalars), limit: limit).map { ($0, id) } }
            .min { $0.0 < $1.0 }?.1
    }
}

extension Finding.Message {
    static func unknownSuppressedRule(_ rule: String, nearest: String?) -> Self {
        let hint = nearest.map { "; did you mean \"\($0)\"?" } ?? " (see 'fontinspect rules')"
        return Self("\"\(rule)\" is not a rule id, so this directive suppresses nothing\(hint)")
    }
}
