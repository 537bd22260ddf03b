struct WeightClassMismatch: Rule {
    static let description = RuleDescription(
        id: "weight-class-mismatch", category: .faceHygiene, defaultSeverity: .warning,
        rationale: "Apple platforms sort and match faces by usWeightClass, not by the style name; a 'SemiBold' with weight 700 is taken for the bold face, which breaks weight matching and Bold Text variants.",
        triggering: [
            RuleExample("style SemiBold with usWeightClass 700", files: [
                .infoPlist(["Fonts/HarborSlab-SemiBold.ttf"]), .brokenFont("HarborSlab-SemiBold", "style SemiBold with usWeightClass 700"),
            ], expectedCount: 1),
        ],
        nonTriggering: [
            RuleExample("style SemiBold with usWeightClass 600", files: [
                .infoPlist(["Fonts/HarborSans-SemiBold.ttf"]), .sampleFont("HarborSans-SemiBold", "style SemiBold with usWeightClass 600"),
            ]),
            RuleExample("named instances, checked by their wght coordinate", files: [
                .infoPlist(["Fonts/Inter.var.ttf"]),
                .font("Fonts/Inter.var.ttf", from: "TestFonts/Real/Inter/Inter.var.ttf", "Inter's instances, Thin 100 to Black 900"),
            ]),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.bundle.allFaces.compactMap { item in
            guard let style = item.face.style, let weight = item.face.weight,
                  let expected = StyleNameWords.weight(in: style), !expected.classes.contains(weight) else { return nil }
            return finding(.weightClassMismatch(style: style, expected: expected.classes, weight: weight, isInstance: item.face.instanceIndex != nil), face: item)
        }
    }
}

extension Finding.Message {
    static func weightClassMismatch(style: String, expected: [Int], weight: Int, isInstance: Bool) -> Self {
        let classes = expected.map(String.init).joined(separator: " or ")
        let source = isInstance ? "the wght coordinate" : "usWeightClass"
        return Self("style \"\(style)\" says weight \(classes), but \(source) is \(weight)")
    }
}
