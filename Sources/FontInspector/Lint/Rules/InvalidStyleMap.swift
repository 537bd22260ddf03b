struct InvalidStyleMap: Rule {
    static let id = "invalid-style-map"
    static let defaultSeverity = Severity.error
    static let category = RuleCategory.styleMap
    static let rationale = "ScaledFont decodes the whole style map with try?: one unreadable value, unknown key, entry without fontName or fontSize, or fontSize ≤ 0 makes every text style fall back to the system font, not just that entry."

    func check(_ context: LintContext) -> [Finding] {
        context.bundle.styleMaps.flatMap { map in
            map.problems.filter { $0.kind != .mixedStyleKeys }.map { problem in
                finding(.invalidStyleMap(problem), file: map.file, line: problem.line)
            }
        }
    }
}

extension Finding.Message {
    static func invalidStyleMap(_ problem: BundleProblem) -> Self {
        Self("\(problem.message) — ScaledFont then ignores the whole map, not just this entry")
    }
}
