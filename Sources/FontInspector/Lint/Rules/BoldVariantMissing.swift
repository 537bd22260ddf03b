struct BoldVariantMissing: Rule {
    static let id = "bold-variant-missing"
    static let defaultSeverity = Severity.warning
    static let category = RuleCategory.boldText
    static let rationale = "With Bold Text on, iOS makes only the system font heavier; a text style whose custom font has no heavier registered face stays regular for the users who asked for bold. An error with --require-bold."

    func check(_ bundle: FontBundle) -> [Finding] {
        let severity: Severity = bundle.requireBold ? .error : Self.defaultSeverity
        return BoldTextVariant.all(in: bundle).compactMap { variant in
            guard variant.entry.boldFontName == nil else { return nil }
            let prefix = "\(variant.map.file): \(variant.entry.key) (\(variant.entry.fontName?.value ?? "")) has no boldFontName"
            if let inferred = variant.inferred {
                guard !inferred.font.isRegistered else { return nil }
                return finding("\(prefix), and its heavier face \"\(inferred.face.postScriptName ?? "")\" is not registered: add \(inferred.font.path) to UIAppFonts and set boldFontName", at: variant.location, severity: severity)
            }
            let slope = variant.regular.face.italic ? "italic" : "upright"
            return finding("\(prefix) and the family \"\(variant.regular.face.family ?? "")\" has no heavier \(slope) face than weight \(variant.regular.face.weight.map(String.init) ?? "?"); Bold Text will not change this style", at: variant.location, severity: severity)
        }
    }
}
