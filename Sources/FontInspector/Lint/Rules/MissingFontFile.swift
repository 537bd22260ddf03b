struct MissingFontFile: Rule {
    static let description = RuleDescription(
        id: "missing-font-file", category: .registration, defaultSeverity: .error,
        rationale: "A UIAppFonts entry (or ATSApplicationFontsPath folder) that matches no file registers nothing: every name in that file then falls back silently to the system font. Where the app's code and storyboards name fonts and every one of those names resolves, no name needs the missing file, and iOS skips the entry: a warning (the entry can go), not an error. The same holds for an entry that differs from its file only in letter case, unless a name loads a face of that file.",
        triggering: [
            RuleExample("an entry for a deleted file, while every name the code uses resolves: a warning (D120)", files: [
                .infoPlist(["HarborSans-Regular.ttf", "↓HarborSans-Light.ttf"]),
                .sampleFont("HarborSans-Regular", at: "HarborSans-Regular.ttf", "present"),
                .text("Sources/Title.swift", "let title = UIFont(name: \"HarborSans-Regular\", size: 17)\n"),
            ], severity: .warning),
            RuleExample("an entry differing from its file in letter case, for a face no name uses, while every name the code uses resolves: a warning (D201)", files: [
                .infoPlist(["HarborSans-Regular.ttf", "↓harborsans-bold.ttf"]),
                .sampleFont("HarborSans-Regular", at: "HarborSans-Regular.ttf", "present, named"),
                .sampleFont("HarborSans-Bold", at: "HarborSans-Bold.ttf", "the entry's file in another letter case, named by nothing"),
                .text("Sources/Title.swift", "let title = UIFont(name: \"HarborSans-Regular\", size: 17)\n"),
            ], severity: .warning),
            RuleExample("a file the target copies but the checkout lacks is made before the build: an info (FP102)", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["assets/fonts/Icons.ttf"])]),
                .infoPlist(["HarborSans-Regular.ttf", "↓Icons.ttf"]),
                .sampleFont("HarborSans-Regular", at: "HarborSans-Regular.ttf", "present"),
            ], severity: .info),
            RuleExample("the target copies a file the checkout lacks; a same-named file elsewhere is in no target: still made before the build (M221)", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["../src/fonts/HarborSans-Regular.ttf"])], at: "ios/App.xcodeproj/project.pbxproj"),
                .infoPlist(["↓HarborSans-Regular.ttf"], at: "ios/Info.plist"),
                .sampleFont("HarborSans-Regular", at: "ios/HarborSans-Regular.ttf", "an old copy no target copies"),
            ], severity: .info),
            RuleExample("with CocoaPods and no file anywhere in the checkout, a pod may copy it (react-native-vector-icons): an info (FP220)", files: [
                .xcodeProject([RuleExample.Target("App", scriptPhases: ["[CP] Copy Pods Resources"])]),
                .infoPlist(["↓Ionicons.ttf"]),
                .text("Podfile.lock", "PODS:\n  - react-native-vector-icons-ionicons (13.1.2)\n"),
            ], severity: .info),
            RuleExample("the only file of that name is the Android app's copy, which no target copies: still a pod's file (FP800)", files: [
                .xcodeProject([RuleExample.Target("App", scriptPhases: ["[CP] Copy Pods Resources"])], at: "ios/App.xcodeproj/project.pbxproj"),
                .infoPlist(["↓Ionicons.ttf"], at: "ios/Info.plist"),
                .text("ios/Podfile.lock", "PODS:\n  - react-native-vector-icons-ionicons (12.4.0)\n"),
                .sampleFont("HarborSans-Regular", at: "android/app/src/main/assets/fonts/Ionicons.ttf", "the Android app's copy, in no target"),
            ], severity: .info),
            RuleExample("an entry for a file that is not there, and one that differs in letter case", files: [
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "↓Fonts/HarborSans-Light.ttf", "↓fonts/harborsans-regular.ttf"]),
                .sampleFont("HarborSans-Regular", "any readable font"),
            ]),
            RuleExample("an entry in a Swift package's resource bundle naming a file the package does not ship (T960)", files: [
                .xcodeProject([RuleExample.Target("App")]),
                .text("Packages/Fonts/Package.swift", Self.fontsPackage),
                .infoPlist(["↓Fonts_Fonts.bundle/harbor_sans_regular.ttf"]),
                .sampleFont("HarborSans-Regular", at: "Packages/Fonts/Sources/Fonts/HarborSans-Regular.ttf", "the package's file, by another name"),
            ]),
            RuleExample("an app's own ../../Frameworks/… entry leaves its bundle: only an extension lives inside a host app", files: [
                .xcodeProject([
                    RuleExample.Target("App"),
                    RuleExample.Target("Theme", productType: "com.apple.product-type.framework", infoPlist: nil, resources: ["Theme/Fonts/HarborSans-Regular.ttf"]),
                ]),
                .infoPlist(["↓../../Frameworks/Theme.framework/HarborSans-Regular.ttf"]),
                .sampleFont("HarborSans-Regular", at: "Theme/Fonts/HarborSans-Regular.ttf", "copied into Theme.framework"),
            ]),
            RuleExample("without a project, an entry two files answer to is ambiguous", files: [
                .infoPlist(["↓HarborSans-Regular.ttf"]),
                .sampleFont("HarborSans-Regular", at: "Fonts/HarborSans-Regular.ttf", "one copy"),
                .sampleFont("HarborSans-Regular", at: "Preview.bundle/fonts/HarborSans-Regular.ttf", "another"),
            ]),
        ],
        nonTriggering: [
            RuleExample("the target copies one of the two files to the entry's path; the other is inside a copied bundle folder (FP16)", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["Fonts/HarborSans-Regular.ttf", "Preview.bundle/"])]),
                .infoPlist(["HarborSans-Regular.ttf"]),
                .sampleFont("HarborSans-Regular", at: "Fonts/HarborSans-Regular.ttf", "copied to the bundle root"),
                .sampleFont("HarborSans-Regular", at: "Preview.bundle/fonts/HarborSans-Regular.ttf", "copied inside Preview.bundle"),
            ]),
            RuleExample("a React Native project in ios/ copies ../assets/fonts/…; android/ holds the Android app's copy (FP100)", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["../assets/fonts/HarborSans-Regular.ttf"])], at: "ios/App.xcodeproj/project.pbxproj"),
                .infoPlist(["HarborSans-Regular.ttf"], at: "ios/Info.plist"),
                .sampleFont("HarborSans-Regular", at: "assets/fonts/HarborSans-Regular.ttf", "copied by App"),
                .sampleFont("HarborSans-Regular", at: "android/app/src/main/assets/fonts/HarborSans-Regular.ttf", "the Android app's copy"),
            ]),
            RuleExample("an extension's entry for a file only the app target copies; android/ holds the Android app's copy (FP100)", files: [
                .xcodeProject([
                    RuleExample.Target("App", resources: ["ios/HarborSans-Regular.ttf"]),
                    RuleExample.Target("Share", productType: "com.apple.product-type.app-extension", infoPlist: "Share/Info.plist"),
                ]),
                .infoPlist(["HarborSans-Regular.ttf"]), .infoPlist(["HarborSans-Regular.ttf"], at: "Share/Info.plist"),
                .sampleFont("HarborSans-Regular", at: "ios/HarborSans-Regular.ttf", "copied by App only"),
                .sampleFont("HarborSans-Regular", at: "android/app/src/main/assets/fonts/HarborSans-Regular.ttf", "the Android app's copy"),
            ]),
            RuleExample("XcodeGen: an app and its widget each declare the entry and each copies its own file (FP180)", files: [
                .text("project.yml", Self.appAndWidgetSpec),
                .sampleFont("HarborSans-Regular", at: "App/Fonts/HarborSans-Regular.ttf", "copied by App"),
                .sampleFont("HarborSans-Regular", at: "Widget/Fonts/HarborSans-Regular.ttf", "copied by Widget"),
            ]),
            RuleExample("an Info.plist no target builds, while the app names its own: its entries register nothing (FP242)", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["HarborSans-Regular.ttf"])]),
                .infoPlist(["HarborSans-Regular.ttf"]),
                .infoPlist(["HarborSans-Light.ttf"], at: "Core/Info.plist"),
                .sampleFont("HarborSans-Regular", at: "HarborSans-Regular.ttf", "copied and registered by App"),
            ]),
            RuleExample("a framework target's Info.plist: iOS reads UIAppFonts only from the app's (M280)", files: [
                .xcodeProject([
                    RuleExample.Target("App", resources: ["HarborSans-Regular.ttf"]),
                    RuleExample.Target("Theme", productType: "com.apple.product-type.framework", infoPlist: "Theme/Info.plist"),
                ]),
                .infoPlist(["HarborSans-Regular.ttf"]),
                .infoPlist(["HarborSans-Light.ttf"], at: "Theme/Info.plist"),
                .sampleFont("HarborSans-Regular", at: "HarborSans-Regular.ttf", "copied and registered by App"),
            ]),
            RuleExample("a Tuist framework's manifest: its UIAppFonts register nothing (M280)", files: [
                .text("Theme/Project.swift", "let project = Project.framework(name: \"Theme\", infoPlist: [\"UIAppFonts\": [\"HarborSans-Light.ttf\"]])\n"),
                .infoPlist(["HarborSans-Regular.ttf"]),
                .sampleFont("HarborSans-Regular", at: "HarborSans-Regular.ttf", "registered by the app"),
            ]),
            RuleExample("an entry naming a local Swift package's font inside SwiftPM's <package>_<target>.bundle (FP1001)", files: [
                .xcodeProject([RuleExample.Target("App")]),
                .text("Packages/Fonts/Package.swift", Self.fontsPackage),
                .infoPlist(["Fonts_Fonts.bundle/HarborSans-Regular.ttf"]),
                .sampleFont("HarborSans-Regular", at: "Packages/Fonts/Sources/Fonts/HarborSans-Regular.ttf", "copied into Fonts_Fonts.bundle"),
            ]),
            RuleExample("an entry into a framework the app embeds, naming a file the framework target copies (FP1400)", files: [
                .xcodeProject([
                    RuleExample.Target("App"),
                    RuleExample.Target("Theme", productType: "com.apple.product-type.framework", infoPlist: nil, resources: ["Theme/Fonts/HarborSans-Regular.ttf"]),
                ]),
                .infoPlist(["Frameworks/Theme.framework/HarborSans-Regular.ttf"]),
                .sampleFont("HarborSans-Regular", at: "Theme/Fonts/HarborSans-Regular.ttf", "copied into Theme.framework"),
            ]),
            RuleExample("an app extension's ../../Frameworks/… entry: its host app's embedded framework (FP1401)", files: [
                .xcodeProject([
                    RuleExample.Target("App"),
                    RuleExample.Target("Share", productType: "com.apple.product-type.app-extension", infoPlist: "Share/Info.plist"),
                    RuleExample.Target("Theme", productType: "com.apple.product-type.framework", infoPlist: nil, resources: ["Theme/Fonts/HarborSans-Regular.ttf"]),
                ]),
                .infoPlist(["Frameworks/Theme.framework/HarborSans-Regular.ttf"]),
                .infoPlist(["../../Frameworks/Theme.framework/HarborSans-Regular.ttf"], at: "Share/Info.plist"),
                .sampleFont("HarborSans-Regular", at: "Theme/Fonts/HarborSans-Regular.ttf", "copied into Theme.framework"),
            ]),
            RuleExample("every entry names a file", files: [
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "any readable font"),
            ]),
        ])

    /// A local package whose target Fonts ships a font as a resource, in the bundle SwiftPM names Fonts_Fonts.bundle.
    static let fontsPackage = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Fonts", targets: [
            .target(name: "Fonts", resources: [.copy("HarborSans-Regular.ttf")]),
        ])

        """

    /// An XcodeGen spec whose app and widget extension both list HarborSans-Regular.ttf, each from its own folder.
    static let appAndWidgetSpec = """
        name: App
        targets:
          App:
            type: application
            platform: iOS
            sources: [App]
            info:
              path: App/Info.plist
              properties:
                UIAppFonts: [HarborSans-Regular.ttf]
          Widget:
            type: app-extension
            platform: iOS
            sources: [Widget]
            info:
              path: Widget/Info.plist
              properties:
                UIAppFonts: [HarborSans-Regular.ttf]

        """

    func check(_ context: LintContext) -> [Finding] {
        guard let registration = context.bundle.registration else { return [] }
        let madeBeforeTheBuild = FontsMadeBeforeTheBuild(context.bundle)
        let fromPods = FontsFromPods(context.bundle, madeBeforeTheBuild: madeBeforeTheBuild)
        // A name that resolves to nothing (or is given at run time) may be one the missing file was to answer.
        let everyNameResolves = !context.references.isEmpty && context.references.allSatisfy { reference in
            switch reference.resolution {
            case .unresolved, .runTime: false
            default: true
            }
        }
        // The files whose faces the app's names load: a letter-case twin among them is needed.
        let namedFiles = Set(context.references.compactMap { $0.resolution.loadedFace?.font.path })
        let entries = registration.entries.compactMap { resolved -> Finding? in
            let entry = resolved.entry
            if let made = madeBeforeTheBuild.entries.first(where: { $0.entry == entry }) {
                return finding(.appFontMadeBeforeTheBuild(entry, made: made), file: entry.file, line: entry.line, keyPath: entry.keyPath, severity: .info)
            }
            if let pod = fromPods.entries.first(where: { $0.entry == entry }) {
                return finding(.appFontMayComeFromPod(entry, pod: pod), file: entry.file, line: entry.line, keyPath: entry.keyPath, severity: .info)
            }
            let message: Finding.Message
            switch resolved.resolution {
            case .matched: return nil
            case .missing(let candidates) where !candidates.isEmpty:
                // On a device the entry registers nothing; when no name needs the file, nothing fails (D201).
                if everyNameResolves && !candidates.contains(where: namedFiles.contains) {
                    return finding(.appFontCaseMismatchUnneeded(entry, candidates: candidates), file: entry.file, line: entry.line, keyPath: entry.keyPath, severity: .warning)
                }
                message = .appFontCaseMismatch(entry, candidates: candidates)
            case .missing where everyNameResolves:
                return finding(.appFontMissingAndUnneeded(entry, root: context.bundle.root), file: entry.file, line: entry.line, keyPath: entry.keyPath, severity: .warning)
            case .missing: message = .appFontMissing(entry, root: context.bundle.root)
            case .ambiguous(let files): message = .appFontAmbiguous(entry, files: files)
            case .escapesBundle: message = .appFontEscapesBundle(entry)
            }
            return finding(message, file: entry.file, line: entry.line, keyPath: entry.keyPath)
        }
        let folders = registration.folders.compactMap { resolved -> Finding? in
            let folder = resolved.folder
            let message: Finding.Message
            switch resolved.resolution {
            case .matched: return nil
            case .missing(let candidates) where !candidates.isEmpty: message = .fontsFolderCaseMismatch(folder, candidates: candidates)
            case .missing: message = .fontsFolderMissing(folder)
            case .escapesBundle: message = .fontsFolderEscapesBundle(folder)
            }
            return finding(message, file: folder.file, line: folder.line, keyPath: folder.keyPath)
        }
        return entries + folders
    }
}

/// The UIAppFonts messages follow the entry's key path (`UIAppFonts[2]: "A.ttf" matches no file …`), the
/// ATSApplicationFontsPath ones the key's.
extension Finding.Message {
    static func appFontCaseMismatch(_ entry: Located<String>, candidates: [String]) -> Self {
        Self("\"\(entry.value)\" matches no file; \(candidates.joined(separator: ", ")) differs only in letter case, and paths are case-sensitive on devices")
    }

    static func appFontCaseMismatchUnneeded(_ entry: Located<String>, candidates: [String]) -> Self {
        Self("\"\(entry.value)\" matches no file; \(candidates.joined(separator: ", ")) differs only in letter case, and paths are case-sensitive on devices, so the entry registers nothing there; every font name the app uses resolves without that file, so nothing fails: correct the entry's case, or remove it")
    }

    static func appFontMissing(_ entry: Located<String>, root: String) -> Self {
        Self("\"\(entry.value)\" matches no file under \(root)")
    }

    static func appFontMissingAndUnneeded(_ entry: Located<String>, root: String) -> Self {
        Self("\"\(entry.value)\" matches no file under \(root); every font name the app uses resolves without it, so iOS skips the entry and nothing fails: remove it")
    }

    static func appFontMadeBeforeTheBuild(_ entry: Located<String>, made: FontsMadeBeforeTheBuild.Entry) -> Self {
        Self("\"\(entry.value)\" is not in the checkout, but target \"\(made.target)\" copies \(made.copied.path) to that path: a file made before the build (a postinstall step, a script), without which Xcode stops the build; not checked")
    }

    static func appFontMayComeFromPod(_ entry: Located<String>, pod: FontsFromPods.Entry) -> Self {
        let found = pod.androidCopy.map { "matches no file of the iOS app (\($0) is the Android app's copy, which no target copies)" }
            ?? "matches no file in the checkout"
        return Self("\"\(entry.value)\" \(found), but target \"\(pod.target)\" has a \"[CP] Copy Pods Resources\" phase: a pod may copy it (react-native-vector-icons' pods copy their fonts), and lint cannot see Pods/; not checked")
    }

    static func appFontAmbiguous(_ entry: Located<String>, files: [String]) -> Self {
        Self("\"\(entry.value)\" is ambiguous: \(files.joined(separator: " and ")) all match, and which one the app gets depends on target membership")
    }

    static func appFontEscapesBundle(_ entry: Located<String>) -> Self {
        Self("\"\(entry.value)\" is absolute or leaves the bundle; entries are paths relative to the bundle root (it was not opened)")
    }

    static func fontsFolderCaseMismatch(_ folder: Located<String>, candidates: [String]) -> Self {
        Self("\"\(folder.value)\" names no folder; \(candidates.joined(separator: ", ")) differs only in letter case")
    }

    static func fontsFolderMissing(_ folder: Located<String>) -> Self {
        Self("\"\(folder.value)\" names no folder under the bundle's Resources")
    }

    static func fontsFolderEscapesBundle(_ folder: Located<String>) -> Self {
        Self("\"\(folder.value)\" is absolute or leaves the bundle; it is relative to Contents/Resources (it was not opened)")
    }
}
