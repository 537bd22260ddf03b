struct InvalidStyleMap: Rule {
    static let description = RuleDescription(
        id: "invalid-style-map", category: .styleMap, defaultSeverity: .error,
        rationale: "ScaledFont decodes the whole style map with try?: one unreadable value, unknown key, entry without fontName or fontSize, or fontSize ≤ 0 makes every text style fall back to the system font, not just that entry.",
        triggering: [
            RuleExample("an entry with fontSize 0", files: [
                .text("Styles.plist", PropertyListText.document(
                    "\t<key>body</key>\n\t<dict>\n\t\t<key>fontName</key>\n\t\t<string>HarborSans-Regular</string>\n"
                        + "\t\t↓<key>fontSize</key>\n\t\t<integer>0</integer>\n\t</dict>\n")),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "the face the map names"),
            ]),
        ],
        nonTriggering: [
            RuleExample("every entry with a fontName and a fontSize above 0", files: [
                .styleMap([("body", "HarborSans-Regular", nil)]),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "the face the map names"),
            ]),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.bundle.styleMaps.flatMap { map in
            map.problems.filter { $0.kind != .mixedStyleKeys }.map { problem in
                finding(.invalidStyleMap(problem), file: map.file, line: problem.line)
            }
        }
    }
}

extension Finding.Message {
    static func invalidStyleMap(_ problem: InputProblem) -> Self {
        Self("\(problem.message) — ScaledFont then ignores the whole map, not just this entry")
    }
}
