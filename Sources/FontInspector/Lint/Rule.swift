/// A lint rule: its description (id, category, default severity, rationale and examples, which the docs,
/// `fontinspect rules`, SARIF and the example test all read) and a check over the lint context. Rules never
/// print; they return findings.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
    func check(_ context: LintContext) -> [Finding]
}

extension Rule {
    static var id: String { description.id }
    static var defaultSeverity: Severity { description.defaultSeverity }
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
