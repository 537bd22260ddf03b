struct BoldVariantNotHeavier: Rule {
    static let id = "bold-variant-not-heavier"
    static let defaultSeverity = Severity.error
    static let category = RuleCategory.boldText
    static let rationale = "With Bold Text on, iOS uses the style's bold face; if it is not heavier than the regular one nothing changes for the user (an error), and a step under 100 is barely visible (a warning)."

    func check(_ bundle: FontBundle) -> [Finding] {
        BoldTextVariant.all(in: bundle).compactMap { variant in
            guard let bold = variant.named, let boldWeight = bold.face.weight, let regularWeight = variant.regular.face.weight else { return nil }
            let names = "\(variant.map.file): \(variant.boldReference) (weight \(boldWeight))"
            let regular = "fontName \"\(variant.regular.face.postScriptName ?? "")\" (weight \(regularWeight))"
            if boldWeight <= regularWeight {
                return finding("\(names) is not heavier than \(regular)", at: variant.boldLocation)
            }
            if boldWeight - regularWeight < 100 {
                return finding("\(names) is only \(boldWeight - regularWeight) heavier than \(regular); Bold Text will barely show", at: variant.boldLocation, severity: .warning)
            }
            return nil
        }
    }
}
