struct MixedStyleKeys: Rule {
    static let description = RuleDescription(
        id: "mixed-style-keys", category: .styleMap, defaultSeverity: .error,
        rationale: "Early ScaledFont versions key styles by UIKit raw values (UICTFontTextStyleBody), 1.x by SwiftUI names (body, title); a map mixing both is read by neither version completely.",
        triggering: [
            RuleExample("a UIKit raw-value key beside a SwiftUI name key", files: [
                .styleMap([("UICTFontTextStyleBody", "HarborSans-Regular", nil), ("↓title", "HarborSans-Regular", nil)]),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "the face the map names"),
            ]),
        ],
        nonTriggering: [
            RuleExample("name keys only", files: [
                .styleMap([("body", "HarborSans-Regular", nil), ("title", "HarborSans-Regular", nil)]),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "the face the map names"),
            ]),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.bundle.styleMaps.flatMap { map in
            map.problems.filter { $0.kind == .mixedStyleKeys }.map { finding(.mixedStyleKeys($0), file: map.file, line: $0.line) }
        }
    }
}

extension Finding.Message {
    static func mixedStyleKeys(_ problem: InputProblem) -> Self { Self(problem.message) }
}
