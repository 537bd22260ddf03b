struct BoldVariantUnregistered: Rule {
    static let id = "bold-variant-unregistered"
    static let defaultSeverity = Severity.error
    static let category = RuleCategory.boldText
    static let rationale = "The bold face is in the app but its file is not in UIAppFonts: with Bold Text on, UIFont(name:) returns nil and the style falls back to the system font — only for the users who turned Bold Text on."

    func check(_ bundle: FontBundle) -> [Finding] {
        guard bundle.declaresFonts else { return [] }
        return BoldTextVariant.all(in: bundle).compactMap { variant in
            guard let bold = variant.named, !bold.font.isRegistered else { return nil }
            return finding("\(variant.map.file): \(variant.boldReference) is in \(bold.font.path), which no UIAppFonts entry registers", at: variant.boldLocation)
        }
    }
}
