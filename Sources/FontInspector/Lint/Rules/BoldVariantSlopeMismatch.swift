struct BoldVariantSlopeMismatch: Rule {
    static let id = "bold-variant-slope-mismatch"
    static let defaultSeverity = Severity.error
    static let category = RuleCategory.boldText
    static let rationale = "A bold variant must keep the style's slope: an italic body turning upright (or the reverse) when Bold Text is on changes meaning, not just weight."

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
