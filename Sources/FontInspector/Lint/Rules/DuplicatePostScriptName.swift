struct DuplicatePostScriptName: Rule {
    static let description = RuleDescription(
        id: "duplicate-postscript-name", category: .registration, defaultSeverity: .error,
        rationale: "Two registered faces with one PostScript name: iOS registers one and drops the other (kCTFontManagerErrorDuplicatedName), so which face draws depends on load order — e.g. shipping both Inter.otf and Inter.ttf. Without any Info.plist font key every shipped face is taken as registered, unless an app's project has no code that registers fonts either.",
        triggering: [
            RuleExample("two registered files with one PostScript name", files: [
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Regular-copy.ttf"]),
                .sampleFont("HarborSans-Regular", "PostScript name HarborSans-Regular"),
                .brokenFont("HarborSans-Regular-copy", "PostScript name HarborSans-Regular too"),
            ], expectedCount: 1),
            RuleExample("the app target copies a second file of a Swift package's font", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["Tools/HarborSans-Regular.ttf"])]),
                .text("Packages/Icons/Package.swift", Self.iconsPackage),
                .text("Packages/Icons/Sources/Icons/Registration.swift", Self.iconsRegistration),
                .sampleFont("HarborSans-Regular", at: "Packages/Icons/Sources/Icons/Resources/HarborSans-Regular.ttf", "a package resource"),
                .sampleFont("HarborSans-Regular", at: "Tools/HarborSans-Regular.ttf", "copied by App too"),
            ], expectedCount: 1),
            RuleExample("without a project, a macOS fonts folder of \".\" registers every copy", files: [
                .text("Info.plist", PropertyListText.document("\t<key>ATSApplicationFontsPath</key>\n\t<string>.</string>\n")),
                .sampleFont("HarborSans-Regular", "PostScript name HarborSans-Regular"),
                .brokenFont("HarborSans-Regular-copy", "PostScript name HarborSans-Regular too, other bytes"),
            ], expectedCount: 1),
        ],
        nonTriggering: [
            RuleExample("a fonts folder of \".\" registers what the target copies, not an older copy in no target (FP16)", files: [
                .xcodeProject([RuleExample.Target("Mac", resources: ["Fonts/HarborSans-Regular.ttf"])]),
                .text("Info.plist", PropertyListText.document("\t<key>ATSApplicationFontsPath</key>\n\t<string>.</string>\n")),
                .sampleFont("HarborSans-Regular", "copied by Mac"),
                .brokenFont("HarborSans-Regular-copy", "PostScript name HarborSans-Regular too, in no target"),
            ]),
            RuleExample("a font in no target beside the same font a Swift package ships (FP4)", files: [
                .xcodeProject([RuleExample.Target("App")]),
                .text("Packages/Icons/Package.swift", Self.iconsPackage),
                .sampleFont("HarborSans-Regular", at: "Packages/Icons/Sources/Icons/Resources/HarborSans-Regular.ttf", "a package resource"),
                .sampleFont("HarborSans-Regular", at: "Tools/HarborSans-Regular.ttf", "a code generator's input, in no target"),
            ]),
            RuleExample("two packages ship one font and nothing registers fonts: no Info.plist key, no code (FP82)", files: [
                .xcodeProject([RuleExample.Target("App", infoPlist: nil)]),
                .text("Packages/Icons/Package.swift", Self.iconsPackage),
                .text("Packages/Reader/Package.swift", Self.iconsPackage.replacingOccurrences(of: "Icons", with: "Reader")),
                .sampleFont("HarborSans-Regular", at: "Packages/Icons/Sources/Icons/Resources/HarborSans-Regular.ttf", "a package resource"),
                .sampleFont("HarborSans-Regular", at: "Packages/Reader/Sources/Reader/Resources/HarborSans-Regular.ttf", "another package's resource"),
            ]),
            RuleExample("a React Native project in ios/ copies ../assets/fonts/…; android/ holds the Android app's copy (FP100)", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["../assets/fonts/HarborSans-Regular.ttf"])], at: "ios/App.xcodeproj/project.pbxproj"),
                .infoPlist(["HarborSans-Regular.ttf"], at: "ios/Info.plist"),
                .sampleFont("HarborSans-Regular", at: "assets/fonts/HarborSans-Regular.ttf", "copied by App"),
                .sampleFont("HarborSans-Regular", at: "android/app/src/main/assets/fonts/HarborSans-Regular.ttf", "the Android app's copy"),
            ]),
            RuleExample("one file per PostScript name", files: [
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "PostScript name HarborSans-Regular"),
            ]),
            RuleExample("the copy is not registered, so it does not compete", files: [
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]),
                .sampleFont("HarborSans-Regular", "PostScript name HarborSans-Regular"),
                .brokenFont("HarborSans-Regular-copy", "PostScript name HarborSans-Regular too, not registered"),
            ]),
            RuleExample("a variable font's default and its named instance at the default share a name", files: [
                .infoPlist(["Fonts/FixtureVar-VF.ttf"]),
                .font("Fonts/FixtureVar-VF.ttf", from: "TestFonts/Generated/Variable/FixtureVar-VF.ttf", "an instance at the default location"),
            ]),
        ])

    /// A local package whose target ships its `Resources` folder.
    static let iconsPackage = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Icons", targets: [
            .target(name: "Icons", resources: [.process("Resources")]),
        ])

        """

    /// The package's code registering its fonts, as icon-font packages do.
    static let iconsRegistration = """
        import CoreText
        import Foundation
        public func registerFonts() {
            let url = Bundle.module.url(forResource: "HarborSans-Regular", withExtension: "ttf")!
            CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
        }

        """

    func check(_ context: LintContext) -> [Finding] {
        // With a project, no Info.plist font key and no code that registers fonts, nothing registers any file:
        // copies cannot compete (FP82: two packages' resources a web view loads).
        let bundle = context.bundle
        guard bundle.declaresFonts || bundle.targets.isEmpty || !bundle.registeringSourceFiles.isEmpty else { return [] }
        var findings: [Finding] = []
        for (name, faces) in context.facesByPostScriptName.sorted(by: { $0.key < $1.key }) where !name.isEmpty {
            // Only faces iOS would register compete; without any Info.plist, every face is taken as registered.
            let competing = faces.filter { !context.bundle.declaresFonts || context.bundle.isRegistered($0.font) }
            // A variable font's default and its named instance at the same place share a name legitimately.
            var seen: [BundleFace] = []
            for face in competing where !seen.contains(where: { $0.font.path == face.font.path && $0.face.faceIndex == face.face.faceIndex }) {
                seen.append(face)
            }
            guard seen.count > 1 else { continue }
            let first = seen[0]
            for other in seen.dropFirst() {
                findings.append(finding(.duplicatePostScriptName(name, alsoIn: first), face: other))
            }
        }
        return findings
    }
}

extension Finding.Message {
    static func duplicatePostScriptName(_ name: String, alsoIn first: BundleFace) -> Self {
        Self("PostScript name \"\(name)\" is also in \(first.place); iOS registers one of them and drops the other")
    }
}
