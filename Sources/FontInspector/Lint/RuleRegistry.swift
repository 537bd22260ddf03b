/// Every lint rule, in the order `fontinspect rules` and SARIF list them.
public enum RuleRegistry {
    static let rules: [any Rule.Type] = [
        // Registration
        InvalidInfoPlist.self, MissingFontFile.self, FontNotInTarget.self, UnregisteredFont.self, UnreadableFont.self,
        DuplicatePostScriptName.self,
        // Naming
        MissingPostScriptName.self, InvalidPostScriptName.self, FamilyNameMismatch.self, HiddenFontName.self,
        // Style map
        InvalidStyleMap.self, MixedStyleKeys.self,
        // Font references
        UnknownFontName.self, FontNotRegistered.self, FixedSizeCustomFont.self,
        // Bold Text
        BoldVariantMissing.self, BoldVariantInferred.self, BoldVariantNotHeavier.self, BoldVariantSlopeMismatch.self,
        BoldVariantFamilyMismatch.self, BoldVariantUnregistered.self,
        // Face hygiene
        StyleLinking.self, WeightClassMismatch.self, ItalicAngle.self, RestrictedEmbedding.self,
        // Glyph coverage
        MissingGlyphs.self, CoverageRegression.self,
    ]

    public static let descriptions: [RuleDescription] = rules.map {
        RuleDescription(id: $0.id, defaultSeverity: $0.defaultSeverity, rationale: $0.rationale, category: $0.category)
    }

    public static func description(of id: String) -> RuleDescription? { descriptions.first { $0.id == id } }
}
