struct FontNotRegistered: Rule {
    static let description = RuleDescription(
        id: "font-not-registered", category: .fontReferences, defaultSeverity: .error,
        rationale: "The face exists in the app, but no UIAppFonts entry registers its file, so iOS does not know it and the name falls back to the system font. A file a copied storyboard or xib lists in its customFonts index is registered: Xcode adds it to the built Info.plist (IBC_/IBSC_COMPILER_AUTO_ACTIVATE_CUSTOM_FONTS, on by default). Quiet where the code that names it is built with code registering fonts at run time (CTFontManagerRegisterGraphicsFont, FontBlaster, FontAwesomeKit): which files that registers is decided when the app runs; unless lint can name every file it takes (literal resource lookups in a function without parameters, or cocos2d's CCLabelTTF, which registers only the .ttf files the code and SpriteBuilder scenes hand it by file name). A name in code that only extensions or other app targets build, whose file only other app targets copy (a widget drawing the app's font), is a warning: that bundle has no such file, and the name falls back to the system font there; quiet when any code registers fonts at run time or the targets copy their pods' resources.",
        triggering: [
            RuleExample("code names a face whose file is not in UIAppFonts", files: [
                .text("Sources/Quote.swift", "let quote = UIFont(name: ↓\"HarborSans-Italic\", size: 17)\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]),
                .sampleFont("HarborSans-Regular", "registered"), .sampleFont("HarborSans-Italic", "not registered"),
            ]),
            RuleExample("a launch screen names it: drawn before the code that registers fonts runs", files: [
                .text("Sources/Fonts.swift", "import FontBlaster\nfunc setUp() { FontBlaster.blast() }\n"),
                .text("LaunchScreen.storyboard", "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"><label><fontDescription key=\"fontDescription\" name=\"HarborSans-Italic\" family=\"Harbor Sans\" pointSize=\"17\"/></label></document>\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]),
                .sampleFont("HarborSans-Regular", "registered"), .sampleFont("HarborSans-Italic", "not in UIAppFonts"),
            ], expectedCount: 1),
            RuleExample("the project turns off Xcode's registering of a storyboard's custom fonts (IBSC_COMPILER_AUTO_ACTIVATE_CUSTOM_FONTS = NO)", files: [
                .xcodeProject([RuleExample.Target(
                    "App", resources: ["Main.storyboard", "Fonts/HarborSans-Bold.ttf"], sources: ["Sources/Title.swift"],
                    buildSettings: ["IBSC_COMPILER_AUTO_ACTIVATE_CUSTOM_FONTS": "NO"])]),
                .infoPlist([]),
                .text("Main.storyboard", "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"><resources/><customFonts key=\"customFonts\"><array key=\"HarborSans-Bold.ttf\"><string>HarborSans-Bold</string></array></customFonts><label><fontDescription key=\"fontDescription\" name=\"HarborSans-Bold\" family=\"Harbor Sans\" pointSize=\"17\"/></label></document>\n"),
                .text("Sources/Title.swift", "let title = UIFont(name: \"HarborSans-Bold\", size: 17)!\n"),
                .sampleFont("HarborSans-Bold", "copied, in no UIAppFonts entry, written or built"),
            ], expectedCount: 3),
            RuleExample("the .xcconfig the target's configuration is based on turns it off: Xcode reads the file's settings as the target's (M500)", files: [
                .xcodeProject([RuleExample.Target(
                    "App", resources: ["Main.storyboard", "Fonts/HarborSans-Bold.ttf"], sources: ["Sources/Title.swift"], baseConfiguration: "App.xcconfig")]),
                .text("App.xcconfig", "IBSC_COMPILER_AUTO_ACTIVATE_CUSTOM_FONTS = NO\n"),
                .infoPlist([]),
                .text("Main.storyboard", "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"><resources/><customFonts key=\"customFonts\"><array key=\"HarborSans-Bold.ttf\"><string>HarborSans-Bold</string></array></customFonts><label><fontDescription key=\"fontDescription\" name=\"HarborSans-Bold\" family=\"Harbor Sans\" pointSize=\"17\"/></label></document>\n"),
                .text("Sources/Title.swift", "let title = UIFont(name: \"HarborSans-Bold\", size: 17)!\n"),
                .sampleFont("HarborSans-Bold", "copied, in no UIAppFonts entry, written or built"),
            ], expectedCount: 3),
            RuleExample(
                "a cocos2d label names a face that nothing registers: CCLabelTTF registers only the files it is handed by file name, and no code or scene names this one (M622)",
                files: cocos2dApp(sceneHands: "HarborSans-Regular.ttf", mark: "↓", italic: "copied, not in UIAppFonts")),
            RuleExample("two app targets each copy their own copy of a face: the one whose Info.plist registers none fails, however the other registers its own (M402)", files: [
                .xcodeProject([
                    RuleExample.Target("App", resources: ["App/Fonts/HarborSans-Bold.ttf"], sources: ["App/Title.swift"]),
                    RuleExample.Target("Kiosk", infoPlist: "Kiosk/Info.plist", resources: ["Kiosk/Fonts/HarborSans-Bold.ttf"], sources: ["Kiosk/Title.swift"]),
                ]),
                .infoPlist(["HarborSans-Bold.ttf"]), .infoPlist([], at: "Kiosk/Info.plist"),
                .text("App/Title.swift", "let title = UIFont(name: \"HarborSans-Bold\", size: 17)\n"),
                .text("Kiosk/Title.swift", "let title = UIFont(name: ↓\"HarborSans-Bold\", size: 17)\n"),
                .sampleFont("HarborSans-Bold", at: "App/Fonts/HarborSans-Bold.ttf", "App's copy, registered by App"),
                .sampleFont("HarborSans-Bold", at: "Kiosk/Fonts/HarborSans-Bold.ttf", "Kiosk's copy, registered by nothing"),
            ], expectedCount: 1),
            RuleExample("both targets copy one file and only App's Info.plist registers it: Kiosk's own code fails (M402)", files: [
                .xcodeProject([
                    RuleExample.Target("App", resources: ["Fonts/HarborSans-Bold.ttf"], sources: ["App/Title.swift"]),
                    RuleExample.Target("Kiosk", infoPlist: "Kiosk/Info.plist", resources: ["Fonts/HarborSans-Bold.ttf"], sources: ["Kiosk/Title.swift"]),
                ]),
                .infoPlist(["HarborSans-Bold.ttf"]), .infoPlist([], at: "Kiosk/Info.plist"),
                .text("App/Title.swift", "let title = UIFont(name: \"HarborSans-Bold\", size: 17)\n"),
                .text("Kiosk/Title.swift", "let title = UIFont(name: ↓\"HarborSans-Bold\", size: 17)\n"),
                .sampleFont("HarborSans-Bold", "copied by both, registered by App's Info.plist only"),
            ], expectedCount: 1),
            RuleExample("a widget's code names a face only the app target copies: the widget's bundle has no such file, and the name falls back to the system font there (M800)", files: [
                .xcodeProject([
                    RuleExample.Target("App", resources: ["App/Fonts/HarborSans-Bold.ttf"], sources: ["App/Main.swift"]),
                    RuleExample.Target("Widget", productType: "com.apple.product-type.app-extension", infoPlist: "Widget/Info.plist", sources: ["Widget/Theme.swift"]),
                ]),
                .infoPlist(["HarborSans-Bold.ttf"]), .infoPlist([], at: "Widget/Info.plist"),
                .text("App/Main.swift", "let app = UIApplication.shared\n"),
                .text("Widget/Theme.swift", "let title = Font.custom(↓\"HarborSans-Bold\", size: 17)\n"),
                .sampleFont("HarborSans-Bold", at: "App/Fonts/HarborSans-Bold.ttf", "copied by App only"),
            ], expectedCount: 1, severity: .warning),
        ],
        nonTriggering: [
            RuleExample("a Mac target copying the font into Contents/Resources, whose ATSApplicationFontsPath is empty: that folder itself (FP1102)", files: [
                .xcodeProject([RuleExample.Target("Mac", resources: ["Fonts/HarborSans-Regular.ttf"], sources: ["Sources/Editor.swift"], sdk: "macosx")]),
                .text("Info.plist", PropertyListText.document("\t<key>ATSApplicationFontsPath</key>\n\t<string></string>\n")),
                .text("Sources/Editor.swift", "let editor = NSFont(name: \"HarborSans-Regular\", size: 14)!\n"),
                .sampleFont("HarborSans-Regular", "copied by Mac"),
            ]),
            RuleExample("the widget's Info.plist lists the file it does not copy: font-not-in-target reports that entry, the one fix for every name (M800)", files: [
                .xcodeProject([
                    RuleExample.Target("App", resources: ["App/Fonts/HarborSans-Bold.ttf"], sources: ["App/Main.swift"]),
                    RuleExample.Target("Widget", productType: "com.apple.product-type.app-extension", infoPlist: "Widget/Info.plist", sources: ["Widget/Theme.swift"]),
                ]),
                .infoPlist(["HarborSans-Bold.ttf"]), .infoPlist(["HarborSans-Bold.ttf"], at: "Widget/Info.plist"),
                .text("App/Main.swift", "let app = UIApplication.shared\n"),
                .text("Widget/Theme.swift", "let title = Font.custom(\"HarborSans-Bold\", size: 17)\n"),
                .sampleFont("HarborSans-Bold", at: "App/Fonts/HarborSans-Bold.ttf", "copied by App only"),
            ]),
            RuleExample("the widget's code registers fonts at run time: it may take the app's file from the app group, which lint cannot follow (M800)", files: [
                .xcodeProject([
                    RuleExample.Target("App", resources: ["App/Fonts/HarborSans-Bold.ttf"], sources: ["App/Main.swift"]),
                    RuleExample.Target("Widget", productType: "com.apple.product-type.app-extension", infoPlist: "Widget/Info.plist", sources: ["Widget/Theme.swift", "Widget/Fonts.swift"]),
                ]),
                .infoPlist(["HarborSans-Bold.ttf"]), .infoPlist([], at: "Widget/Info.plist"),
                .text("App/Main.swift", "let app = UIApplication.shared\n"),
                .text("Widget/Theme.swift", "let title = Font.custom(\"HarborSans-Bold\", size: 17)\n"),
                .text("Widget/Fonts.swift", "func registerFonts(_ url: URL) { CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil) }\n"),
                .sampleFont("HarborSans-Bold", at: "App/Fonts/HarborSans-Bold.ttf", "copied by App only"),
            ]),
            RuleExample("a face a local package registers at run time, reached through another package (Checkout → ../Brand): its code is built into the app (FP762)", files: [
                .text("project.yml", "name: App\npackages:\n  Checkout:\n    path: Checkout\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [App]\n    info:\n      path: App/Info.plist\n      properties:\n        UIAppFonts: [HarborSans-Regular.ttf]\n    dependencies:\n      - package: Checkout\n"),
                .sampleFont("HarborSans-Regular", at: "App/Fonts/HarborSans-Regular.ttf", "registered by UIAppFonts"),
                .text("App/Card.swift", "let number = UIFont(name: \"HarborSans-Bold\", size: 16)\n"),
                .text("Checkout/Package.swift", """
                    // swift-tools-version:5.9
                    import PackageDescription
                    let package = Package(name: "Checkout", dependencies: [.package(path: "../Brand")], targets: [.target(name: "Checkout", dependencies: ["Brand"])])

                    """),
                .text("Brand/Package.swift", """
                    // swift-tools-version:5.9
                    import PackageDescription
                    let package = Package(name: "Brand", targets: [.target(name: "Brand", resources: [.process("Resources")])])

                    """),
                .text("Brand/Sources/Brand/FontLoader.swift", """
                    func register(fileName: String) {
                        guard let url = Bundle.module.url(forResource: fileName, withExtension: "ttf") else { return }
                        CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
                    }
                    """),
                .sampleFont("HarborSans-Bold", at: "Brand/Sources/Brand/Resources/HarborSans-Bold.ttf", "a resource of the package"),
            ]),
            RuleExample(
                "a SpriteBuilder scene hands the face's file to a cocos2d label, which registers it (M622)",
                files: cocos2dApp(sceneHands: "HarborSans-Italic.ttf", mark: "", italic: "registered by the label the scene hands its file")),
            RuleExample("a source file both targets compile names the face one of them registers: it loads where that target draws it; unregistered-font names the target that copies it unregistered (M402)", files: [
                .xcodeProject([
                    RuleExample.Target("App", resources: ["Fonts/HarborSans-Bold.ttf"], sources: ["Shared/Theme.swift"]),
                    RuleExample.Target("Kiosk", infoPlist: "Kiosk/Info.plist", resources: ["Fonts/HarborSans-Bold.ttf"], sources: ["Shared/Theme.swift"]),
                ]),
                .infoPlist(["HarborSans-Bold.ttf"]), .infoPlist([], at: "Kiosk/Info.plist"),
                .text("Shared/Theme.swift", "let heading = UIFont(name: \"HarborSans-Bold\", size: 20)\n"),
                .sampleFont("HarborSans-Bold", "copied by both, registered by App's Info.plist only"),
            ]),
            RuleExample("a framework's code, and a file no target builds, name the face: their host apps are not known, so any registered copy counts (M402)", files: [
                .xcodeProject([
                    RuleExample.Target("App", resources: ["App/Fonts/HarborSans-Bold.ttf"], sources: ["App/Main.swift"]),
                    RuleExample.Target("Kiosk", infoPlist: "Kiosk/Info.plist", resources: ["Kiosk/Fonts/HarborSans-Bold.ttf"], sources: ["Kiosk/Main.swift"]),
                    RuleExample.Target("HarborKit", productType: "com.apple.product-type.framework", infoPlist: "HarborKit/Info.plist", sources: ["HarborKit/Badge.swift"]),
                ]),
                .infoPlist(["HarborSans-Bold.ttf"]), .infoPlist([], at: "Kiosk/Info.plist"), .infoPlist([], at: "HarborKit/Info.plist"),
                .text("App/Main.swift", "let app = UIApplication.shared\n"),
                .text("Kiosk/Main.swift", "let app = UIApplication.shared\n"),
                .text("HarborKit/Badge.swift", "let badge = UIFont(name: \"HarborSans-Bold\", size: 12)\n"),
                .text("Tools/Preview.swift", "let preview = UIFont(name: \"HarborSans-Bold\", size: 12)\n"),
                .sampleFont("HarborSans-Bold", at: "App/Fonts/HarborSans-Bold.ttf", "App's copy, registered by App"),
                .sampleFont("HarborSans-Bold", at: "Kiosk/Fonts/HarborSans-Bold.ttf", "Kiosk's copy, registered by nothing"),
            ]),
            RuleExample("a WatchKit extension's code names the face its WatchKit App copies and the extension's Info.plist lists (M402)", files: [
                .xcodeProject([
                    RuleExample.Target("App", resources: ["App/Fonts/HarborSans-Bold.ttf"], sources: ["App/Main.swift"]),
                    RuleExample.Target(
                        "Watch", productType: XcodeTarget.watchKitAppProductType, infoPlist: "Watch/Info.plist",
                        resources: ["Watch/Fonts/HarborSans-Bold.ttf"], sdk: "watchos", dependencies: ["Watch Extension"]),
                    RuleExample.Target(
                        "Watch Extension", productType: XcodeTarget.watchExtensionProductType, infoPlist: "Watch Extension/Info.plist",
                        sources: ["Watch Extension/Face.swift"], sdk: "watchos"),
                ]),
                .infoPlist(["HarborSans-Bold.ttf"]), .infoPlist([], at: "Watch/Info.plist"),
                .infoPlist(["HarborSans-Bold.ttf"], at: "Watch Extension/Info.plist"),
                .text("App/Main.swift", "let app = UIApplication.shared\n"),
                .text("Watch Extension/Face.swift", "let face = UIFont(name: \"HarborSans-Bold\", size: 15)\n"),
                .sampleFont("HarborSans-Bold", at: "App/Fonts/HarborSans-Bold.ttf", "the iOS app's copy"),
                .sampleFont("HarborSans-Bold", at: "Watch/Fonts/HarborSans-Bold.ttf", "the WatchKit App's copy, listed by the extension"),
            ]),
            RuleExample("the file is registered", files: [
                .text("Sources/Quote.swift", "let quote = UIFont(name: \"HarborSans-Italic\", size: 17)\n"),
                .infoPlist(["Fonts/HarborSans-Italic.ttf"]), .sampleFont("HarborSans-Italic", "registered"),
            ]),
            RuleExample("the code registers the other fonts at run time, with FontBlaster (FP85)", files: [
                .text("Sources/Quote.swift", "import FontBlaster\nfunc setUp() { FontBlaster.blast(bundle: Bundle(for: Reader.self)) }\nlet quote = UIFont(name: \"HarborSans-Italic\", size: 17)\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]),
                .sampleFont("HarborSans-Regular", "registered"), .sampleFont("HarborSans-Italic", "registered by FontBlaster"),
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
            RuleExample("a storyboard the target copies lists the file in its customFonts index: Xcode adds it to the built Info.plist's UIAppFonts (FP340)", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["Main.storyboard", "Fonts/HarborSans-Bold.ttf"], sources: ["Sources/Title.swift"])]),
                .infoPlist([]),
                .text("Main.storyboard", "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"><resources/><customFonts key=\"customFonts\"><array key=\"HarborSans-Bold.ttf\"><string>HarborSans-Bold</string></array></customFonts><label><fontDescription key=\"fontDescription\" name=\"HarborSans-Bold\" family=\"Harbor Sans\" pointSize=\"17\"/></label></document>\n"),
                .text("Sources/Title.swift", "let title = UIFont(name: \"HarborSans-Bold\", size: 17)!\n"),
                .sampleFont("HarborSans-Bold", "copied, registered by the storyboard's build"),
            ]),
            RuleExample("the target's .xcconfig turns it off, but the target's own settings, above the file, turn it on again", files: [
                .xcodeProject([RuleExample.Target(
                    "App", resources: ["Main.storyboard", "Fonts/HarborSans-Bold.ttf"], sources: ["Sources/Title.swift"],
                    buildSettings: ["IBSC_COMPILER_AUTO_ACTIVATE_CUSTOM_FONTS": "YES"], baseConfiguration: "App.xcconfig")]),
                .text("App.xcconfig", "IBSC_COMPILER_AUTO_ACTIVATE_CUSTOM_FONTS = NO\n"),
                .infoPlist([]),
                .text("Main.storyboard", "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"><resources/><customFonts key=\"customFonts\"><array key=\"HarborSans-Bold.ttf\"><string>HarborSans-Bold</string></array></customFonts><label><fontDescription key=\"fontDescription\" name=\"HarborSans-Bold\" family=\"Harbor Sans\" pointSize=\"17\"/></label></document>\n"),
                .text("Sources/Title.swift", "let title = UIFont(name: \"HarborSans-Bold\", size: 17)!\n"),
                .sampleFont("HarborSans-Bold", "copied, registered by the storyboard's build"),
            ]),
        ])

    /// A cocos2d app whose map label names HarborSans-Italic (UIAppFonts lists only HarborSans-Regular) and whose
    /// SpriteBuilder scene hands a label the file `sceneHands`.
    private static func cocos2dApp(sceneHands file: String, mark: String, italic: String) -> [RuleExample.File] {
        [
            .xcodeProject([RuleExample.Target(
                "App", resources: ["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Italic.ttf", "Scenes/Title.ccbi"],
                sources: ["Sources/CCLabelTTF.m", "Sources/Map.m"])]),
            .infoPlist(["HarborSans-Regular.ttf"]),
            .text("Sources/CCLabelTTF.m", cocos2dRegistration),
            .text("Sources/Map.m", "_region = [[CCLabelTTF alloc] initWithString:name fontName:\(mark)@\"HarborSans-Italic\" fontSize:10];\n"),
            .text("Scenes/Title.ccbi", "CCBI\u{12}\(file)\u{0a}CCLabelTTF"),
            .sampleFont("HarborSans-Regular", "registered"), .sampleFont("HarborSans-Italic", italic),
        ]
    }

    /// cocos2d-iphone's label registration, as CCLabelTTF.m writes it: only a name ending in `.ttf` is registered.
    private static let cocos2dRegistration = """
        - (void)setFontName:(NSString *)fontName { [CCLabelTTF registerCustomTTF:fontName]; }
        + (void) registerCustomTTF:(NSString *)fontFile {
            if ([[fontFile lowercaseString] hasSuffix:@".ttf"]) {
                CTFontManagerRegisterFontsForURL((__bridge CFURLRef)[NSURL fileURLWithPath:fontFile], kCTFontManagerScopeProcess, NULL);
            }
        }

        """

    func check(_ context: LintContext) -> [Finding] {
        guard context.bundle.declaresFonts else { return [] }
        let registering = context.bundle.registeringSourceFiles
        // A data set's font (FP440) is in Assets.car: only code can register it, from its data asset.
        let dataAssets = Dictionary(
            context.bundle.targets.flatMap(\.copiedFiles).filter(\.isAssetCatalogData).map { ($0.path, $0.bundlePath) },
            uniquingKeysWith: { first, _ in first })
        // Bold names have their own rule, bold-variant-unregistered.
        return context.references.filter(\.reference.checksRegistration).compactMap { resolved in
            if let scope = resolved.copiedOnlyOutside { return notCopied(resolved, by: scope, in: context) }
            guard let registeredAtRunTime = filesRegisteredAtRunTime(for: resolved.reference, registering: registering, in: context) else { return nil }
            let faces = resolved.resolution.candidateFaces
            guard let first = faces.first,
                !faces.contains(where: { resolved.isRegistered($0.font, in: context.bundle) || registeredAtRunTime.contains(PathName.last(of: $0.font.path).lowercased()) })
            else { return nil }
            if let dataAsset = dataAssets[first.font.path] {
                return finding(.fontInDataSetNotRegistered(resolved.reference, file: first.font.path, dataAsset: dataAsset), at: resolved.reference.location)
            }
            if let scope = resolved.scope, context.bundle.isRegistered(first.font) {
                return finding(.fontRegisteredOnlyByOtherTargets(resolved.reference, file: first.font.path, targets: scope.targets), at: resolved.reference.location)
            }
            let ignoredSetting = context.bundle.targets.first { $0.appFontsBuildSetting != nil && $0.memberFiles.contains(resolved.reference.location.file) }
            return finding(.fontNotRegistered(resolved.reference, file: first.font.path, ignoredSettingOf: ignoredSetting?.name), at: resolved.reference.location)
        }
    }

    /// A name whose face only other app targets copy (M800): the targets that build the name's file have the face
    /// nowhere in their bundles (a widget's code drawing the app's font), so the text falls back to the system font.
    /// A warning, and only where nothing can bring the file in unseen: no code of the checkout registers fonts at
    /// run time (it could take the app's file from the app group or the containing app) and no target of the scope
    /// copies its pods' resources. A WatchKit Extension runs in its WatchKit App's bundle, which holds its fonts. A
    /// file the targets' UIAppFonts lists is font-not-in-target's: the one fix for all its names.
    private func notCopied(_ resolved: ResolvedFontNameReference, by scope: TargetFontScope, in context: LintContext) -> Finding? {
        let bundle = context.bundle
        let targets = bundle.targets.filter { scope.targets.contains($0.name) }
        guard let face = resolved.resolution.loadedFace, bundle.registeringSourceFiles.isEmpty, !targets.contains(where: \.copiesPodResources)
        else { return nil }
        let fileName = PathName.last(of: face.font.path)
        let plists = Set(targets.flatMap(\.infoPlists))
        guard !bundle.infoPlists.contains(where: { plists.contains($0.file) && $0.appFonts.contains { PathName.last(of: $0.value) == fileName } })
        else { return nil }
        let copiers = bundle.targets.filter { target in target.copiedFiles.contains { $0.path == face.font.path } }
        guard !copiers.contains(where: { $0.isWatchKitApp && scope.targets.contains(where: $0.dependencies.contains) }) else { return nil }
        return finding(
            .fontCopiedOnlyByOtherTargets(resolved.reference, file: face.font.path, copiers: copiers.map(\.name), targets: scope.targets),
            at: resolved.reference.location, severity: .warning)
    }

    /// The names (lowercased) of the files the run-time registrations of the reference's targets take, empty when
    /// its code registers nothing at run time; nil when which files they take is decided when the app runs (FP85):
    /// the file of the reference is compiled by a target with such code whose files lint cannot name all (M382,
    /// M622), by no target lint knows, or there is no project. A launch screen is drawn before any code runs: only
    /// UIAppFonts serves it.
    private func filesRegisteredAtRunTime(for reference: FontNameReference, registering: Set<String>, in context: LintContext) -> Set<String>? {
        let file = reference.location.file
        guard !registering.isEmpty, !PathName.last(of: file).lowercased().hasPrefix("launch") else { return [] }
        let compiling = context.bundle.targets.filter { $0.memberFiles.contains(file) }
        guard !compiling.isEmpty else { return nil }
        var names: Set<String> = []
        for target in compiling where target.registersFontsAtRunTime(registering) {
            guard let taken = target.fileNamesRegisteredAtRunTime(registering, naming: context.bundle.runTimeRegisteredFileNames) else { return nil }
            names.formUnion(taken)
        }
        return names
    }
}

extension Finding.Message {
    /// With `ignoredSettingOf`, the target that compiles the reference sets `INFOPLIST_KEY_UIAppFonts`, which
    /// Xcode ignores (M181): the message says so, as that is where the app meant to register the file.
    static func fontNotRegistered(_ reference: FontNameReference, file: String, ignoredSettingOf target: String? = nil) -> Self {
        let setting = target.map { " (\(AppFontsBuildSetting.name), which target \"\($0)\" sets, is not one of the keys Xcode writes into the generated Info.plist)" } ?? ""
        return Self("\(reference.subject) is in \(file), which no UIAppFonts entry registers\(setting); add it to UIAppFonts")
    }

