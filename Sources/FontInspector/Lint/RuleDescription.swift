/// What a rule is, for people and for the tests: the id the configuration and reports use, its category and
/// default severity, why it exists, and the smallest apps that show it firing and staying quiet. The rules doc
/// (`docs/rules.md`), `fontinspect rules` and SARIF's rule descriptors are made from it; the example test
/// lints every example with the real runner (SwiftLint's `verifyRule` idea).
public struct RuleDescription: Sendable, Hashable {
    /// The kebab-case id the configuration, suppressions and reports use.
    public let id: String
    /// The group the rules doc lists it under.
    public let category: RuleCategory
    /// The severity its findings get unless the configuration says otherwise.
    public let defaultSeverity: Severity
    /// Why the rule exists, in a sentence or two.
    public let rationale: String
    /// Apps the rule reports: each finding of the rule at a `↓` mark, or `expectedCount` findings.
    public let triggering: [RuleExample]
    /// Apps the rule has nothing to say about, usually the triggering ones put right.
    public let nonTriggering: [RuleExample]

    /// A rule's description; its examples are optional.
    public init(
        id: String, category: RuleCategory, defaultSeverity: Severity, rationale: String,
        triggering: [RuleExample] = [], nonTriggering: [RuleExample] = []
    ) {
        self.id = id
        self.category = category
        self.defaultSeverity = defaultSeverity
        self.rationale = rationale
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }
}

/// The groups of rules, in the order the rules doc lists them.
public enum RuleCategory: String, Sendable, CaseIterable {
    case registration = "Registration"
    case naming = "Naming"
    case styleMap = "Style map"
    /// Font names in style maps, code and Interface Builder documents, and how code sizes them.
    case fontReferences = "Font references"
    case boldText = "Bold Text"
    case faceHygiene = "Face hygiene"
    case glyphCoverage = "Glyph coverage"
    /// `fontinspect:` comments that suppress findings.
    case suppression = "Suppression"
}
