struct FontNotInTarget: Rule {
    static let description = RuleDescription(
        id: "font-not-in-target", category: .registration, defaultSeverity: .error,
        rationale: "A font named in a target's UIAppFonts whose file the target does not copy (Target Membership; the Copy Bundle Resources phase) is not in the built app: iOS registers nothing and every name in the file falls back to the system font. The most reported custom-font failure. A target with CocoaPods' [CP] Copy Pods Resources phase may get the file from a pod, which lint cannot see: a warning then. A target that copies no font and names none (a native share extension listing the app's fonts) fails nothing: an info.",
        triggering: [
            RuleExample("the target does not copy the file it registers", files: [
                .xcodeProject([RuleExample.Target("App")]), .infoPlist(["↓HarborSans-Regular.ttf"]),
                .sampleFont("HarborSans-Regular", at: "App/HarborSans-Regular.ttf", "in no Copy Bundle Resources phase"),
            ]),
            RuleExample("with CocoaPods the file may come from a pod: a warning, not an error (FP5)", files: [
                .xcodeProject([RuleExample.Target("App", scriptPhases: ["[CP] Copy Pods Resources"])]), .infoPlist(["↓HarborSans-Regular.ttf"]),
                .text("Podfile.lock", "PODS:\n  - Icons (1.0)\n"),
                .sampleFont("HarborSans-Regular", at: "App/HarborSans-Regular.ttf", "in no phase; a pod may ship one"),
            ]),
            RuleExample("an extension that copies no font and names none lists the app's fonts: an info, nothing fails (FP103)", files: [
                .xcodeProject([
                    RuleExample.Target("App", resources: ["ios/HarborSans-Regular.ttf"]),
                    RuleExample.Target("Share", productType: "com.apple.product-type.app-extension", infoPlist: "Share/Info.plist", sources: ["Share/ShareViewController.swift"]),
                ]),
                .infoPlist(["HarborSans-Regular.ttf"]), .infoPlist(["↓HarborSans-Regular.ttf"], at: "Share/Info.plist"),
                .text("Share/ShareViewController.swift", "final class ShareViewController {}\n"),
                .sampleFont("HarborSans-Regular", at: "ios/HarborSans-Regular.ttf", "copied by App only"),
                .sampleFont("HarborSans-Regular", at: "android/app/src/main/assets/fonts/HarborSans-Regular.ttf", "the Android app's copy, in no target"),
            ], severity: .info),
        ],
        nonTriggering: [
            RuleExample("the target copies the file it registers", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["App/HarborSans-Regular.ttf"])]), .infoPlist(["HarborSans-Regular.ttf"]),
                .sampleFont("HarborSans-Regular", at: "App/HarborSans-Regular.ttf", "copied by App"),
            ]),
        ])

    func check(_ context: LintContext) -> [Finding] {
        let bundle = context.bundle
        return bundle.targets.flatMap { target -> [Finding] in
            let copied = Set(target.copiedFiles.map(\.bundlePath))
            return target.infoPlists.compactMap { path in bundle.infoPlists.first { $0.file == path } }.flatMap { info in
                info.appFonts.compactMap { entry -> Finding? in
                    guard let components = FontRegistration.bundleRelativeComponents(entry.value), !components.isEmpty else { return nil }
                    let wanted = components.joined(separator: "/")
                    guard !copied.contains(wanted), let file = fileOnDisk(for: entry, in: bundle) else { return nil }
                    let fileName = components[components.count - 1]
                    let elsewhere = target.copiedFiles.first { $0.bundlePath == fileName || $0.bundlePath.hasSuffix("/" + fileName) }
                    if elsewhere == nil, target.copiesPodResources {
                        // A pod may copy a file of that name; lint cannot see Pods/ when it is not committed.
                        return finding(.fontMayComeFromPod(entry, target: target, file: file), file: info.file, line: entry.line, keyPath: entry.keyPath, severity: .warning)
                    }
                    if elsewhere == nil, drawsNoFont(target, in: context) {
                        return finding(.fontEntryUnused(entry, target: target, file: file), file: info.file, line: entry.line, keyPath: entry.keyPath, severity: .info)
                    }
                    let message: Finding.Message = elsewhere.map { .fontCopiedElsewhere(entry, target: target, copied: $0) }
                        ?? .fontNotInTarget(entry, target: target, file: file)
                    return finding(message, file: info.file, line: entry.line, keyPath: entry.keyPath)
                }
            }
        }
    }

    /// True when the target copies no font and the code it compiles and the files it copies name none: nothing
    /// in it draws with the entry's faces, so the missing file fails nothing (a native share extension of a
    /// React Native app, FP103). Unknown (false) when lint does not know what the target compiles.
    private func drawsNoFont(_ target: XcodeTarget, in context: LintContext) -> Bool {
        guard !target.compiledFiles.isEmpty, !target.copiedFiles.contains(where: { context.bundle.font(at: $0.path) != nil }) else { return false }
        let members = target.memberFiles
        return !context.references.contains { members.contains($0.reference.location.file) }
    }

    /// The file an entry names under PATH; nil when there is none (missing-font-file reports that).
    private func fileOnDisk(for entry: Located<String>, in bundle: FontBundle) -> String? {
        switch bundle.registration?.entries.first(where: { $0.entry == entry })?.resolution {
        case .matched(let path): path
        case .ambiguous(let paths): paths.first
        case .missing, .escapesBundle, nil: nil
        }
    }
}

extension Finding.Message {
    static func fontCopiedElsewhere(_ entry: Located<String>, target: XcodeTarget, copied: CopiedFile) -> Self {
        Self("\"\(entry.value)\" is not in target \"\(target.name)\": the target copies \(copied.path) to \(copied.bundlePath) in the app; write that path in UIAppFonts")
    }

    static func fontMayComeFromPod(_ entry: Located<String>, target: XcodeTarget, file: String) -> Self {
        Self("\"\(entry.value)\" is not in target \"\(target.name)\"'s own resources: \(file) is not in its Copy Bundle Resources phase; it may come from a pod (the target has a \"[CP] Copy Pods Resources\" phase and lint cannot see Pods/)")
    }

    static func fontEntryUnused(_ entry: Located<String>, target: XcodeTarget, file: String) -> Self {
        Self("\"\(entry.value)\" is not in target \"\(target.name)\" (\(file) is not in its Copy Bundle Resources phase), but the target copies no font and its code names none, so nothing fails; the entry can go")
    }

    static func fontNotInTarget(_ entry: Located<String>, target: XcodeTarget, file: String) -> Self {
        Self("\"\(entry.value)\" is not in target \"\(target.name)\": \(file) is not in its Copy Bundle Resources phase, so the app does not have it; tick \"\(target.name)\" under Target Membership in the file's inspector")
    }
}