    /// The file is registered by the UIAppFonts of other targets than those that hold the reference (M402): each
    /// app and extension loads only what its own Info.plist registers.
    static func fontRegisteredOnlyByOtherTargets(_ reference: FontNameReference, file: String, targets: [String]) -> Self {
        let names = targets.map { "\"\($0)\"" }.joined(separator: " or ")
        let which = targets.count == 1 ? "target \(names) copies but does not" : "targets \(names) copy but do not"
        return Self("\(reference.subject) is in \(file), which \(which) register: only another target's UIAppFonts lists it, and each app or extension loads what its own Info.plist registers; add it to the UIAppFonts of \(targets.count == 1 ? "target" : "one of") \(names)")
    }

    /// The face's file is copied only by targets other than those that build the reference (M800).
    static func fontCopiedOnlyByOtherTargets(_ reference: FontNameReference, file: String, copiers: [String], targets: [String]) -> Self {
        let quoted = { (names: [String]) in names.map { "\"\($0)\"" }.joined(separator: " and ") }
        let builders = targets.count == 1 ? "target \(quoted(targets)), which builds this file, neither copies nor registers" : "targets \(quoted(targets)), which build this file, neither copy nor register"
        return Self("\(reference.subject) is in \(file), which only \(copiers.count == 1 ? "target" : "targets") \(quoted(copiers)) \(copiers.count == 1 ? "copies" : "copy"): \(builders) it, and each app or extension loads only the fonts of its own bundle, so there the name falls back to the system font; copy the file into \(quoted(targets)) and add it to \(targets.count == 1 ? "its" : "their") UIAppFonts")
    }

    /// The face is in a data set of an asset catalog (FP440): compiled into Assets.car, it is no file of the bundle
    /// that UIAppFonts could name, and only code registers it.
    static func fontInDataSetNotRegistered(_ reference: FontNameReference, file: String, dataAsset: String) -> Self {
        Self("\(reference.subject) is in \(file), a data set of an asset catalog, which nothing registers: no UIAppFonts entry can name a file compiled into Assets.car; register it at launch from NSDataAsset(name: \"\(dataAsset)\") with CTFontManagerRegisterGraphicsFont")
    }
}
