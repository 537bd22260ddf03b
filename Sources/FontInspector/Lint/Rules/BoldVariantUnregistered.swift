struct BoldVariantUnregistered: Rule {
    static let id = "bold-variant-unregistered"
    static let defaultSeverity = Severity.error
    static let category = RuleCategory.boldText
    static let rationale = "The bold face is in the app but its file is not in UIAppFonts: with Bold Text on, UIFont(name:) returns nil and the style falls back to the system font — only for the users who turned Bold Text on."

    func check(_ context: LintContext) -> [Finding] {
        guard context.bundle.declaresFonts else { return [] }
        return context.boldTextVariants.compactMap { variant in
            guard let bold = variant.named, !bold.font.isRegistered else { return nil }
            return finding(.boldVariantUnregistered(variant, bold: bold), at: variant.boldLocation)
        }
    }
}

extension Finding.Message {
    static func boldVariantUnregistered(_ variant: BoldTextVariant, bold: BundleFace) -> Self {
        Self("\(variant.boldReference) is in \(bold.font.path), which no UIAppFonts entry registers")
    }
}
