struct BoldVariantNotHeavier: Rule {
    static let description = RuleDescription(
        id: "bold-variant-not-heavier", category: .boldText, defaultSeverity: .error,
        rationale: "With Bold Text on, iOS uses the style's bold face; if it is not heavier than the regular one nothing changes for the user (an error), and a step under 100 is barely visible (a warning). `fontinspect specimen` draws each style beside its Bold Text face to compare.",
        triggering: [
            RuleExample("a bold face lighter than the regular one", files: [
                .styleMap([("body", "HarborSans-SemiBold", "↓HarborSans-Medium")]),
                .infoPlist(["Fonts/HarborSans-SemiBold.ttf", "Fonts/HarborSans-Medium.ttf"]),
                .sampleFont("HarborSans-SemiBold", "weight 600"), .sampleFont("HarborSans-Medium", "weight 500"),
            ]),
        ],
        nonTriggering: [
            RuleExample("a bold face 100 heavier", files: [
                .styleMap([("body", "HarborSans-SemiBold", "HarborSans-Bold")]),
                .infoPlist(["Fonts/HarborSans-SemiBold.ttf", "Fonts/HarborSans-Bold.ttf"]),
                .sampleFont("HarborSans-SemiBold", "weight 600"), .sampleFont("HarborSans-Bold", "weight 700"),
            ]),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.boldTextVariants.compactMap { variant in
            guard let bold = variant.named, let boldWeight = bold.face.weight, let regularWeight = variant.regular.face.weight else { return nil }
            if boldWeight <= regularWeight {
                return finding(.boldVariantNotHeavier(variant, boldWeight: boldWeight, regularWeight: regularWeight), at: variant.boldLocation)
            }
            if boldWeight - regularWeight < 100 {
                return finding(.boldVariantBarelyHeavier(variant, boldWeight: boldWeight, regularWeight: regularWeight), at: variant.boldLocation, severity: .warning)
            }
            return nil
        }
    }
}

extension Finding.Message {
    static func boldVariantNotHeavier(_ variant: BoldTextVariant, boldWeight: Int, regularWeight: Int) -> Self {
        Self("\(variant.boldReference) (weight \(boldWeight)) is not heavier than fontName \"\(variant.regular.face.postScriptName ?? "")\" (weight \(regularWeight))")
    }

    static func boldVariantBarelyHeavier(_ variant: BoldTextVariant, boldWeight: Int, regularWeight: Int) -> Self {
        Self("\(variant.boldReference) (weight \(boldWeight)) is only \(boldWeight - regularWeight) heavier than fontName \"\(variant.regular.face.postScriptName ?? "")\" (weight \(regularWeight)); Bold Text will barely show")
    }
}
