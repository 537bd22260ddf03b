struct InvalidInfoPlist: Rule {
    static let description = RuleDescription(
        id: "invalid-info-plist", category: .registration, defaultSeverity: .error,
        rationale: "An Info.plist that cannot be read, or whose UIAppFonts is not an array of path strings, registers none (or only some) of the app's fonts.",
        triggering: [
            RuleExample("UIAppFonts written as a string, not an array", files: [
                .text("Info.plist", PropertyListText.document("\t↓<key>UIAppFonts</key>\n\t<string>Fonts/HarborSans-Regular.ttf</string>\n")),
                .sampleFont("HarborSans-Regular", "any readable font"),
            ]),
        ],
        nonTriggering: [
            RuleExample("UIAppFonts as an array of paths", files: [
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "any readable font"),
            ]),
        ])

    func check(_ context: LintContext) -> [Finding] {
        // The readers' messages name the key already, so the location carries no key path.
        context.bundle.infoPlists.flatMap { plist in
            plist.problems.map { finding(.invalidInfoPlist($0), file: plist.file, line: $0.line) }
        }
    }
}

extension Finding.Message {
    static func invalidInfoPlist(_ problem: InputProblem) -> Self { Self(problem.message) }
}
