struct BoldVariantInferred: Rule {
    static let description = RuleDescription(
        id: "bold-variant-inferred", category: .boldText, defaultSeverity: .info,
        rationale: "Without boldFontName the app must pick the Bold Text face itself; this names the face that follows the system's own mapping (regular→semibold, medium→bold, semibold→heavy, bold→black), so it can be written into the map. `fontinspect specimen` draws each style beside its Bold Text face to compare.",
        triggering: [
            RuleExample("no boldFontName, a registered heavier face", files: [
                .styleMap([("↓body", "HarborSans-Regular", nil)]),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-SemiBold.ttf"]),
                .sampleFont("HarborSans-Regular", "weight 400"), .sampleFont("HarborSans-SemiBold", "weight 600: Bold Text's step from 400"),
            ]),
        ],
        nonTriggering: [
            RuleExample("boldFontName given", files: [
                .styleMap([("body", "HarborSans-Regular", "HarborSans-SemiBold")]),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-SemiBold.ttf"]),
                .sampleFont("HarborSans-Regular", "weight 400"), .sampleFont("HarborSans-SemiBold", "weight 600"),
            ]),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.boldTextVariants.compactMap { variant in
            guard variant.entry.boldFontName == nil, let inferred = variant.inferred, context.bundle.isRegistered(inferred.font),
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
