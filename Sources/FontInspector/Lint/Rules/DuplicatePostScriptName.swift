import Foundation

struct DuplicatePostScriptName: Rule {
    static let description = RuleDescription(
        id: "duplicate-postscript-name", category: .registration, defaultSeverity: .error,
        rationale: "Two registered faces with one PostScript name: iOS registers one and drops the other (kCTFontManagerErrorDuplicatedName), so which face draws depends on load order — e.g. shipping both Inter.otf and Inter.ttf. With an Xcode project, names are compared within each target's bundle: an app and its App Clip, extension or watch app each registering its own copy do not compete. Without any Info.plist font key every shipped face is taken as registered, unless an app's project has no code that registers fonts either. Copies in a family no name of the app reaches draw nothing whichever is kept: an info, unless a name is given at run time. Byte-for-byte copies of one file draw the same whichever is kept: no finding.",
        triggering: [
            RuleExample("two registered files with one PostScript name", files: [
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Regular-copy.ttf"]),
                .sampleFont("HarborSans-Regular", "PostScript name HarborSans-Regular"),
                .brokenFont("HarborSans-Regular-copy", "PostScript name HarborSans-Regular too"),
            ], expectedCount: 1),
            RuleExample("one target copies and registers two files with one PostScript name", files: [
                .xcodeProject([
                    RuleExample.Target("App", resources: ["Fonts/HarborSans-Regular.ttf", "Legacy/HarborSans-Regular.otf"]),
                    RuleExample.Target("Clip", productType: "com.apple.product-type.application.on-demand-install-capable", infoPlist: "Clip/Info.plist",
                                       resources: ["Fonts/HarborSans-Regular.ttf"]),
                ]),
                .infoPlist(["HarborSans-Regular.ttf", "HarborSans-Regular.otf"]), .infoPlist(["HarborSans-Regular.ttf"], at: "Clip/Info.plist"),
                .sampleFont("HarborSans-Regular", "copied by App and Clip"),
                .font("Legacy/HarborSans-Regular.otf", from: Self.otherBytes, "copied by App too, the same PostScript name, other bytes"),
            ], expectedCount: 1),
            RuleExample("the app target copies a second file of a Swift package's font", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["Tools/HarborSans-Regular.ttf"])]),
                .text("Packages/Icons/Package.swift", Self.iconsPackage),
                .text("Packages/Icons/Sources/Icons/Registration.swift", Self.iconsRegistration),
                .sampleFont("HarborSans-Regular", at: "Packages/Icons/Sources/Icons/Resources/HarborSans-Regular.ttf", "a package resource"),
                .font("Tools/HarborSans-Regular.ttf", from: Self.otherBytes, "copied by App too, other bytes"),
            ], expectedCount: 1),
            RuleExample("the code names the family of the two copies", files: [
                .text("Sources/Body.swift", "let body = UIFont(name: \"HarborSans-Regular\", size: 17)\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Regular-copy.ttf"]),
                .sampleFont("HarborSans-Regular", "the named face"),
                .brokenFont("HarborSans-Regular-copy", "PostScript name HarborSans-Regular too"),
            ], expectedCount: 1, severity: .error),
            RuleExample("two copies in a family nothing names, beside a named family: drawn nowhere (D580)", files: [
                .text("Sources/Title.swift", "let title = UIFont(name: \"HarborSlab-Bold\", size: 17)\n"),
                .infoPlist(["Fonts/HarborSlab-Bold.ttf", "Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Regular-copy.ttf"]),
                .brokenFont("HarborSlab-Bold", "the named face, family Harbor Slab"),
                .sampleFont("HarborSans-Regular", "family Harbor Sans, which nothing names"),
                .brokenFont("HarborSans-Regular-copy", "PostScript name HarborSans-Regular too"),
            ], expectedCount: 1, severity: .info),
            RuleExample("copies in a family nothing names, but a name is given at run time: it may reach them", files: [
                .text("Sources/Title.swift", "let title = UIFont(name: \"HarborSlab-Bold\", size: 17)\nfunc themed(_ choice: String) -> UIFont? { UIFont(name: choice, size: 17) }\n"),
                .infoPlist(["Fonts/HarborSlab-Bold.ttf", "Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Regular-copy.ttf"]),
                .brokenFont("HarborSlab-Bold", "the named face, family Harbor Slab"),
                .sampleFont("HarborSans-Regular", "family Harbor Sans"),
                .brokenFont("HarborSans-Regular-copy", "PostScript name HarborSans-Regular too"),
            ], expectedCount: 1, severity: .error),
            RuleExample("without a project, a macOS fonts folder of \".\" registers every copy", files: [
                .text("Info.plist", PropertyListText.document("\t<key>ATSApplicationFontsPath</key>\n\t<string>.</string>\n")),
                .sampleFont("HarborSans-Regular", "PostScript name HarborSans-Regular"),
                .brokenFont("HarborSans-Regular-copy", "PostScript name HarborSans-Regular too, other bytes"),
            ], expectedCount: 1),
        ],
        nonTriggering: [
            RuleExample("an app and its App Clip each copy and register their own copy of one font: two bundles (FP120)", files: [
                .xcodeProject([
                    RuleExample.Target("App", resources: ["Fonts/HarborSans-Regular.ttf"]),
                    RuleExample.Target("Clip", productType: "com.apple.product-type.application.on-demand-install-capable", infoPlist: "Clip/Info.plist",
                                       resources: ["Clip/Fonts/HarborSans-Regular.ttf"]),
                ]),
                .infoPlist(["HarborSans-Regular.ttf"]), .infoPlist(["HarborSans-Regular.ttf"], at: "Clip/Info.plist"),
                .sampleFont("HarborSans-Regular", "copied and registered by App"),
                .sampleFont("HarborSans-Regular", at: "Clip/Fonts/HarborSans-Regular.ttf", "copied and registered by Clip"),
            ]),
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
            RuleExample("two registered byte-for-byte copies of one file: whichever iOS keeps draws the same (FP1425)", files: [
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Legacy/HarborSans-Regular.ttf"]),
                .sampleFont("HarborSans-Regular", "PostScript name HarborSans-Regular"),
                .sampleFont("HarborSans-Regular", at: "Legacy/HarborSans-Regular.ttf", "the same bytes"),
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

    /// A file with HarborSans-Regular's PostScript name and other bytes than the sample app's.
    static let otherBytes = "Examples/BrokenSampleApp/BrokenApp/Fonts/HarborSans-Regular-copy.ttf"

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
        let bundles = TargetBundles(bundle.targets)
        // Copies of a family no name reaches draw nothing, whichever iOS keeps: an info (D580). A name given at
        // run time may reach any family, so then every copy keeps the error.
        let namesAtRunTime = context.references.contains { $0.resolution == .runTime }
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
            // Each bundle registers its own fonts: an app and its App Clip each copying one file compete in
            // neither (FP120). A face reported in one bundle is not reported again for the next.
            var reported: Set<String> = []
            for group in bundles.groups(of: seen).map(Self.withoutIdenticalCopies) where group.count > 1 {
                let first = group[0]
                let drawn = namesAtRunTime || group.contains { context.namedFaces.names($0.face) }
                for other in group.dropFirst() where reported.insert("\(other.font.path)#\(other.face.faceIndex)").inserted {
                    let message = Finding.Message.duplicatePostScriptName(name, alsoIn: first)
                    let unnamed = drawn ? nil : unnamedFamilyFinding(message, face: other, in: context)
                    findings.append(unnamed ?? finding(message, face: other))
                }
            }
        }
        return findings
    }

    /// The group without the faces whose file is byte for byte an earlier face's: whichever of two identical
    /// copies iOS keeps draws the same (FP1425: CovPass ships OpenSans-Bold four times, the same bytes each time).
    /// Files are compared only within a group of one PostScript name, which is rare.
    private static func withoutIdenticalCopies(_ group: [BundleFace]) -> [BundleFace] {
        var kept: [BundleFace] = []
        for face in group where !kept.contains(where: { $0.face.faceIndex == face.face.faceIndex && $0.face.instanceIndex == face.face.instanceIndex
            && FileManager.default.contentsEqual(atPath: $0.font.path, andPath: face.font.path) })
        {
            kept.append(face)
        }
        return kept
    }
}

/// The bundles lint knows apart: each linted target (an app, an App Clip, an extension, a watch app) builds its
/// own, whose Info.plist registers only what it copies.
private struct TargetBundles {
    /// The files each target copies, in target order.
    let copiedByTarget: [Set<String>]
    /// The files some linted target copies.
    let copiedByAny: Set<String>

    init(_ targets: [XcodeTarget]) {
        copiedByTarget = targets.map { Set($0.copiedFiles.map(\.path)) }
        copiedByAny = copiedByTarget.reduce(into: []) { $0.formUnion($1) }
    }

    /// The faces of each bundle, in the order given. A file no linted target copies (a Swift package's
    /// resource, an embedded framework's) may land in any of them, so it is in every group; without a project
    /// there is one bundle.
    func groups(of faces: [BundleFace]) -> [[BundleFace]] {
        guard !copiedByTarget.isEmpty else { return [faces] }
        return copiedByTarget.map { files in faces.filter { files.contains($0.font.path) || !copiedByAny.contains($0.font.path) } }
    }
}

extension Finding.Message {
    static func duplicatePostScriptName(_ name: String, alsoIn first: BundleFace) -> Self {
        Self("PostScript name \"\(name)\" is also in \(first.place); iOS registers one of them and drops the other")
    }
}
