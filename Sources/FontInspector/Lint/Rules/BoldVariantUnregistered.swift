struct BoldVariantUnregistered: Rule {
    static let description = RuleDescription(
        id: "bold-variant-unregistered", category: .boldText, defaultSeverity: .error,
        rationale: "The bold face is in the app but its file is not in UIAppFonts: with Bold Text on, UIFont(name:) returns nil and the style falls back to the system font — only for the users who turned Bold Text on.",
        triggering: [
            RuleExample("the bold face's file is not in UIAppFonts", files: [
                .styleMap([("body", "HarborSans-Regular", "↓HarborSans-Bold")]),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]),
                .sampleFont("HarborSans-Regular", "registered"), .sampleFont("HarborSans-Bold", "not registered"),
            ]),
        ],
        nonTriggering: [
            RuleExample("both files registered", files: [
                .styleMap([("body", "HarborSans-Regular", "HarborSans-Bold")]),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Bold.ttf"]),
                .sampleFont("HarborSans-Regular", "registered"), .sampleFont("HarborSans-Bold", "registered"),
            ]),
        ])

    func check(_ context: LintContext) -> [Finding] {
        guard context.bundle.declaresFonts else { return [] }
        return context.boldTextVariants.compactMap { variant in
            guard let bold = variant.named, !context.bundle.isRegistered(bold.font) else { return nil }
            return finding(.boldVariantUnregistered(variant, bold: bold), at: variant.boldLocation)
        }
    }
}

extension Finding.Message {
    static func boldVariantUnregistered(_ variant: BoldTextVariant, bold: BundleFace) -> Self {
        Self("\(variant.boldReference) is in \(bold.font.path), which no UIAppFonts entry registers")
    }
}
