/// A lint rule: a stable id, a default severity, a rationale the docs and `fontinspect rules` show,
/// and a check over the whole bundle. Rules never print; they return findings.
public protocol Rule: Sendable {
    static var id: String { get }
    static var defaultSeverity: Severity { get }
    /// Why the rule exists, in a sentence or two: shown by `fontinspect rules` and in SARIF.
    static var rationale: String { get }
    static var category: RuleCategory { get }
    init()
    func check(_ context: LintContext) -> [Finding]
}

public enum RuleCategory: String, Sendable, CaseIterable {
    case registration = "Registration"
    case naming = "Naming"
    case styleMap = "Style map"
    /// Font names in style maps, code and Interface Builder documents, and how code sizes them.
    case fontReferences = "Font references"
    case boldText = "Bold Text"
    case faceHygiene = "Face hygiene"
    case glyphCoverage = "Glyph coverage"
}

extension Rule {
    /// A finding of this rule at its default severity.
    func finding(_ message: Finding.Message, at location: Finding.Location, severity: Severity? = nil) -> Finding {
        Finding(ruleID: Self.id, severity: severity ?? Self.defaultSeverity, message: message, location: location)
    }

    func finding(_ message: Finding.Message, file: String, line: Int? = nil, keyPath: String? = nil, severity: Severity? = nil) -> Finding {
        finding(message, at: Finding.Location(file: file, line: line, keyPath: keyPath), severity: severity)
    }

    /// A finding about one face: its file, face index and named instance.
    func finding(_ message: Finding.Message, face: BundleFace) -> Finding {
        finding(message, at: face.location)
    }
}

/// What `fontinspect rules`, SARIF and the config validation read about a rule.
public struct RuleDescription: Sendable, Hashable {
    public var id: String
    public var defaultSeverity: Severity
    public var rationale: String
    public var category: RuleCategory
}
