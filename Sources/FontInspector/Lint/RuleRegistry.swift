/// Every lint rule, in the order `fontinspect rules`, the rules doc and SARIF list them: the one list a new rule
/// is added to. Everything else about a rule is in its description.
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
        UnknownFontName.self, FontNameNotPostScript.self, FontNotRegistered.self, FixedSizeCustomFont.self, PostScriptNameForFamily.self,
        // Bold Text
        BoldVariantMissing.self, BoldVariantInferred.self, BoldVariantNotHeavier.self, BoldVariantSlopeMismatch.self,
        BoldVariantFamilyMismatch.self, BoldVariantUnregistered.self,
        // Face hygiene
        StyleLinking.self, WeightClassMismatch.self, ItalicAngle.self, RestrictedEmbedding.self,
        // Glyph coverage
        MissingGlyphs.self, CoverageRegression.self,
        // Suppression
        InvalidSuppression.self, SuperfluousSuppression.self,
    ]

    /// Every rule's description, in the registry's order.
    public static let descriptions: [RuleDescription] = rules.map { $0.description }

    /// The rule with id `id`, if there is one.
    public static func description(of id: String) -> RuleDescription? { descriptions.first { $0.id == id } }
}
