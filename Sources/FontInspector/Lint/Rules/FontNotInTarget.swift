struct FontNotInTarget: Rule {
    static let description = RuleDescription(
        id: "font-not-in-target", category: .registration, defaultSeverity: .error,
        rationale: "A font named in a target's UIAppFonts whose file the target does not copy (Target Membership; the Copy Bundle Resources phase) is not in the built app: iOS registers nothing and every name in the file falls back to the system font. The most reported custom-font failure. A target with CocoaPods' [CP] Copy Pods Resources phase may get the file from a pod, which lint cannot see: a warning then. A file a local Swift package ships is in the package's own resource bundle, where UIAppFonts does not look: an error when no code of the package or target registers fonts, an info (the entries do nothing) when some does. A target that copies no font and names none (a native share extension listing the app's fonts) fails nothing: an info.",
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
            RuleExample("a local Swift package's font with nothing registering it: UIAppFonts cannot reach the package's bundle", files: [
                .xcodeProject([RuleExample.Target("App")]), .infoPlist(["↓HarborSans-Regular.ttf"]),
                .text("Brand/Package.swift", brandPackageManifest),
                .sampleFont("HarborSans-Regular", at: "Brand/Sources/Brand/Resources/HarborSans-Regular.ttf", "a resource of the package"),
            ]),
            RuleExample("a local Swift package's font its code registers: the entry only does nothing, an info (FP40)", files: [
                .xcodeProject([RuleExample.Target("App")]), .infoPlist(["↓HarborSans-Regular.ttf", "HarborSans-Bold.ttf"]),
                .text("Brand/Package.swift", brandPackageManifest),
                .text("Brand/Sources/Brand/Fonts.swift", "public func registerFonts() {\n    for url in Bundle.module.urls(forResourcesWithExtension: \"ttf\", subdirectory: nil) ?? [] {\n        CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)\n    }\n}\n"),
                .sampleFont("HarborSans-Regular", at: "Brand/Sources/Brand/Resources/HarborSans-Regular.ttf", "a resource of the package"),
                .sampleFont("HarborSans-Bold", at: "Brand/Sources/Brand/Resources/HarborSans-Bold.ttf", "a resource of the package"),
            ], severity: .info),
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
            RuleExample("an entry naming a local Swift package's font inside SwiftPM's <package>_<target>.bundle (FP1001)", files: [
                .xcodeProject([RuleExample.Target("App")]),
                .text("Packages/Fonts/Package.swift", MissingFontFile.fontsPackage),
                .infoPlist(["Fonts_Fonts.bundle/HarborSans-Regular.ttf"]),
                .sampleFont("HarborSans-Regular", at: "Packages/Fonts/Sources/Fonts/HarborSans-Regular.ttf", "copied into Fonts_Fonts.bundle"),
            ]),
            RuleExample("the target copies the file it registers", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["App/HarborSans-Regular.ttf"])]), .infoPlist(["HarborSans-Regular.ttf"]),
                .sampleFont("HarborSans-Regular", at: "App/HarborSans-Regular.ttf", "copied by App"),
            ]),
            RuleExample("with CocoaPods, the entry's only file is the Android app's copy: the bundle gets a pod's file, as missing-font-file's info says (FP800)", files: [
                .xcodeProject([RuleExample.Target("App", scriptPhases: ["[CP] Copy Pods Resources"])], at: "ios/App.xcodeproj/project.pbxproj"),
                .infoPlist(["Ionicons.ttf"], at: "ios/Info.plist"),
                .text("ios/Podfile.lock", "PODS:\n  - react-native-vector-icons-ionicons (12.4.0)\n"),
                .sampleFont("HarborSans-Regular", at: "android/app/src/main/assets/fonts/Ionicons.ttf", "the Android app's copy, in no target"),
            ]),
        ])

    /// A design-system package whose one target ships its `Resources` folder.
    private static let brandPackageManifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Brand", targets: [.target(name: "Brand", resources: [.process("Resources")])])

        """

    func check(_ context: LintContext) -> [Finding] {
        let bundle = context.bundle
        return bundle.targets.flatMap { target -> [Finding] in
            let copied = Set(target.copiedFiles.map(\.bundlePath))
            return target.infoPlists.compactMap { path in bundle.infoPlists.first { $0.file == path } }.flatMap { info in
                var registeredFromPackage: [(entry: Located<String>, package: String, registrar: String)] = []
                let findings = info.appFonts.compactMap { entry -> Finding? in
                    guard let components = FontRegistration.bundleRelativeComponents(entry.value), !components.isEmpty else { return nil }
                    let wanted = components.joined(separator: "/")
                    guard !copied.contains(wanted), let file = fileOnDisk(for: entry, in: bundle) else { return nil }
                    // An entry into a framework the app embeds names the file that framework copies (FP1400).
                    if let product = FontRegistration.embeddedFrameworkPath(components),
                        bundle.embeddedTargets.contains(where: { $0.name == product.framework && $0.copiedFiles.contains { $0.path == file } })
                    { return nil }
                    let fileName = components[components.count - 1]
                    let elsewhere = target.copiedFiles.first { $0.bundlePath == fileName || $0.bundlePath.hasSuffix("/" + fileName) }
                    if elsewhere == nil, let package = bundle.packageResourceFonts[file] {
                        // An entry into the package's own bundle (`Fonts_Fonts.bundle/…`) registers the file (FP1001).
                        if components.count > 1, FontRegistration.packageBundleTarget(components[0], ofPackageAt: package) != nil { return nil }
                        // The package's resource bundle is not where UIAppFonts looks; code may register the file from it (FP40).
                        guard let registrar = registeringFile(for: target, package: package, in: bundle) else {
                            return finding(.fontInPackageBundle(entry, target: target, file: file, package: package), file: info.file, line: entry.line, keyPath: entry.keyPath)
                        }
                        registeredFromPackage.append((entry, package, registrar))
                        return nil
                    }
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
                // One info per Info.plist and package: the entries are harmless, and a design system's fonts come in dozens.
                let packages = registeredFromPackage.map(\.package).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                return findings + packages.map { package in
                    let group = registeredFromPackage.filter { $0.package == package }
                    return finding(
                        .entriesRegisteredFromPackage(group.map(\.entry), target: target, package: package, registrar: group[0].registrar),
                        file: info.file, line: group[0].entry.line, keyPath: group[0].entry.keyPath, severity: .info)
                }
            }
        }
    }

    /// A file that registers fonts at run time and can reach the package's resources: one of the package's own,
    /// or one the target compiles (any, when lint does not know what it compiles). Nil when there is none.
    private func registeringFile(for target: XcodeTarget, package: String, in bundle: FontBundle) -> String? {
        let registering = bundle.registeringSourceFiles.sorted()
        let inPackage = package.isEmpty ? registering.first : registering.first { $0.hasPrefix(package + "/") }
        let compiled = Set(target.compiledFiles)
        return inPackage ?? registering.first { compiled.isEmpty || compiled.contains($0) }
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

    static func fontInPackageBundle(_ entry: Located<String>, target: XcodeTarget, file: String, package: String) -> Self {
        Self("\"\(entry.value)\" is not in target \"\(target.name)\": \(file) is a resource of the Swift package at \(package), which ships it in the package's own resource bundle, where UIAppFonts does not look, and no code registers fonts at run time; register it from that bundle (CTFontManagerRegisterFontsForURL) or copy the file into the target")
    }

    static func entriesRegisteredFromPackage(_ entries: [Located<String>], target: XcodeTarget, package: String, registrar: String) -> Self {
        let names = entries.prefix(3).map { "\"\($0.value)\"" }.joined(separator: ", ") + (entries.count > 3 ? ", …" : "")
        let count = entries.count == 1 ? "1 UIAppFonts entry (\(names)) does" : "\(entries.count) UIAppFonts entries (\(names)) do"
        return Self("\(count) nothing for target \"\(target.name)\": the files are resources of the Swift package at \(package), in its own resource bundle, where UIAppFonts does not look; \(registrar) registers fonts at run time, which is how the app gets them: the entries can go")
    }

    static func fontEntryUnused(_ entry: Located<String>, target: XcodeTarget, file: String) -> Self {
        Self("\"\(entry.value)\" is not in target \"\(target.name)\" (\(file) is not in its Copy Bundle Resources phase), but the target copies no font and its code names none, so nothing fails; the entry can go")
    }

    static func fontNotInTarget(_ entry: Located<String>, target: XcodeTarget, file: String) -> Self {
        Self("\"\(entry.value)\" is not in target \"\(target.name)\": \(file) is not in its Copy Bundle Resources phase, so the app does not have it; tick \"\(target.name)\" under Target Membership in the file's inspector")
    }
}
