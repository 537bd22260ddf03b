struct BoldVariantInferred: Rule {
    static let id = "bold-variant-inferred"
    static let defaultSeverity = Severity.info
    static let category = RuleCategory.boldText
    static let rationale = "Without boldFontName the app must pick the Bold Text face itself; this names the face that follows the system's own mapping (regular→semibold, medium→bold, semibold→heavy, bold→black), so it can be written into the map."

    func check(_ context: LintContext) -> [Finding] {
        context.boldTextVariants.compactMap { variant in
            guard variant.entry.boldFontName == nil, let inferred = variant.inferred, inferred.font.isRegistered,
                  let name = inferred.face.postScriptName else { return nil }
            return finding(.boldVariantInferred(name: name, face: inferred), at: variant.location)
        }
    }
}

extension Finding.Message {
    static func boldVariantInferred(name: String, face: BundleFace) -> Self {
        Self("no boldFontName; the face for Bold Text would be \"\(name)\" (weight \(face.face.weight ?? 0), in \(face.font.path))")
    }
}
