struct BoldVariantFamilyMismatch: Rule {
    static let id = "bold-variant-family-mismatch"
    static let defaultSeverity = Severity.warning
    static let category = RuleCategory.boldText
    static let rationale = "A bold variant from another family changes the typeface, not just the weight, when Bold Text is turned on; usually a copy-paste slip in the map."

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
