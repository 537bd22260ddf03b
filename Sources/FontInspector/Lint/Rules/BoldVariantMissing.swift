struct BoldVariantMissing: Rule {
    static let description = RuleDescription(
        id: "bold-variant-missing", category: .boldText, defaultSeverity: .warning,
        rationale: "With Bold Text on, iOS makes only the system font heavier; a text style whose custom font has no heavier registered face stays regular for the users who asked for bold. An error with --require-bold.",
        triggering: [
            RuleExample("the heaviest face of the family, without boldFontName", files: [
                .styleMap([("↓largeTitle", "HarborSans-ExtraBold", nil)]),
                .infoPlist(["Fonts/HarborSans-ExtraBold.ttf"]), .sampleFont("HarborSans-ExtraBold", "weight 800, the heaviest Harbor Sans"),
            ]),
            RuleExample("a heavier face in the app but not registered", files: [
                .styleMap([("↓body", "HarborSans-Regular", nil)]),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]),
                .sampleFont("HarborSans-Regular", "weight 400"), .sampleFont("HarborSans-SemiBold", "weight 600, not registered"),
            ]),
        ],
        nonTriggering: [
            RuleExample("boldFontName given", files: [
                .styleMap([("body", "HarborSans-Regular", "HarborSans-Bold")]),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Bold.ttf"]),
                .sampleFont("HarborSans-Regular", "weight 400"), .sampleFont("HarborSans-Bold", "weight 700"),
            ]),
        ])

    func check(_ context: LintContext) -> [Finding] {
        let severity: Severity = context.bundle.requireBold ? .error : Self.defaultSeverity
        return context.boldTextVariants.compactMap { variant in
            guard variant.entry.boldFontName == nil else { return nil }
            if let inferred = variant.inferred {
                guard !context.bundle.isRegistered(inferred.font) else { return nil }
                return finding(.boldVariantUnregisteredHeavierFace(variant, heavier: inferred), at: variant.location, severity: severity)
            }
            return finding(.boldVariantNoHeavierFace(variant), at: variant.location, severity: severity)
        }
    }
}

extension Finding.Message {
    /// `fontName "Foo-Regular" has no boldFontName`: the start both messages share, after the entry's key.
    private static func withoutBoldName(_ variant: BoldTextVariant) -> String {
        "fontName \"\(variant.entry.fontName?.value ?? "")\" has no boldFontName"
    }

    static func boldVariantUnregisteredHeavierFace(_ variant: BoldTextVariant, heavier: BundleFace) -> Self {
        Self("\(withoutBoldName(variant)), and its heavier face \"\(heavier.face.postScriptName ?? "")\" is not registered: add \(heavier.font.path) to UIAppFonts and set boldFontName")
    }

    static func boldVariantNoHeavierFace(_ variant: BoldTextVariant) -> Self {
        let slope = variant.regular.face.italic ? "italic" : "upright"
        return Self("\(withoutBoldName(variant)) and the family \"\(variant.regular.face.family ?? "")\" has no heavier \(slope) face than weight \(variant.regular.face.weight.map(String.init) ?? "?"); Bold Text will not change this style")
    }
}
