struct UnknownFontName: Rule {
    static let id = "unknown-font-name"
    static let defaultSeverity = Severity.error
    static let category = RuleCategory.fontReferences
    static let rationale = "A font name in a style map, in code or in a storyboard that is not the exact PostScript name of a bundled face or a system font makes UIFont(name:size:) return nil and SwiftUI draw the system font; Core Text's family-name matching is a fallback Apple warns may stop."

    func check(_ context: LintContext) -> [Finding] {
        context.references.compactMap { resolved in
            guard case .unknown(let hint) = resolved.resolution else { return nil }
            return finding(.unknownFontName(resolved.reference, hint: hint), at: resolved.reference.location)
        }
    }
}

extension Finding.Message {
    static func unknownFontName(_ reference: FontNameReference, hint: String) -> Self {
        Self("\(reference.subject) is not the PostScript name of a bundled face or a system font: \(hint)")
    }
}
