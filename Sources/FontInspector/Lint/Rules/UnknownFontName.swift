struct UnknownFontName: Rule {
    static let id = "unknown-font-name"
    static let defaultSeverity = Severity.error
    static let category = RuleCategory.styleMap
    static let rationale = "A font name that is not the exact PostScript name of a bundled face or a system font makes UIFont(name:size:) return nil and SwiftUI draw the system font; Core Text's family-name matching is a fallback Apple warns may stop."

    func check(_ bundle: FontBundle) -> [Finding] {
        let lookup = FontNameLookup(bundle: bundle)
        return StyleMapReference.all(in: bundle).compactMap { reference in
            guard case .unknown(let hint) = lookup.resolve(reference.name) else { return nil }
            return finding("\(reference.description) is not the PostScript name of a bundled face or a system font: \(hint)", file: reference.map.file, line: reference.line)
        }
    }
}
