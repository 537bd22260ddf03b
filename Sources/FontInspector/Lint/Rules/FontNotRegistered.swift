struct FontNotRegistered: Rule {
    static let description = RuleDescription(
        id: "font-not-registered", category: .fontReferences, defaultSeverity: .error,
        rationale: "The face exists in the app, but no UIAppFonts entry registers its file, so iOS does not know it and the name falls back to the system font. Quiet where the code's target registers fonts at run time (Core Text's font manager, FontBlaster, FontAwesomeKit): which files it registers is decided when the app runs.",
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
            RuleExample("an icon class registers its font through FontAwesomeKit; UIAppFonts lists only the text fonts (FP61)", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Bold.ttf"], sources: ["Sources/HarborIcons.m"])]),
                .infoPlist(["HarborSans-Regular.ttf"]),
                .sampleFont("HarborSans-Regular", "registered"), .sampleFont("HarborSans-Bold", "the icon font, registered in code"),
                .text("Sources/HarborIcons.m", """
                    + (UIFont *)iconFontOfSize:(CGFloat)size {
                        [self registerIconFontWithURL:[[NSBundle mainBundle] URLForResource:@"HarborSans-Bold" withExtension:@"ttf"]];
                        return [UIFont fontWithName:@"HarborSans-Bold" size:size];
                    }

                    """),
            ]),
        ])

    func check(_ context: LintContext) -> [Finding] {
        guard context.bundle.declaresFonts else { return [] }
        // Bold names have their own rule, bold-variant-unregistered.
        return context.references.filter(\.reference.checksRegistration).compactMap { resolved in
            let faces = resolved.resolution.candidateFaces
            guard let first = faces.first, !faces.contains(where: \.font.isRegistered),
                !context.bundle.registersFontsAtRunTime(forCodeIn: resolved.reference.location.file)
            else { return nil }
            return finding(.fontNotRegistered(resolved.reference, file: first.font.path), at: resolved.reference.location)
        }
    }
}

extension Finding.Message {
    static func fontNotRegistered(_ reference: FontNameReference, file: String) -> Self {
        Self("\(reference.subject) is in \(file), which no UIAppFonts entry registers; add it to UIAppFonts")
    }
}
