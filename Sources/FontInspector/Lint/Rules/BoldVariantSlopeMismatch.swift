struct BoldVariantSlopeMismatch: Rule {
    static let description = RuleDescription(
        id: "bold-variant-slope-mismatch", category: .boldText, defaultSeverity: .error,
        rationale: "A bold variant must keep the style's slope: an italic body turning upright (or the reverse) when Bold Text is on changes meaning, not just weight.",
        triggering: [
            RuleExample("an upright bold face for an italic style", files: [
                .styleMap([("body", "HarborSans-Italic", "↓HarborSans-Bold")]),
                .infoPlist(["Fonts/HarborSans-Italic.ttf", "Fonts/HarborSans-Bold.ttf"]),
                .sampleFont("HarborSans-Italic", "italic, weight 400"), .sampleFont("HarborSans-Bold", "upright, weight 700"),
            ]),
        ],
        nonTriggering: [
            RuleExample("an italic bold face for an italic style", files: [
                .styleMap([("body", "HarborSans-Italic", "HarborSans-SemiBoldItalic")]),
                .infoPlist(["Fonts/HarborSans-Italic.ttf", "Fonts/HarborSans-SemiBoldItalic.ttf"]),
                .sampleFont("HarborSans-Italic", "italic, weight 400"), .sampleFont("HarborSans-SemiBoldItalic", "italic, weight 600"),
            ]),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.boldTextVariants.compactMap { variant in
            guard let bold = variant.named, bold.face.italic != variant.regular.face.italic else { return nil }
            return finding(.boldVariantSlopeMismatch(variant, bold: bold), at: variant.boldLocation)
        }
    }
}

extension Finding.Message {
    static func boldVariantSlopeMismatch(_ variant: BoldTextVariant, bold: BundleFace) -> Self {
        let slope = { (face: FontFace) in face.italic ? "italic" : "upright" }
        return Self("\(variant.boldReference) is \(slope(bold.face)) but fontName \"\(variant.regular.face.postScriptName ?? "")\" is \(slope(variant.regular.face))")
    }
}
