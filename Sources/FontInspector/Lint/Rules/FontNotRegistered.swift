struct FontNotRegistered: Rule {
    static let description = RuleDescription(
        id: "font-not-registered", category: .fontReferences, defaultSeverity: .error,
        rationale: "The face exists in the app, but no UIAppFonts entry registers its file, so iOS does not know it and the name falls back to the system font.",
        triggering: [
            RuleExample("code names a face whose file is not in UIAppFonts", files: [
                .text("Sources/Quote.swift", "let quote = UIFont(name: ↓\"HarborSans-Italic\", size: 17)\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]),
                .sampleFont("HarborSans-Regular", "registered"), .sampleFont("HarborSans-Italic", "not registered"),
            ]),
        ],
        nonTriggering: [
            RuleExample("the file is registered", files: [
                .text("Sources/Quote.swift", "let quote = UIFont(name: \"HarborSans-Italic\", size: 17)\n"),
                .infoPlist(["Fonts/HarborSans-Italic.ttf"]), .sampleFont("HarborSans-Italic", "registered"),
            ]),
        ])

    func check(_ context: LintContext) -> [Finding] {
        guard context.bundle.declaresFonts else { return [] }
        // Bold names have their own rule, bold-variant-unregistered.
        return context.references.filter(\.reference.checksRegistration).compactMap { resolved in
            let faces = resolved.resolution.candidateFaces
            guard let first = faces.first, !faces.contains(where: { context.bundle.isRegistered($0.font) }) else { return nil }
            return finding(.fontNotRegistered(resolved.reference, file: first.font.path), at: resolved.reference.location)
        }
    }
}

extension Finding.Message {
    static func fontNotRegistered(_ reference: FontNameReference, file: String) -> Self {
        Self("\(reference.subject) is in \(file), which no UIAppFonts entry registers; add it to UIAppFonts")
    }
}
