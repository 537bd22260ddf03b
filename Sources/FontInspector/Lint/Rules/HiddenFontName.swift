struct HiddenFontName: Rule {
    static let description = RuleDescription(
        id: "hidden-font-name", category: .naming, defaultSeverity: .warning,
        rationale: "A PostScript name starting with '.' marks a hidden system font on Apple platforms; a bundled font named so is hidden from font lists and may clash with the system's.",
        triggering: [
            RuleExample("PostScript name \".HarborSystem-Regular\"", files: [
                .infoPlist(["Fonts/HarborSystem.ttf"]), .brokenFont("HarborSystem", "PostScript name \".HarborSystem-Regular\""),
            ], expectedCount: 1),
        ],
        nonTriggering: [
            RuleExample("PostScript name HarborSans-Regular", files: [
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "PostScript name HarborSans-Regular"),
            ]),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.bundle.allFaces.compactMap { item in
            guard let name = item.face.postScriptName, name.hasPrefix(".") else { return nil }
            return finding(.hiddenFontName(name), face: item)
        }
    }
}

extension Finding.Message {
    static func hiddenFontName(_ name: String) -> Self {
        Self("PostScript name \"\(name)\" starts with '.', which Apple platforms reserve for hidden system fonts")
    }
}
