struct InvalidInfoPlist: Rule {
    static let description = RuleDescription(
        id: "invalid-info-plist", category: .registration, defaultSeverity: .error,
        rationale: "An Info.plist that cannot be read, or whose UIAppFonts is not an array of path strings, registers none (or only some) of the app's fonts. With an Xcode project, the Info.plists of test bundles are not the app's, nor is an unreadable file no target names.",
        triggering: [
            RuleExample("UIAppFonts written as a string, not an array", files: [
                .text("Info.plist", PropertyListText.document("\t↓<key>UIAppFonts</key>\n\t<string>Fonts/HarborSans-Regular.ttf</string>\n")),
                .sampleFont("HarborSans-Regular", "any readable font"),
            ]),
            RuleExample("a Tuist manifest's UIAppFonts written as a dictionary (Xcode's \"Item 0\" label as a key): iOS ignores it (D280)", files: [
                .text("Project.swift", "let project = Project(name: \"App\", targets: [.target(name: \"App\", infoPlist: .extendingDefault(with: [\n    \"UIAppFonts\": ↓[\"Item 0\": \"HarborSans-Regular.ttf\"],\n]))])\n"),
                .sampleFont("HarborSans-Regular", at: "HarborSans-Regular.ttf", "any readable font"),
            ]),
        ],
        nonTriggering: [
            RuleExample("UIAppFonts as an array of paths", files: [
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "any readable font"),
            ]),
            RuleExample("the Info.plist of a unit-test bundle is not the app's (FP80)", files: [
                .xcodeProject([
                    RuleExample.Target("App", resources: ["Fonts/HarborSans-Regular.ttf"]),
                    RuleExample.Target("AppTests", productType: "com.apple.product-type.bundle.unit-test", infoPlist: "AppTests/Info.plist"),
                ]),
                .infoPlist(["HarborSans-Regular.ttf"]),
                .text("AppTests/Info.plist", PropertyListText.document("\t<key>ATSApplicationFontsPath</key>\n\t<array/>\n")),
                .sampleFont("HarborSans-Regular", "copied and registered by App"),
            ]),
            RuleExample("an empty ATSApplicationFontsPath: Contents/Resources itself, as \".\" is (FP1102)", files: [
                .text("Info.plist", PropertyListText.document("\t<key>ATSApplicationFontsPath</key>\n\t<string></string>\n")),
                .sampleFont("HarborSans-Regular", "copied into Contents/Resources"),
            ]),
            RuleExample("a fragment of keys named Info.plist that no target builds from (FP81)", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["Fonts/HarborSans-Regular.ttf"])]),
                .infoPlist(["HarborSans-Regular.ttf"]),
                .text("Notes/Info.plist", "<key>UIFileSharingEnabled</key>\n<true/>\n"),
                .sampleFont("HarborSans-Regular", "copied and registered by App"),
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
