/// `diff --format json`: `{"old", "new", "pairs", "removed", "added", "findings", "summary", "errors"}`, keys
/// documented in docs/diff.md. Faces use `list`'s keys (`FaceJSON`), findings lint's.
public enum DiffJSONReport {
    package static func render(_ result: DiffResult) -> String {
        func side(_ side: DiffSide) -> JSONValue {
            .object([("path", .string(side.label)), ("fontFiles", .int(side.fileCount)), ("faces", .int(side.faces.count))])
        }
        return JSONValue.object([
            ("old", side(result.old)),
            ("new", side(result.new)),
            ("pairs", .array(result.changes.map(pair))),
            ("removed", .array(result.removed.map { FaceJSON.face($0.face) })),
            ("added", .array(result.added.map { FaceJSON.face($0.face) })),
            ("findings", .array(result.findings.map(LintJSONReport.finding))),
            ("summary", .object([
                ("changed", .int(result.changed.count)),
                ("unchanged", .int(result.changes.count - result.changed.count)),
                ("removed", .int(result.removed.count)),
                ("added", .int(result.added.count)),
                ("errors", .int(result.findings.filter { $0.severity == .error }.count)),
                ("warnings", .int(result.findings.filter { $0.severity == .warning }.count)),
                ("fontNamesResolved", .int(result.referenceCount)),
                ("breaks", .bool(result.breaks)),
            ])),
            ("errors", .array(result.errors.map(FaceJSON.error))),
        ]).serialized() + "\n"
    }

    private static func pair(_ change: FaceChange) -> JSONValue {
        func codePoints(_ values: [UInt32]) -> JSONValue {
            .array(values.compactMap(Unicode.Scalar.init).map { .string(CodePoint.label($0)) })
        }
        let metrics = change.verticalMetrics.map { metrics -> JSONValue in
            .object([
                ("lineHeightAt17pt", .object([
                    ("old", .optional(metrics.oldLineHeight)), ("new", .optional(metrics.newLineHeight)),
                    ("changePercent", .optional(metrics.lineHeightChangePercent)),
                ])),
                ("fields", .array(metrics.fields.map { .object([("name", .string($0.name)), ("old", .string($0.old)), ("new", .string($0.new))]) })),
                ("glyphsNowPastLine", .bool(metrics.newlyExceedsLine)),
            ])
        }
        let coverage = change.coverage.map { coverage -> JSONValue in
            .object([
                ("lost", codePoints(coverage.lost)), ("gained", codePoints(coverage.gained)),
                ("lostInAppStrings", codePoints(coverage.lostInAppStrings)),
            ])
        }
        return .object([
            ("old", FaceJSON.face(change.pair.old.face)),
            ("new", FaceJSON.face(change.pair.new.face)),
            ("pairedBy", .string(change.pair.method.rawValue)),
            ("changes", .array(change.attributes.map { .object([("attribute", .string($0.attribute.rawValue)), ("old", .string($0.old)), ("new", .string($0.new))]) })),
            ("verticalMetrics", metrics ?? .null),
            ("coverage", coverage ?? .null),
        ])
    }
}

extension DiffJSONReport: Reporter {
    public static var identifier: String { "json" }
    public static var description: String { "for scripts: every pair with its changes, removed and added faces, findings; keys in docs/diff.md" }

    public static func generateReport(_ report: DiffResult, context: ReportContext) -> String { render(report) }
}
