struct MissingPostScriptName: Rule {
    static let description = RuleDescription(
        id: "missing-postscript-name", category: .naming, defaultSeverity: .error,
        rationale: "Code names a custom font only by its PostScript name (name ID 6); a face without one cannot be named by UIFont(name:size:) or Font.custom.",
        triggering: [
            RuleExample("a face without name ID 6", files: [
                .infoPlist(["Fonts/HarborNoName.ttf"]), .brokenFont("HarborNoName", "a face without name ID 6"),
            ], expectedCount: 1),
            RuleExample("a generated face whose name table has no ID 6", files: [
                .infoPlist(["Fonts/FixtureNoPSName-Regular.ttf"]),
                .font("Fonts/FixtureNoPSName-Regular.ttf", from: "TestFonts/Generated/Static/FixtureNoPSName-Regular.ttf", "no name ID 6"),
            ], expectedCount: 1),
        ],
        nonTriggering: [
            RuleExample("PostScript name HarborSans-Regular", files: [
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "PostScript name HarborSans-Regular"),
            ]),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.bundle.allFaces.filter { $0.face.instanceIndex == nil && $0.face.postScriptName == nil && $0.face.isLoadableOnApplePlatforms }
            .map { finding(.missingPostScriptName, face: $0) }
    }
}

extension Finding.Message {
    static let missingPostScriptName = Self("the face has no PostScript name (name ID 6), so code cannot name it")
}
