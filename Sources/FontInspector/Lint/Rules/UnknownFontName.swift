struct UnknownFontName: Rule {
    static let id = "unknown-font-name"
    static let defaultSeverity = Severity.error
    static let category = RuleCategory.fontReferences
    static let rationale = "A font name in a style map, in code or in a storyboard that is not the exact PostScript name of a bundled face or a system font makes UIFont(name:size:) return nil and SwiftUI draw the system font; Core Text's family-name matching is a fallback Apple warns may stop."

    func check(_ bundle: FontBundle) -> [Finding] {
        let lookup = FontNameLookup(bundle: bundle)
        // One app writes the same name many times; each is explained once.
        var hints: [String: String?] = [:]
        return FontNameReference.all(in: bundle).compactMap { reference in
            let hint = hints[reference.name] ?? {
                guard case .unknown(let hint) = lookup.resolve(reference.name) else { return nil }
                return hint
            }()
            hints[reference.name] = hint
            guard let hint else { return nil }
            return finding("\(reference.description) is not the PostScript name of a bundled face or a system font: \(hint)", at: reference.location)
        }
    }
}
