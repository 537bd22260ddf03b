/// `lint --format json`: `{"findings": [...], "summary": {...}, "notes": [...], "references": [...]}`, keys documented
/// in the README and docs/lint.md.
public enum LintJSONReport {
    public static func render(_ result: LintResult) -> String {
        JSONValue.object([
            ("findings", .array(result.findings.map(finding))),
            ("summary", .object([
                ("errors", .int(result.count(.error))),
                ("warnings", .int(result.count(.warning))),
                ("infos", .int(result.count(.info))),
                ("fontFiles", .int(result.fontCount)),
                ("infoPlists", .int(result.infoPlistCount)),
                ("styleMaps", .int(result.styleMapCount)),
                ("sourceFiles", .int(result.sourceFileCount)),
                ("interfaceBuilderFiles", .int(result.interfaceBuilderFileCount)),
                ("targets", .array(result.targets.map(JSONValue.string))),
                ("suppressed", .int(result.suppressedFindings.count)),
                ("baselined", .int(result.baselinedFindings.count)),
            ])),
            ("notes", .array(result.notes.map { note in .object([("file", .string(note.file)), ("message", .string(note.reason))]) })),
            ("references", .array(result.references.map(reference))),
        ]).serialized()
    }

    /// One font name lint checked: where, what, how it resolved and what it loads.
    /// One finding's keys, shared with `diff --format json`.
    static func finding(_ finding: Finding) -> JSONValue {
        .object([
            ("rule", .string(finding.ruleID)),
            ("severity", .string(finding.severity.rawValue)),
            ("message", .string(finding.message.text)),
            ("file", .string(finding.location.file)),
            ("line", .optional(finding.location.line)),
            ("column", .optional(finding.location.column)),
            ("faceIndex", .optional(finding.location.faceIndex)),
            ("instance", .optional(finding.location.instance)),
            ("keyPath", .optional(finding.location.keyPath)),
        ])
    }

    private static func reference(_ reference: ResolvedFontName) -> JSONValue {
        .object([
            ("file", .string(reference.location.file)),
            ("line", .optional(reference.location.line)),
            ("column", .optional(reference.location.column)),
            ("keyPath", .optional(reference.location.keyPath)),
            ("kind", .string(reference.kind.rawValue)),
            ("text", .optional(reference.text)),
            ("resolution", .string(reference.resolution.rawValue)),
            ("face", .optional(reference.face)),
            ("fontFile", .optional(reference.fontFile)),
            ("faceIndex", .optional(reference.faceIndex)),
            ("instance", .optional(reference.instance)),
            ("platforms", .array(reference.platforms.map { .string($0.rawValue) })),
        ])
    }
}

extension LintJSONReport: Reporter {
    public static var identifier: String { "json" }
    public static var description: String { "for scripts: findings, summary and notes, keys documented in the README" }

    public static func generateReport(_ report: LintResult, context: ReportContext) -> String {
        render(report)
    }
}
