struct UnreadableFont: Rule {
    static let description = RuleDescription(
        id: "unreadable-font", category: .registration, defaultSeverity: .error,
        rationale: "A registered font that cannot be opened, or whose format Apple platforms do not load (Type 1, BDF, PCF, Windows FNT, CBDT-only), registers nothing; its names fall back to the system font.",
        triggering: [
            RuleExample("a registered .ttf that is an HTML page", files: [
                .infoPlist(["Fonts/HarborWeb-Regular.ttf"]), .brokenFont("HarborWeb-Regular", "an HTML page saved as .ttf"),
            ], expectedCount: 1),
        ],
        nonTriggering: [
            RuleExample("a registered TrueType font", files: [
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "TrueType"),
            ]),
        ])

    func check(_ context: LintContext) -> [Finding] {
        // Without any Info.plist every font under PATH is a candidate; otherwise only registered files matter.
        context.bundle.fonts.filter { !context.bundle.declaresFonts || context.bundle.isRegistered($0) }.flatMap { font -> [Finding] in
            var findings = font.errors.map { finding(.unreadableFont($0), file: font.path) }
            let unloadable = Set(font.faces.filter { !$0.isLoadableOnApplePlatforms }.map(\.format))
            for format in unloadable.sorted(by: { $0.rawValue < $1.rawValue }) {
                findings.append(finding(.formatNotLoadedByApple(format), file: font.path))
            }
            return findings
        }
    }
}

extension Finding.Message {
    static func unreadableFont(_ error: InputProblem) -> Self { Self(error.message) }

    static func formatNotLoadedByApple(_ format: FontFormat) -> Self {
        Self("\(format.rawValue) fonts are not loaded by Apple platforms; convert it to TrueType or OpenType")
    }
}
