struct BoldVariantFamilyMismatch: Rule {
    static let description = RuleDescription(
        id: "bold-variant-family-mismatch", category: .boldText, defaultSeverity: .warning,
        rationale: "A bold variant from another family changes the typeface, not just the weight, when Bold Text is turned on; usually a copy-paste slip in the map.",
        triggering: [
            RuleExample("a bold face of another family", files: [
                .styleMap([("body", "HarborSans-Regular", "↓HarborSlab-Bold")]),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSlab-Bold.ttf"]),
                .sampleFont("HarborSans-Regular", "family Harbor Sans"), .brokenFont("HarborSlab-Bold", "family Harbor Slab"),
            ]),
        ],
        nonTriggering: [
            RuleExample("a bold face of the same family", files: [
                .styleMap([("body", "HarborSans-Regular", "HarborSans-Bold")]),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Bold.ttf"]),
                .sampleFont("HarborSans-Regular", "family Harbor Sans"), .sampleFont("HarborSans-Bold", "family Harbor Sans"),
            ]),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.boldTextVariants.compactMap { variant in
            guard let bold = variant.named, bold.face.family != variant.regular.face.family else { return nil }
            return finding(.boldVariantFamilyMismatch(variant, bold: bold), at: variant.boldLocation)
        }
    }
}

extension Finding.Message {
    static func boldVariantFamilyMismatch(_ variant: BoldTextVariant, bold: BundleFace) -> Self {
        Self("\(variant.boldReference) is in family \"\(bold.face.family ?? "")\", fontName \"\(variant.regular.face.postScriptName ?? "")\" in \"\(variant.regular.face.family ?? "")\"")
    }
}
