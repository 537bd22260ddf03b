struct UnregisteredFont: Rule {
    static let description = RuleDescription(
        id: "unregistered-font", category: .registration, defaultSeverity: .warning,
        rationale: "A font file in the app that no UIAppFonts entry (or ATSApplicationFontsPath) covers is never registered: code that names its faces gets nil or the system font. With an Xcode project, a font a target copies that its own Info.plist does not register. Quiet where the code registers fonts at run time (CTFontManagerRegisterGraphicsFont, CTFontManagerRegisterFontsForURL, the FontBlaster pod, FontAwesomeKit's registerIconFontWithURL:): which files it registers is decided when the app runs. Unless every such registration is Core Text's, in a Swift function without parameters that looks its files up by literal resource names (Bundle.main.url(forResource: \"A\", withExtension: \"ttf\")): then those files are registered and the others judged as without run-time registration. A warning when a name in the target's code, Interface Builder files or style maps reaches a face of the file (that name gets the system font); an info when nothing names it: it is copied but unused, and nothing can fail. A name written in a font helper (a function whose size or name is its parameter) counts for a target only when that target's code calls the helper. A file listed in the customFonts index of a storyboard or xib the target copies is registered: Xcode adds it to the built Info.plist (IBC_/IBSC_COMPILER_AUTO_ACTIVATE_CUSTOM_FONTS, on by default). A file a target copies to several places (flat by Copy Bundle Resources, into a folder by a Copy Files phase) is registered when an entry names any of them; an entry that names a path the target does not copy the file to is reported as that, a wrong path. A WatchKit App's advice names its own Info.plist and its extension's, as Apple's watchOS guide asks. A target that sets INFOPLIST_KEY_UIAppFonts is told that Xcode ignores it: that setting is not among the INFOPLIST_KEY_ settings Xcode writes into a generated Info.plist (Apple's build settings reference, \"Info.plist Values\"), so the fonts it lists are not registered (a warning at the setting; an info when the target's Info.plist or its run-time registration covers them).",
        triggering: [
            RuleExample("code names a face of a file no UIAppFonts entry registers: that name fails at run time", files: [
                .text("Sources/Title.swift", "let title = UIFont(name: \"HarborSans-Bold\", size: 17)\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]),
                .sampleFont("HarborSans-Regular", "registered"), .sampleFont("HarborSans-Bold", "named in code, not registered"),
            ], expectedCount: 1, severity: .warning),
            RuleExample("a copied file nothing registers or names: info, nothing can fail (D10)", files: [
                .xcodeProject([
                    RuleExample.Target("App", resources: ["Fonts/HarborSans-Bold.ttf"], sources: ["Sources/App.swift"]),
                    RuleExample.Target("TV", infoPlist: "TV/Info.plist", resources: ["Fonts/HarborSans-Bold.ttf"], sources: ["Sources/TV.swift"]),
                ]),
                .infoPlist(["HarborSans-Bold.ttf"]), .infoPlist([], at: "TV/Info.plist"),
                .text("Sources/App.swift", "let title = UIFont(name: \"HarborSans-Bold\", size: 17)\n"),
                .text("Sources/TV.swift", "let title = UIFont.systemFont(ofSize: 17)\n"),
                .sampleFont("HarborSans-Bold", "registered and named by App; copied by TV, which neither registers nor names it"),
            ], expectedCount: 1, severity: .info),
            RuleExample("named only in a helper the target's own code does not call: info (D10)", files: [
                .xcodeProject([
                    RuleExample.Target("App", resources: ["Fonts/HarborSans-Bold.ttf"], sources: ["Shared/Fonts.swift", "Sources/App.swift"]),
                    RuleExample.Target("TV", infoPlist: "TV/Info.plist", resources: ["Fonts/HarborSans-Bold.ttf"], sources: ["Shared/Fonts.swift", "Sources/TV.swift"]),
                ]),
                .infoPlist(["HarborSans-Bold.ttf"]), .infoPlist([], at: "TV/Info.plist"),
                .text("Shared/Fonts.swift", """
                    extension Font {
                        static func harborBold(size: CGFloat) -> Font { Font.custom("HarborSans-Bold", size: size) }
                    }
                    struct TitleFont: ViewModifier {
                        let size: CGFloat
                        func body(content: Content) -> some View { content.font(.harborBold(size: size)) }
                    }
                    """),
                .text("Sources/App.swift", "let title = Text(\"A\").font(.harborBold(size: 17))\n"),
                .text("Sources/TV.swift", "let title = Text(\"A\").font(.system(size: 17))\n"),
                .sampleFont("HarborSans-Bold", "registered and drawn by App; TV compiles the helper but never calls it"),
            ], expectedCount: 1, severity: .info),
            RuleExample("named only in a SwiftUI view modifier that nothing applies (only an extension View function nothing calls names it): info (D1302)", files: [
                .infoPlist([]), harborTitleModifier,
                .sampleFont("HarborSans-Bold", "in no UIAppFonts entry, named only in a view modifier nothing applies"),
            ], expectedCount: 1, severity: .info),
            RuleExample("the same modifier, applied by a view: a warning (D1302)", files: [
                .infoPlist([]), harborTitleModifier,
                .text("Sources/Intro.swift", "struct Intro: View {\n    var body: some View { Text(\"Hi\").harborTitle() }\n}\n"),
                .sampleFont("HarborSans-Bold", "in no UIAppFonts entry, named in a view modifier a view applies"),
            ], expectedCount: 1, severity: .warning),
            RuleExample("a target whose code calls a helper naming a face it does not register", files: [
                .xcodeProject([RuleExample.Target("TV", resources: ["Fonts/HarborSans-Bold.ttf"], sources: ["Shared/Fonts.swift", "Sources/TV.swift"])]),
                .infoPlist([]),
                .text("Shared/Fonts.swift", "extension Font {\n    static func harborBold(size: CGFloat) -> Font { Font.custom(\"HarborSans-Bold\", size: size) }\n}\n"),
                .text("Sources/TV.swift", "let title = Text(\"A\").font(.harborBold(size: 17))\n"),
                .sampleFont("HarborSans-Bold", "copied by TV, drawn through the helper, not registered"),
            ], expectedCount: 1, severity: .warning),
            RuleExample("another app target registers its own copy of the face: this target's copy, which its Info.plist does not register, is the one its code loads (M402)", files: [
                .xcodeProject([
                    RuleExample.Target("App", resources: ["App/Fonts/HarborSans-Bold.ttf"], sources: ["App/Title.swift"]),
                    RuleExample.Target("Kiosk", infoPlist: "Kiosk/Info.plist", resources: ["Kiosk/Fonts/HarborSans-Bold.ttf"], sources: ["Kiosk/Title.swift"]),
                ]),
                .infoPlist(["HarborSans-Bold.ttf"]), .infoPlist([], at: "Kiosk/Info.plist"),
                .text("App/Title.swift", "let title = UIFont(name: \"HarborSans-Bold\", size: 17)\n"),
                .text("Kiosk/Title.swift", "let title = UIFont(name: \"HarborSans-Bold\", size: 17)\n"),
                .sampleFont("HarborSans-Bold", at: "App/Fonts/HarborSans-Bold.ttf", "App's copy, registered by App"),
                .sampleFont("HarborSans-Bold", at: "Kiosk/Fonts/HarborSans-Bold.ttf", "Kiosk's copy, registered by nothing"),
            ], expectedCount: 1, severity: .warning),
            RuleExample("a font file no UIAppFonts entry names", files: [
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]),
                .sampleFont("HarborSans-Regular", "registered"), .sampleFont("HarborSans-Bold", "not registered"),
            ], expectedCount: 1),
            RuleExample("a folder reference's font that no page loads", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["Web/"])]), .infoPlist([]),
                .sampleFont("HarborSans-Regular", at: "Web/Fonts/HarborSans-Regular.ttf", "copied by App, not registered"),
            ], expectedCount: 1),
            RuleExample("an entry names Fonts/…, but the target copies the file flat to the bundle root: the entry's path is wrong (FP160)", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["Fonts/HarborSans-Bold.ttf"], sources: ["Sources/App.swift"])]),
                .infoPlist(["Fonts/HarborSans-Bold.ttf"]),
                .text("Sources/App.swift", "let title = UIFont(name: \"HarborSans-Bold\", size: 17)\n"),
                .sampleFont("HarborSans-Bold", "copied to HarborSans-Bold.ttf, listed as Fonts/HarborSans-Bold.ttf"),
            ], expectedCount: 1, severity: .warning),
            RuleExample("a WatchKit App's face in its storyboard, not registered: the advice names its Info.plist and its extension's (D160)", files: [
                .xcodeProject([
                    RuleExample.Target("Watch", productType: XcodeTarget.watchKitAppProductType, infoPlist: "Watch/Info.plist",
                                       resources: ["Watch/Interface.storyboard", "Watch/HarborSans-Bold.ttf"], sdk: "watchos", dependencies: ["Watch Extension"]),
                    RuleExample.Target("Watch Extension", productType: XcodeTarget.watchExtensionProductType, infoPlist: "Watch Extension/Info.plist", sdk: "watchos"),
                ]),
                .infoPlist([], at: "Watch/Info.plist"), .infoPlist([], at: "Watch Extension/Info.plist"),
                .text("Watch/Interface.storyboard", "<document type=\"com.apple.InterfaceBuilder.WatchKit.Storyboard\"><label><fontDescription key=\"font\" name=\"HarborSans-Bold\" family=\"Harbor Sans\" pointSize=\"15\"/></label></document>\n"),
                .sampleFont("HarborSans-Bold", at: "Watch/HarborSans-Bold.ttf", "copied by the WatchKit App, named by its storyboard, in no UIAppFonts"),
            ], expectedCount: 1, severity: .warning),
            RuleExample("an App Clip is linted like an app", files: [
                .xcodeProject([RuleExample.Target("Clip", productType: "com.apple.product-type.application.on-demand-install-capable", resources: ["Fonts/HarborSans-Bold.ttf"])]),
                .infoPlist([]), .sampleFont("HarborSans-Bold", "copied by the clip, not registered"),
            ], expectedCount: 1),
            RuleExample("an XcodeGen target copies a font its spec does not declare", files: [
                .text("project.yml", "name: App\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [App]\n    info:\n      path: App/Info.plist\n      properties:\n        UIAppFonts: [HarborSans-Regular.ttf]\n"),
                .sampleFont("HarborSans-Regular", at: "App/Fonts/HarborSans-Regular.ttf", "declared in project.yml"),
                .sampleFont("HarborSans-Bold", at: "App/Fonts/HarborSans-Bold.ttf", "copied, not declared"),
            ], expectedCount: 1),
            RuleExample("INFOPLIST_KEY_UIAppFonts, which Xcode does not write into the generated Info.plist: the setting and the file it names (M181)", files: [
                .xcodeProject([RuleExample.Target(
                    "App", infoPlist: nil, resources: ["Fonts/HarborSans-Bold.ttf"], sources: ["Sources/App.swift"],
                    buildSettings: ["GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_KEY_UIAppFonts": "HarborSans-Bold.ttf"])]),
                .text("Sources/App.swift", "let title = Font.custom(\"HarborSans-Bold\", size: 17)\n"),
                .sampleFont("HarborSans-Bold", "copied, listed only in the build setting"),
            ], expectedCount: 2, severity: .warning),
            RuleExample("INFOPLIST_KEY_UIAppFonts beside an Info.plist that registers the same file: the setting does nothing, an info (M181)", files: [
                .xcodeProject([RuleExample.Target(
                    "App", resources: ["Fonts/HarborSans-Bold.ttf"], sources: ["Sources/App.swift"],
                    buildSettings: ["GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_KEY_UIAppFonts": "$(inherited) HarborSans-Bold.ttf"])]),
                .infoPlist(["HarborSans-Bold.ttf"]),
                .text("Sources/App.swift", "let title = Font.custom(\"HarborSans-Bold\", size: 17)\n"),
                .sampleFont("HarborSans-Bold", "registered by Info.plist, listed in the build setting too"),
            ], expectedCount: 1, severity: .info),
            RuleExample("the code registers one file at run time, by its literal resource name: the other, named in code, is registered by nothing (M382)", files: [
                .xcodeProject([RuleExample.Target(
                    "App", resources: ["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Bold.ttf"], sources: ["Sources/FontLoader.swift", "Sources/App.swift"])]),
                .infoPlist([]),
                .text("Sources/FontLoader.swift", """
                    enum FontLoader {
                        static func load() {
                            guard let url = Bundle.main.url(forResource: "HarborSans-Regular", withExtension: "ttf") else { return }
                            CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
                        }
                    }
                    """),
                .text("Sources/App.swift", "let title = UIFont(name: \"HarborSans-Bold\", size: 17)\n"),
                .sampleFont("HarborSans-Regular", "registered at run time by name"), .sampleFont("HarborSans-Bold", "named in code, registered by nothing"),
            ], expectedCount: 1, severity: .warning),
        ],
        nonTriggering: [
            RuleExample("the code registers every copied file at run time, each by its literal resource name (M382)", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["Fonts/HarborSans-Bold.ttf"], sources: ["Sources/FontLoader.swift"])]),
                .infoPlist([]), .sampleFont("HarborSans-Bold", "registered at run time by name"),
                .text("Sources/FontLoader.swift", """
                    enum FontLoader {
                        static func load() {
                            let url = Bundle.main.url(forResource: "HarborSans-Bold.ttf", withExtension: nil)!
                            CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
                        }
                        static let title = UIFont(name: "HarborSans-Bold", size: 17)
                    }
                    """),
            ]),
            RuleExample("a registration through a name lint cannot read (a parameter) may register any file: quiet (M382)", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["Fonts/HarborSans-Bold.ttf"], sources: ["Sources/FontLoader.swift"])]),
                .infoPlist([]), .sampleFont("HarborSans-Bold", "copied, in no UIAppFonts entry"),
                .text("Sources/FontLoader.swift", """
                    enum FontLoader {
                        static func register(_ name: String) {
                            guard let url = Bundle.main.url(forResource: name, withExtension: "ttf") else { return }
                            CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
                        }
                        static let title = UIFont(name: "HarborSans-Bold", size: 17)
                    }
                    """),
            ]),
            RuleExample("the target names its Info.plist only by the conditional INFOPLIST_FILE[sdk=*], which every build matches (FP400, TripCheck)", files: [
                .xcodeProject([RuleExample.Target(
                    "App", infoPlist: nil, resources: ["Fonts/HarborSans-Bold.ttf"],
                    buildSettings: ["INFOPLIST_FILE[sdk=*]": "Config/../App/app-info.plist"])]),
                .infoPlist(["HarborSans-Bold.ttf"], at: "App/app-info.plist"),
                .sampleFont("HarborSans-Bold", "copied, registered by the plist the conditional setting names"),
            ]),
            RuleExample("a copied xib lists the file in its customFonts index: Xcode's xib compiler adds it to the built Info.plist's UIAppFonts (FP340)", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["Views/TitleCell.xib", "Fonts/HarborSans-Bold.ttf"])]),
                .infoPlist([]),
                .text("Views/TitleCell.xib", "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><customFonts key=\"customFonts\"><mutableArray key=\"HarborSans-Bold.ttf\"><string>HarborSans-Bold</string></mutableArray></customFonts><label><fontDescription key=\"fontDescription\" name=\"HarborSans-Bold\" family=\"Harbor Sans\" pointSize=\"15\"/></label></document>\n"),
                .sampleFont("HarborSans-Bold", "copied, in no written UIAppFonts entry, registered by the xib's build"),
            ]),
            RuleExample("the target's Info.plist is named by INFOPLIST_FILE in a file its .xcconfig includes, which Xcode reads below the target's own settings (FP500)", files: [
                .xcodeProject([RuleExample.Target(
                    "App", infoPlist: nil, resources: ["Fonts/HarborSans-Bold.ttf"], sources: ["Sources/App.swift"], baseConfiguration: "Config/App.xcconfig")]),
                .text("Config/App.xcconfig", "#include \"Shared.xcconfig\"\n"),
                .text("Config/Shared.xcconfig", "INFOPLIST_FILE = App/Info.plist\n"),
                .infoPlist(["HarborSans-Bold.ttf"], at: "App/Info.plist"),
                .text("Sources/App.swift", "let title = UIFont(name: \"HarborSans-Bold\", size: 17)\n"),
                .sampleFont("HarborSans-Bold", "copied, registered by the Info.plist the .xcconfig names"),
            ]),
            RuleExample("a Copy Files phase into Resources/Fonts puts the files where UIAppFonts names them, besides their flat copies (FP160)", files: [
                .xcodeProject([RuleExample.Target(
                    "App", resources: ["Fonts/HarborSans-Bold.ttf"], sources: ["Sources/App.swift"],
                    copyFiles: [RuleExample.CopyFiles(subfolderSpec: 7, path: "Fonts", files: ["Fonts/HarborSans-Bold.ttf"])])]),
                .infoPlist(["Fonts/HarborSans-Bold.ttf"]),
                .text("Sources/App.swift", "let title = UIFont(name: \"HarborSans-Bold\", size: 17)\n"),
                .sampleFont("HarborSans-Bold", "copied to HarborSans-Bold.ttf and to Fonts/HarborSans-Bold.ttf, registered at the latter"),
            ]),
            RuleExample("the code registers the bundle's fonts at run time, with FontBlaster or Core Text (FP18)", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["Fonts/HarborSans-Bold.ttf"], sources: ["Sources/Fonts.swift"])]),
                .infoPlist([]), .sampleFont("HarborSans-Bold", "copied, in no UIAppFonts entry"),
                .text("Sources/Fonts.swift", "import FontBlaster\nextension UIFont {\n    static func setUp() { FontBlaster.blast() }\n    static let brand = UIFont(name: \"HarborSans-Bold\", size: 17)\n}\n"),
            ]),
            RuleExample("an icon class registers its icon font through FontAwesomeKit's registerIconFontWithURL: (FP61)", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["Fonts/HarborSans-Bold.ttf"], sources: ["Sources/HarborIcons.m"])]),
                .infoPlist([]), .sampleFont("HarborSans-Bold", "copied, in no UIAppFonts entry"),
                .text("Sources/HarborIcons.m", """
                    @implementation HarborIcons
                    + (instancetype)iconWithCode:(NSString *)code size:(CGFloat)size {
                        [self registerIconFontWithURL:[[NSBundle mainBundle] URLForResource:@"HarborSans-Bold" withExtension:@"ttf"]];
                        HarborIcons *icon = [[self alloc] initWithCode:code];
                        [icon addAttribute:NSFontAttributeName value:[UIFont fontWithName:@"HarborSans-Bold" size:size]];
                        return icon;
                    }
                    @end

                    """),
            ]),
            RuleExample("without a project, a font registered with CTFontManagerRegisterGraphicsFont", files: [
                .sampleFont("HarborSans-Bold", "in no UIAppFonts entry"), .infoPlist([]),
                .text("Sources/Fonts.swift", "func load(_ url: URL) -> UIFont? {\n    let font = CGFont(CGDataProvider(url: url as CFURL)!)!\n    CTFontManagerRegisterGraphicsFont(font, nil)\n    return UIFont(name: font.postScriptName! as String, size: 17)\n}\n"),
            ]),
            RuleExample("every font file registered", files: [
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Bold.ttf"]),
                .sampleFont("HarborSans-Regular", "registered"), .sampleFont("HarborSans-Bold", "registered"),
            ]),
            RuleExample("a bundled web app's icon font in TTF beside its WOFF, loaded by a script, not a style sheet (FP60)", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["WebApp/"])]), .infoPlist([]),
                .text("WebApp/index.html", "<script src=\"static/js/main.js\"></script>\n"),
                .text("WebApp/static/js/main.js", "e.exports=n.p+\"static/media/icons.1f2e.ttf\"\n"),
                .sampleFont("HarborSans-Regular", at: "WebApp/static/media/icons.3a4b.woff", "the web font in WOFF"),
                .sampleFont("HarborSans-Regular", at: "WebApp/static/media/icons.1f2e.ttf", "the same face in TTF"),
            ]),
            RuleExample("web fonts: a page in the copied folder loads them with @font-face (FP6)", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["Web/"])]), .infoPlist([]),
                .text("Web/term.html", "<link rel=\"stylesheet\" href=\"term.css\">\n"),
                .text("Web/term.css", "@font-face { font-family: 'Harbor'; src: url('Fonts/HarborSans-Regular.ttf'); }\n"),
                .sampleFont("HarborSans-Regular", at: "Web/Fonts/HarborSans-Regular.ttf", "loaded by the web page"),
            ]),
            RuleExample("web fonts: a style sheet in css/ loads them from ../fonts/, Bootstrap's layout (FP83)", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["Uploader/"])]), .infoPlist([]),
                .text("Uploader/index.html", "<link rel=\"stylesheet\" href=\"css/site.css\">\n"),
                .text("Uploader/css/site.css", "@font-face { font-family: 'Harbor'; src: url('../fonts/HarborSans-Regular.ttf') format('truetype'); }\n"),
                .sampleFont("HarborSans-Regular", at: "Uploader/fonts/HarborSans-Regular.ttf", "loaded by the page's style sheet"),
            ]),
            RuleExample("a second copy of a registered file", files: [
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
                .sampleFont("HarborSans-Regular", at: "Design/HarborSans-Regular.ttf", "the same PostScript name, already registered"),
            ]),
            RuleExample("a target copies two copies of a face and registers one: registering the other would only make a duplicate", files: [
                .xcodeProject([
                    RuleExample.Target("App", resources: ["App/Fonts/HarborSans-Bold.ttf", "Design/HarborSans-Bold-Copy.ttf"], sources: ["App/Title.swift"]),
                    RuleExample.Target("Kiosk", infoPlist: "Kiosk/Info.plist", sources: ["Kiosk/Main.swift"]),
                ]),
                .infoPlist(["HarborSans-Bold.ttf"]), .infoPlist([], at: "Kiosk/Info.plist"),
                .text("App/Title.swift", "let title = UIFont(name: \"HarborSans-Bold\", size: 17)\n"),
                .text("Kiosk/Main.swift", "let app = UIApplication.shared\n"),
                .sampleFont("HarborSans-Bold", at: "App/Fonts/HarborSans-Bold.ttf", "registered"),
                .sampleFont("HarborSans-Bold", at: "Design/HarborSans-Bold-Copy.ttf", "the same PostScript name, copied by the same target"),
            ]),
            RuleExample("a Tuist manifest declares the fonts of the Info.plist it generates (FP7)", files: [
                .text("Project.swift", "let project = Project(name: \"App\", targets: [\n    .target(name: \"App\", product: .app,\n        infoPlist: .extendingDefault(with: [\n            \"UIAppFonts\": [\"HarborSans-Bold.ttf\"],\n        ]),\n        resources: [\"App/Resources/**\"])\n])\n"),
                .sampleFont("HarborSans-Bold", at: "App/Resources/Fonts/HarborSans-Bold.ttf", "declared in Project.swift"),
            ]),
            RuleExample("Tuist's synthesized accessors (not committed) name the face and register it at run time (FP640)", files: [
                .text("Project.swift", "let project = Project(name: \"DesignKit\", targets: [\n    .target(name: \"DesignKit\", product: .framework, resources: [\"Resources/**\"])\n])\n"),
                .text("Sources/Type.swift", "let title = DesignKitFontFamily.HarborSans.bold.swiftUIFont(size: 17)\n"),
                .sampleFont("HarborSans-Bold", at: "Resources/Fonts/HarborSans-Bold.ttf", "drawn through DesignKitFontFamily"),
            ]),
            RuleExample("an XcodeGen spec declares the fonts of the Info.plist it generates", files: [
                .text("project.yml", "name: App\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [App]\n    info:\n      path: App/Info.plist\n      properties:\n        UIAppFonts: [HarborSans-Regular.ttf]\n"),
                .sampleFont("HarborSans-Regular", at: "App/Fonts/HarborSans-Regular.ttf", "declared in project.yml"),
            ]),
            RuleExample("--target lints that target alone: the widget copies no font", files: [
                .xcodeProject([
                    RuleExample.Target("App", resources: ["Fonts/HarborSans-Bold.ttf"]),
                    RuleExample.Target("Widget", productType: "com.apple.product-type.app-extension", infoPlist: "Widget/Info.plist"),
                ]),
                .infoPlist([]), .infoPlist([], at: "Widget/Info.plist"), .sampleFont("HarborSans-Bold", "copied by App only, not registered"),
            ], options: RuleExample.Options(target: "Widget")),
        ])

    private static let harborTitleModifier = RuleExample.File.text("Sources/TitleFont.swift", """
        struct TitleFont: ViewModifier {
            func body(content: Content) -> some View { content.font(.custom("HarborSans-Bold", size: 17, relativeTo: .body)) }
        }
        extension View {
            func harborTitle() -> some View { modifier(TitleFont()) }
        }

        """)

    func check(_ context: LintContext) -> [Finding] {
        let bundle = context.bundle
        let registering = bundle.registeringSourceFiles
        let findings: [Finding]
        if bundle.targets.isEmpty {
            let atRunTime = registering.isEmpty ? [] : RunTimeRegisteredFiles.fileNames(registeredBy: registering.sorted(), naming: bundle.runTimeRegisteredFileNames)
            findings = (atRunTime.map { withoutProject(context, registeredAtRunTime: $0) } ?? [])
                .filter { !isRegisteredElsewhere($0.location.file, in: context, for: nil) }
        } else {
            // A target whose code registers fonts at run time is judged only when lint can name every file its
            // registrations take (M382): the others are then registered by nothing.
            let scopes = ReferenceFontScopes(bundle: bundle)
            findings = bundle.targets.enumerated().flatMap { index, target -> [Finding] in
                let found: [Finding]
                if !target.registersFontsAtRunTime(registering) {
                    found = byTarget(target, in: context)
                } else if let names = target.fileNamesRegisteredAtRunTime(registering, naming: bundle.runTimeRegisteredFileNames) {
                    found = byTarget(target, in: context, registeredAtRunTime: names)
                } else {
                    found = []
                }
                // A file the target's code names fails there even if another app registers a copy (M402); one it
                // neither names nor registers fails nothing, and another app's registered copy keeps it quiet.
                let scope = scopes.ofTarget(at: index)
                return found.filter { !isRegisteredElsewhere($0.location.file, in: context, for: $0.severity == .info ? nil : scope) }
            }
        }
        return findings + appFontsBuildSettingFindings(context)
    }

    /// True when the file's name in the bundle (`Fonts/ItsaSketch.ttf` → `itsasketch.ttf`) is one the code registers
    /// at run time: a lookup by name finds a resource in any folder of the bundle it searches.
    private static func isRegistered(atRunTime names: Set<String>, _ bundlePath: String) -> Bool {
        !names.isEmpty && names.contains(PathName.last(of: bundlePath).lowercased())
    }

    /// Every PostScript name of the file is registered from another file (a copy in two places, one
    /// registered): registering this one too would only make a duplicate. With a target's `scope`, only a file in
    /// that target's bundle, registered by its own Info.plists, counts: another app's copy does not load there (M402).
    private func isRegisteredElsewhere(_ path: String, in context: LintContext, for scope: TargetFontScope?) -> Bool {
        guard let font = context.bundle.font(at: path) else { return false }
        let names = Set(font.faces.compactMap(\.postScriptName))
        return !names.isEmpty && names.allSatisfy { name in
            context.facesByPostScriptName[name, default: []].contains { other in
                other.font.path != path && (scope.map { $0.canLoad(other.font) && $0.isRegistered(other.font, in: context.bundle) }
                    ?? context.bundle.isRegistered(other.font))
            }
        }
    }

    /// Without a project, every font file under PATH is taken to ship.
    private func withoutProject(_ context: LintContext, registeredAtRunTime: Set<String> = []) -> [Finding] {
        let bundle = context.bundle
        let plists = bundle.infoPlists.filter(\.declaresFonts).map(\.file)
        let named = namedFiles(context.references.filter { !isInUncalledCode($0, in: context) })
        let uncalled = uncalledCodeNaming(context.references, in: context)
        return bundle.fonts.filter { font in
            !bundle.isRegistered(font) && !font.faces.isEmpty && !Self.isRegistered(atRunTime: registeredAtRunTime, font.path)
        }.map { font in
            guard named.contains(font.path) else {
                return finding(.unregisteredUnnamedFont(font, onlyIn: uncalled[font.path]), file: font.path, severity: .info)
            }
            let fix = plists.isEmpty
                ? "no Info.plist under \(bundle.root) declares UIAppFonts"
                : "add it to UIAppFonts in \(plists.joined(separator: " or "))"
            return finding(.unregisteredFont(font, fix: fix), file: font.path)
        }
    }

    /// The font files some reference's name may load a face of (`NamedFaces.reachableFaces`).
    private func namedFiles(_ references: [ResolvedFontNameReference]) -> Set<String> {
        Set(references.flatMap { NamedFaces.reachableFaces(of: $0.resolution).map(\.font.path) })
    }

    /// The reference is written in code nothing in the app runs (`UncalledFontHelpers`: a function nothing calls, a
    /// view modifier nothing applies): it loads nothing (D1302).
    private func isInUncalledCode(_ resolved: ResolvedFontNameReference, in context: LintContext) -> Bool {
        guard resolved.reference.callerIndex == nil, let index = resolved.reference.sourceCallIndex else { return false }
        return context.bundle.uncalledFontHelperCalls[index] != nil
    }

    /// For each font file a name in uncalled code may load a face of, that code (the first, in reference order).
    private func uncalledCodeNaming(_ references: [ResolvedFontNameReference], in context: LintContext) -> [String: UncalledFontHelper] {
        var naming: [String: UncalledFontHelper] = [:]
        for resolved in references {
            guard isInUncalledCode(resolved, in: context), let index = resolved.reference.sourceCallIndex,
                let helper = context.bundle.uncalledFontHelperCalls[index]
            else { continue }
            for face in NamedFaces.reachableFaces(of: resolved.resolution) where naming[face.font.path] == nil { naming[face.font.path] = helper }
        }
        return naming
    }

    /// The references a target holds: in the code it compiles and the storyboards and style maps it copies; all
    /// of them when lint does not know what it compiles. Following helpers, those in code nothing runs are left out.
    private func references(of target: XcodeTarget, in context: LintContext, followingHelpers: Bool = true) -> [ResolvedFontNameReference] {
        let members = target.compiledFiles.isEmpty ? nil : target.memberFiles
        return context.references.filter { resolved in
            if let members, !members.contains(resolved.reference.location.file) { return false }
            guard followingHelpers else { return true }
            if isInUncalledCode(resolved, in: context) { return false }
            // A name written in a helper (`static func fjallaOne(size:) -> Font`) counts only when the target's
            // own code calls the helper with a size or name of its own (D10): one that only passes on its
            // parameter (`.fjallaOne(size: size)`) is itself a helper.
            guard let members, resolved.reference.callerIndex == nil, let index = resolved.reference.sourceCallIndex,
                let helper = context.bundle.sourceCalls[index].helper
            else { return true }
            return helper.callers.contains { !$0.forwards && members.contains($0.file) }
        }
    }

    /// With a project, the fonts a target copies, against what the target's own Info.plist registers (by the
    /// path each file has in the built app). Fonts no target copies are not in the app: not reported.
    private func byTarget(_ target: XcodeTarget, in context: LintContext, registeredAtRunTime: Set<String> = []) -> [Finding] {
        let bundle = context.bundle
        let named = namedFiles(references(of: target, in: context))
        let written = references(of: target, in: context, followingHelpers: false)
        let inHelpers = namedFiles(written).subtracting(named)
        let uncalled = uncalledCodeNaming(written, in: context)
        let registration = TargetAppFonts(of: target, in: bundle)
        return Self.bundlePaths(of: target).compactMap { path, bundlePaths in
            // A file copied to several places (flat by Copy Bundle Resources, into `Fonts/` by a Copy Files phase)
            // is registered when an entry names any of them (FP160).
            guard let font = bundle.font(at: path), !font.faces.isEmpty, !bundlePaths.contains(where: registration.registers),
                !bundlePaths.contains(where: { Self.isRegistered(atRunTime: registeredAtRunTime, $0) })
            else { return nil }
            let severity: Severity? = named.contains(font.path) ? nil : .info
            // An entry of this target that names the file by a path it is not copied to: the entry is wrong, not missing.
            if let entry = misplacedEntry(for: font.path, of: target, in: bundle) {
                return finding(.appFontEntryMisplaced(font, target: target.name, copiedTo: bundlePaths, entry: entry), file: font.path, severity: severity)
            }
            guard severity == nil else {
                return finding(
                    .unregisteredUnnamedFont(font, target: target.name, onlyInHelpers: inHelpers.contains(font.path), onlyIn: uncalled[font.path]),
                    file: font.path, severity: .info)
            }
            return finding(.unregisteredFont(font, target: target.name, fix: Self.fix(registering: bundlePaths[0], in: target, of: bundle)), file: font.path)
        }
    }

    /// Where to register a file the target copies to `bundlePath`: its Info.plist; for a WatchKit App, its own and
    /// its extension's, both of which Apple's watchOS guide asks to list the fonts (D160).
    private static func fix(registering bundlePath: String, in target: XcodeTarget, of bundle: FontBundle) -> String {
        if let fix = fixBesidesAppFontsBuildSetting(registering: bundlePath, in: target) { return fix }
        guard !target.infoPlists.isEmpty else { return "the target names no Info.plist (INFOPLIST_FILE) to register it in" }
        let own = target.infoPlists.joined(separator: " or ")
        let extensions = target.isWatchKitApp
            ? bundle.targets.filter { target.dependencies.contains($0.name) && $0.productType == XcodeTarget.watchExtensionProductType }.flatMap(\.infoPlists)
            : []
        guard !extensions.isEmpty else { return "add \"\(bundlePath)\" to UIAppFonts in \(own)" }
        return "add \"\(bundlePath)\" to UIAppFonts in \(own) and in \(extensions.joined(separator: " or ")): a WatchKit App lists its fonts in its own Info.plist and its extension's, as Apple's watchOS guide asks"
    }

    /// Each file the target copies (in the order it first copies it) with every path it has in the built app.
    private static func bundlePaths(of target: XcodeTarget) -> [(path: String, bundlePaths: [String])] {
        var order: [String] = []
        var landings: [String: [String]] = [:]
        // A data set's font (FP440) only code can register, from NSDataAsset: no Info.plist entry is its fix.
        for copied in target.copiedFiles where !copied.isAssetCatalogData {
            if landings[copied.path] == nil { order.append(copied.path) }
            if landings[copied.path]?.contains(copied.bundlePath) != true { landings[copied.path, default: []].append(copied.bundlePath) }
        }
        return order.map { ($0, landings[$0] ?? []) }
    }

    /// A UIAppFonts entry of the target's Info.plists that lint matched to the file in the source folder
    /// (`Fonts/X.ttf` for `App/Fonts/X.ttf`) although the target copies it elsewhere (flat, to `X.ttf`).
    private func misplacedEntry(for path: String, of target: XcodeTarget, in bundle: FontBundle) -> Located<String>? {
        bundle.registration?.entries.first { resolved in
            guard target.infoPlists.contains(resolved.entry.file) else { return false }
            switch resolved.resolution {
            case .matched(let file): return file == path
            case .ambiguous(let files): return files.contains(path)
            case .missing, .escapesBundle: return false
            }
        }?.entry
    }
}

