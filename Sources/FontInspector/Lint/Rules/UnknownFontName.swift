struct UnknownFontName: Rule {
    static let description = RuleDescription(
        id: "unknown-font-name", category: .fontReferences, defaultSeverity: .error,
        rationale: "A font name in a style map, in code or in a storyboard that is not the exact PostScript name of a bundled face or a system font makes UIFont(name:size:) return nil and SwiftUI draw the system font; Core Text's family-name matching is a fallback Apple warns may stop.",
        triggering: [
            RuleExample("a typo in code, a family name in a style map", files: [
                .text("Sources/Title.swift", "let title = UIFont(name: ↓\"HarborSans-Reguler\", size: 17)\n"),
                .styleMap([("body", "↓Harbor Sans", nil)]),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "PostScript name HarborSans-Regular, family Harbor Sans"),
            ]),
        ],
        nonTriggering: [
            RuleExample("PostScript names of a bundled face and of a system font", files: [
                .text("Sources/Title.swift", "let title = UIFont(name: \"HarborSans-Regular\", size: 17)\nlet code = UIFont(name: \"Menlo-Regular\", size: 13)\n"),
                .styleMap([("body", "HarborSans-Regular", nil)]),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "PostScript name HarborSans-Regular"),
            ]),
        ])

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