extension Finding.Message {
    /// `font file (A-Regular, A-Bold) is not registered; …`, or `… is copied into target "App" but not registered; …`.
    static func unregisteredFont(_ font: BundleFont, target: String? = nil, fix: String) -> Self {
        let faces = faceList(font)
        let state = target.map { "is copied into target \"\($0)\" but not registered" } ?? "is not registered"
        return Self("font file\(faces) \(state); \(fix)")
    }

    /// The target copies the file, but its UIAppFonts entry names another path in the bundle.
    static func appFontEntryMisplaced(_ font: BundleFont, target: String, copiedTo bundlePaths: [String], entry: Located<String>) -> Self {
        let copied = bundlePaths.map { "\"\($0)\"" }.joined(separator: " and ")
        let folder = PathName.parent(of: entry.value)
        let copyInto = folder.isEmpty ? "" : ", or copy the file into \(folder)/ of the bundle (a folder reference or a Copy Files phase)"
        return Self("font file\(faceList(font)) is copied into target \"\(target)\" as \(copied), but UIAppFonts entry \"\(entry.value)\" in \(entry.file) names a path it is not copied to: iOS finds no file there and does not register it; change the entry to \"\(bundlePaths[0])\"\(copyInto)")
    }

    /// ` (A-Regular, A-Bold)`: the file's first PostScript names, for the message.
    private static func faceList(_ font: BundleFont) -> String {
        let names = Array(Set(font.faces.compactMap(\.postScriptName))).sorted()
        return names.isEmpty ? "" : " (\(names.prefix(3).joined(separator: ", "))\(names.count > 3 ? ", …" : ""))"
    }

    /// An unregistered file no name reaches: nothing can fail, so it is an info.
    /// With `onlyInHelpers`, the target compiles font helpers that name its faces but never calls them (D10); with
    /// `uncalled`, only code nothing in the app runs names them (D1302).
    static func unregisteredUnnamedFont(
        _ font: BundleFont, target: String? = nil, onlyInHelpers: Bool = false, onlyIn uncalled: UncalledFontHelper? = nil
    ) -> Self {
        let faces = faceList(font)
        let copied = target.map { "is copied into target \"\($0)\"" } ?? "is in the app"
        let stop = target == nil ? "remove it" : "stop copying it"
        let named = uncalled.map { "neither registered nor drawn: only code that never runs names it (nothing in the app \($0.nothingRuns))" }
            ?? (onlyInHelpers
                ? "neither registered nor drawn: only font helpers that its code never calls name it"
                : "neither registered nor named by any code, Interface Builder file or style map")
        return Self("font file\(faces) \(copied) but \(named) (info: nothing can fail); register it in UIAppFonts if it is meant to be used, or \(stop)")
    }
}
