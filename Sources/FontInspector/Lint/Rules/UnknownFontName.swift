struct UnknownFontName: Rule {
    static let description = RuleDescription(
        id: "unknown-font-name", category: .fontReferences, defaultSeverity: .error,
        rationale: "A font name in a style map, in code, in a storyboard or in a SpriteKit scene that no face the target can load answers to — by PostScript name, family name or full name, among its bundled faces and its platform's system fonts — makes UIFont(name:size:) return nil and SwiftUI draw the system font. A watchOS or tvOS target's name that no bundled face or iOS system font answers to is an info: lint has no catalogue of those platforms' system fonts, so it does not check it.",
        triggering: [
            RuleExample("the name of an icon font made before the build, which lint cannot read: an info (FP102)", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["assets/fonts/Icons.ttf"], sources: ["Sources/Icon.swift"])]),
                .infoPlist(["Icons.ttf"]),
                .text("Sources/Icon.swift", "let icon = UIFont(name: ↓\"Icons\", size: 17)\n"),
            ], severity: .info),
            RuleExample("a watchOS target's name that is neither bundled nor an iOS system font: an info, lint has no watchOS catalogue (D160)", files: [
                .text("Watch/Face.swift", "let face = UIFont(name: ↓\"HarborWatch-Regular\", size: 17)\n"),
                .singleTargetProject(compiling: "Face.swift", inFolder: "Watch", sdk: "watchos"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
            ], severity: .info),
            RuleExample("the name of an icon font a pod copies, which lint cannot see: an info (FP220)", files: [
                .xcodeProject([RuleExample.Target("App", sources: ["Sources/Icon.swift"], scriptPhases: ["[CP] Copy Pods Resources"])]),
                .infoPlist(["Ionicons.ttf"]),
                .text("Sources/Icon.swift", "let icon = UIFont(name: ↓\"Ionicons\", size: 17)\n"),
            ], severity: .info),
            RuleExample("a name no face lint has read answers to, while the target copies a font the checkout lacks: a warning (D220)", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["assets/fonts/HarborRounded-Bold.otf"], sources: ["Sources/Badge.swift"])]),
                .infoPlist(["HarborRounded-Bold.otf"]),
                .text("Sources/Badge.swift", "let badge = UIFont(name: ↓\"HarborRounded-Heavy\", size: 16)\n"),
            ], severity: .warning),
            RuleExample("a face of a same-named file no target copies is not what the app loads: a warning beside the unread copied file (M221)", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["../src/fonts/HarborSans-Regular.ttf"], sources: ["Title.swift"])], at: "ios/App.xcodeproj/project.pbxproj"),
                .infoPlist(["HarborSans-Regular.ttf"], at: "ios/Info.plist"),
                .sampleFont("HarborSans-Regular", at: "ios/HarborSans-Regular.ttf", "an old copy no target copies"),
                .text("ios/Title.swift", "let title = UIFont(name: ↓\"Harbor Sans\", size: 17)\n"),
            ], severity: .warning),
            RuleExample("names tried first in a ?? chain that reaches a bundled face or a system font: a warning that says where it lands (FP300)", files: [
                .text("Sources/Share.swift", """
                    let tagline = UIFont(name: ↓"HarborSans-LightItalic", size: 24) ?? UIFont(name: ↓"HarborSans-Italic", size: 24)
                        ?? UIFont(name: "Georgia-Italic", size: 24) ?? .italicSystemFont(ofSize: 24)
                    let title = UIFont(name: ↓"HarborSans-Heavy", size: 28) ?? UIFont(name: "HarborSans-Regular", size: 28)

                    """),
                .singleTargetProject(compiling: "Share.swift", inFolder: "Sources", sdk: "iphoneos"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered; no italic"),
            ], severity: .warning),
            RuleExample("Objective-C's ?: chain to a bundled face: a warning (FP300)", files: [
                .text("Sources/Caption.m", "label.font = [UIFont fontWithName:↓@\"HarborSans-Light\" size:12] ?: [UIFont fontWithName:@\"HarborSans-Regular\" size:12];\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
            ], severity: .warning),
            RuleExample("a ?? chain whose only fallback is the system font: the face the code names never shows (FP300)", files: [
                .text("Sources/Title.swift", "let title = UIFont(name: ↓\"HarborSans-Heavy\", size: 17) ?? .systemFont(ofSize: 17)\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
            ]),
            RuleExample("a font the app does not ship, near no bundled or system name, whose lookup the code tests for nil: a probe for a font the user may have installed, with a branch for its absence, an info (FP780)", files: [
                .text("Sources/Stars.m", """
                    NSFont *font = [NSFont fontWithName:↓@"Fixture Symbols" size:12];
                    BOOL plain = NO;
                    if (!font) { font = [NSFont systemFontOfSize:13]; plain = YES; }

                    """),
                .text("Sources/Badge.swift", "if let badge = NSFont(name: ↓\"FixtureSymbols-Regular\", size: 12) { label.font = badge }\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
            ], severity: .info),
            RuleExample("the same test on a typo of the app's own face, on a name of its family near no name (HarborSans beside HarborSans-Regular), and a lookup whose result is used before it is tested: errors (FP780)", files: [
                .text("Sources/Title.swift", """
                    guard let title = UIFont(name: ↓"HarborSans-Bolt", size: 17) else { return }
                    if let plain = UIFont(name: ↓"HarborSans", size: 17) { label.font = plain }
                    let symbols = NSFont(name: ↓"Fixture Symbols", size: 12)
                    label.font = symbols
                    if symbols == nil { label.textColor = .gray }

                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
            ]),
            RuleExample("an enum's one raw value that is a word for \"no custom font\" (Original, System), beside raw values that load, in a lookup a UIFont? property returns unchanged: callers get nil and keep their default font by design, an info (FP1000)", files: [
                readerFontEnum(lookup: "return UIFont(name: ↓rawValue, size: 17)"),
                .text("Sources/LabelFont.swift", """
                    enum LabelFont: String {
                        case system = "System"
                        case sans = "HarborSans-Regular"
                        var uiFont: UIFont? { UIFont(name: ↓rawValue, size: 17) }
                    }

                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
            ], severity: .info),
            RuleExample("the same lookup whose odd raw value is a font name no face answers to, near none: a font the app may have forgotten to ship, a warning (FP1000)", files: [
                .text("Sources/PickerFont.swift", """
                    enum PickerFont: String {
                        case sans = "HarborSans-Regular"
                        case dyslexic = "OpenDyslexic"
                        var uiFont: UIFont? { UIFont(name: ↓rawValue, size: 17) }
                    }

                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
            ], severity: .warning),
            RuleExample("the same enum whose lookup is force-unwrapped, and one whose odd value is a typo of the app's own face: errors (FP1000)", files: [
                readerFontEnum(lookup: "return UIFont(name: ↓rawValue, size: 17)!", optional: false),
                .text("Sources/TitleFont.swift", """
                    enum TitleFont: String {
                        case plain = "HarborSans-Regular"
                        case heavy = "HarborSans-Heavvy"
                        var uiFont: UIFont? { UIFont(name: ↓rawValue, size: 17) }
                        func font() -> UIFont? { return UIFont(name: ↓rawValue, size: 17) }
                    }

                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
            ]),
            RuleExample("a typo in code, a name no face answers to in a style map", files: [
                .text("Sources/Title.swift", "let title = UIFont(name: ↓\"HarborSans-Reguler\", size: 17)\n"),
                .styleMap([("body", "↓Harbor Serif", nil)]),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "PostScript name HarborSans-Regular, family Harbor Sans"),
            ]),
            RuleExample("a SpriteKit scene's label font no face answers to, in a scene the target copies (M200)", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["Fonts/HarborSans-Regular.ttf", "Scenes/Title.sks"])]),
                .infoPlist(["HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
                .spriteKitScene("Scenes/Title.sks", labels: [("Title", "HarborSans-Bolt"), ("Score", "HarborSans-Regular")]),
            ], expectedCount: 1),
            RuleExample("a xib the app copies that nothing loads (only its own class declaration names it): one warning for each name it writes, however many views write it (D380)", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["Fonts/HarborSans-Regular.ttf", "Views/Keypad.xib"], sources: ["Views/Keypad.swift"])]),
                .infoPlist(["HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
                .text("Views/Keypad.swift", "//  Keypad.swift\nimport UIKit\n\nclass Keypad: UIView {}\n"),
                .xib("Views/Keypad.xib", customClass: "Keypad", labelFonts: ["↓HarborChords", "HarborChords", "HarborSans-Regular"]),
            ], severity: .warning),
            RuleExample("the same xib loaded by UINib(nibName:), by a class that UIKit's nibName: nil lookup gives it (KeypadViewController loads KeypadView.xib), by an Info.plist: errors (D380)", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["Fonts/HarborSans-Regular.ttf", "Views/Keypad.xib", "Views/KeypadView.xib", "Views/Launch.xib"], sources: ["Views/Chart.swift"])]),
                .infoPlist(["HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
                .text("Views/Chart.swift", """
                    class KeypadViewController: UIViewController {}
                    let keypad = UINib(nibName: "Keypad", bundle: nil)
                    let controller = KeypadViewController()

                    """),
                .xib("Views/Keypad.xib", customClass: "Keypad", labelFonts: ["↓HarborChords"]),
                .xib("Views/KeypadView.xib", labelFonts: ["↓HarborChords"]),
                .xib("Views/Launch.xib", labelFonts: ["↓HarborChords"]),
                .text("Screens.plist", PropertyListText.document("\t<key>UILaunchStoryboardName</key>\n\t<string>Launch</string>\n")),
            ], severity: .error),
            RuleExample("a xib's unknown fonts on outlets whose owner class sets their font in viewDidLoad, directly or through a method that sets its parameter's, and the customFonts entry of those uses: infos, the document's font never draws (FP1100)", files: [
                alertXib(),
                .text("Alert/AlertController.swift", """
                    final class AlertController: UIViewController {
                        @IBOutlet weak var titleLabel: UILabel!
                        @IBOutlet weak var okLabel: UILabel!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            titleLabel.font = .preferredFont(forTextStyle: .headline)
                            setStyle(for: okLabel)
                        }
                        private func setStyle(for label: UILabel) { label.font = .preferredFont(forTextStyle: .body) }
                    }

                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
            ], severity: .info),
            RuleExample("the same outlets' fonts set in an action, after the view has shown: warnings, the document's font shows until then (FP1100)", files: [
                alertXib(),
                .text("Alert/AlertController.swift", """
                    final class AlertController: UIViewController {
                        @IBOutlet weak var titleLabel: UILabel!
                        @IBOutlet weak var okLabel: UILabel!
                        @IBAction func enlarge(_ sender: UIButton) {
                            self.titleLabel.font = .preferredFont(forTextStyle: .title1)
                            okLabel.font = .preferredFont(forTextStyle: .title2)
                        }
                    }

                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
            ], severity: .warning),
            RuleExample("the same xib whose owner sets another outlet's font, or another class's: errors, the document's font shows (FP1100)", files: [
                alertXib(),
                .text("Alert/AlertController.swift", """
                    final class AlertController: UIViewController {
                        @IBOutlet weak var titleLabel: UILabel!
                        @IBOutlet weak var okLabel: UILabel!
                        @IBOutlet weak var hintLabel: UILabel!
                        override func viewDidLoad() { hintLabel.font = .preferredFont(forTextStyle: .footnote) }
                    }
                    final class OtherController: UIViewController {
                        override func viewDidLoad() { titleLabel.font = .preferredFont(forTextStyle: .body); okLabel.font = nil }
                    }

                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
            ], severity: .error),
            RuleExample("an enum's raw-value names in a UIFont helper nothing calls: warnings (D381)", files: [
                musicFontHelper,
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
            ], severity: .warning),
            RuleExample("the same helper, called through a #selector, or in a file that says public: errors (D381)", files: [
                musicFontHelper,
                .text("Sources/Chart.swift", "let action = #selector(UIFont.musicFont(_:size:))\n"),
                .text("Sources/Kit/IconFont.swift", """
                    public enum IconFont: String { case glyphs = "HarborGlyphs" }
                    public extension UIFont {
                        static func iconFont(_ font: IconFont, size: CGFloat) -> UIFont? { UIFont(name: ↓font.rawValue, size: size) }
                    }

                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
            ], severity: .error),
            RuleExample("a helper nothing calls whose name only a file name (UIAppFonts, a storyboard's customFonts) and string literals write: a warning (D1201)", files: [
                harborFileNameHelper,
                .text("Sources/Constants.swift", "enum Constants {\n    static let fontFamily = \"harbor\"\n}\n"),
                .text("Base.lproj/Main.storyboard", """
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                        <customFonts key="customFonts">
                            <array key="harbor.regular.ttf">
                                <string>HarborSans-Regular</string>
                            </array>
                        </customFonts>
                    </document>

                    """),
                .infoPlist(["Fonts/harbor.regular.ttf"]), .sampleFont("HarborSans-Regular", at: "Fonts/harbor.regular.ttf", "registered"),
            ], severity: .warning),
            RuleExample("the same helper, called: an error (D1201)", files: [
                harborFileNameHelper,
                .text("Sources/Title.swift", "let title = UIFont.harbor()\n"),
                .infoPlist(["Fonts/harbor.regular.ttf"]), .sampleFont("HarborSans-Regular", at: "Fonts/harbor.regular.ttf", "registered"),
            ], severity: .error),
            RuleExample("a public function nothing calls, in a generated styles file only the app target compiles (nothing imports an app): a warning (D960)", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["Fonts/HarborSans-Regular.ttf"], sources: ["Sources/TextStyles.swift"])]),
                publicTextStyles,
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
            ], severity: .warning),
            RuleExample("the same file compiled by a framework target too, whose public functions another module may call: an error (D960)", files: [
                .xcodeProject([
                    RuleExample.Target("App", resources: ["Fonts/HarborSans-Regular.ttf"], sources: ["Sources/TextStyles.swift"]),
                    RuleExample.Target("DesignKit", productType: "com.apple.product-type.framework", infoPlist: nil, sources: ["Sources/TextStyles.swift"]),
                ]),
                publicTextStyles,
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
            ], severity: .error),
            RuleExample("SwiftGen's committed fonts enum naming a face no target ships, that nothing reads: no font is made, a warning (FP1200)", files: [
                swiftGenTable,
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
            ], severity: .warning),
            RuleExample("the same enum, read by a view: an error (FP1200)", files: [
                swiftGenTable,
                .text("Sources/Title.swift", "let title = FontFamily.Quayside.black.font(size: 17)\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
            ], severity: .error),
            RuleExample("names of a font file in the repository that no target copies, by PostScript, family and full name: errors that name the file, not a near face (D1300)", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["Fonts/HarborSans-Regular.ttf"], sources: ["Sources/Title.swift"])]),
                .infoPlist(["HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
                unshippedSerif(at: "Design/FixtureSerif-Regular.otf"),
                .text("Sources/Title.swift", """
                    let a = UIFont(name: ↓"FixtureSerif-Regular", size: 17)
                    let b = UIFont(name: ↓"Fixture Serif", size: 17)
                    let c = Font.custom(↓"Fixture Serif Regular", size: 17)

                    """),
            ], severity: .error),
            kitPodExample("the same file in a development pod whose podspec's resources leave it out: an error that says so (D1300)",
                          resources: "[\"Resources/*.{strings,xcassets}\"]", severity: .error),
            kitPodExample("the same pod whose podspec's resources take the file: an info, the pod's bundle is not what lint reads (D1300)",
                          resources: "'Resources/*.{otf,ttf}'", severity: .info),
            RuleExample("a SwiftGen constant whose name no face answers to, read by a view, whose path: names a file no target copies: an error naming that file and its face (FP1200)", files: [
                .text("Sources/Generated/Fonts.swift", """
                    import UIKit.UIFont

                    internal enum FontFamily {
                      internal enum FixtureSerif {
                        internal static let book = FontConvertible(name: ↓"FixtureSerif-Book", family: "Fixture Serif", path: "FixtureSerif-Regular.otf")
                      }
                    }

                    """),
                .text("Sources/Title.swift", "let title = FontFamily.FixtureSerif.book.font(size: 17)\n"),
                .xcodeProject([RuleExample.Target("App", resources: ["Fonts/HarborSans-Regular.ttf"], sources: ["Sources/Title.swift", "Sources/Generated/Fonts.swift"])]),
                .infoPlist(["HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
                unshippedSerif(at: "Design/FixtureSerif-Regular.otf"),
            ], severity: .error),
            RuleExample("Objective-C category methods nothing calls, one only from a commented-out line: warnings (D381)", files: [
                harborCategoryHeader, harborCategory,
                .text("Sources/Alert.m", "    // [label TitleWithHarborLite:17];\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
            ], severity: .warning),
            RuleExample("the same methods called, and ones UIKit or Interface Builder may send: errors (D381, D202)", files: [
                harborCategoryHeader, harborCategory,
                .text("Sources/Alert.m", "    [label TitleWithHarborLite:17];\n    UIFont *title = [UIView harborBlackWithSize:20];\n"),
                .text("Sources/UILabel+Harbor.h", "@interface UILabel (Harbor)\n- (void)setSubstituteFontName:(NSString *)name UI_APPEARANCE_SELECTOR;\n@end\n"),
                .text("Sources/UILabel+Harbor.m", """
                    @implementation UILabel (Harbor)
                    - (void)setSubstituteFontName:(NSString *)name {
                        self.font = [UIFont fontWithName:↓@"HarborSans-Bolt" size:self.font.pointSize];
                    }
                    - (void)awakeFromNib {
                        self.font = [UIFont fontWithName:↓@"HarborSans-Thin" size:17];
                    }
                    - (IBAction)ShowHarbor:(id)sender {
                        self.font = [UIFont fontWithName:↓@"HarborSans-Wide" size:17];
                    }
                    @end
                    @implementation UIFont (Harbor)
                    + (UIFont *)systemFontOfSize:(CGFloat)size { return [UIFont fontWithName:↓@"HarborSans-Text" size:size]; }
                    @end

                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
            ], severity: .error),
            RuleExample("a typo an SKLabelNode subclass sets on its own label (M260)", files: [
                .text("Sources/ScoreHUD.swift", "class ScoreHUD: SKLabelNode {\n    override init() {\n        super.init()\n        self.fontName = ↓\"HarborSans-Bolt\"\n    }\n}\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
            ]),
            RuleExample("unknown names held in constants, reported at the call that uses them", files: [
                .text("Sources/Fonts.swift", """
                    let kTitleFont = "HarborSans-Heavy"
                    enum FontName: String { case body = "HarborSans-Book" }
                    struct Theme { static var caption: String { "HarborSans-Tiny" } }

                    """),
                .text("Sources/Title.swift", """
                    let title = UIFont(name: ↓kTitleFont, size: 17)
                    let body = UIFont(name: ↓FontName.body.rawValue, size: 15)
                    let caption = Font.custom(↓Theme.caption, size: 12)
                    let mono = Font.custom(↓settings.font ?? "HarborMono-Regular", size: 13)

                    """),
                .text("Sources/Fonts.h", "#define BODY_FONT @\"HarborSans-Nope\"\n"),
                .text("Sources/View.m", "#import \"Fonts.h\"\nlabel.font = [UIFont fontWithName:↓BODY_FONT size:17];\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "PostScript name HarborSans-Regular"),
            ]),
            RuleExample("an observed property's initial value, named outside its observer (FP420)", files: [
                .text("Sources/Badge.swift", """
                    class Badge: UIView {
                        var fontName = "HarborSans-Heavy" { didSet { setNeedsLayout() } }
                        override func layoutSubviews() { label.font = UIFont(name: ↓fontName, size: 12) }
                    }

                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
            ]),
            RuleExample("names passed to a helper whose name is its parameter, reported at the callers (point 10)", files: [
                .text("Sources/Fonts.swift", "func font(_ name: String, size: CGFloat) -> UIFont? { UIFont(name: name, size: size) }\nlet kCaption = \"HarborSans-Tiny\"\n"),
                .text("Sources/Title.swift", """
                    let title = font(↓"HarborSans-Reguler", size: 17)
                    let caption = font(↓kCaption, size: 12)
                    let body = font("HarborSans-Regular", size: 15)

                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "PostScript name HarborSans-Regular"),
            ]),
            RuleExample("a typo among the values of a dictionary of names, used through a subscript (M8)", files: [
                .text("Sources/Fonts.swift", """
                    let fontNames: [String: [String: String]] = [
                        "body": ["regular": "HarborSans-Regular", "bold": "HarborSans-Bolt"],
                    ]
                    func font(_ style: String, _ weight: String) -> UIFont? { UIFont(name: ↓fontNames[style]![weight]!, size: 17) }

                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "PostScript name HarborSans-Regular"),
            ]),
            RuleExample("names joined from enum raw values, a misspelt style among them, and an enum's computed name (M643, M644)", files: [
                .text("Sources/Fonts.swift", """
                    enum Family: String { case harbor = "HarborSans" }
                    enum Style: String { case regular = "-Regular", bolt = "-Bolt" }
                    enum Mono: String {
                        case regular = "Regular", wide = "Wide"
                        var name: String { "HarborSans-\\(rawValue)" }
                    }
                    extension UIFont {
                        static func custom(font: Family, style: Style) -> UIFont? {
                            let fontName = font.rawValue + style.rawValue
                            return UIFont(name: ↓fontName, size: 17)
                        }
                    }
                    let body = UIFont(name: Mono.regular.name, size: 17)
                    let wide = UIFont(name: ↓Mono.wide.name, size: 17)

                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "PostScript name HarborSans-Regular"),
            ]),
            RuleExample("SF Pro is reachable only as the system font, not by name", files: [
                .text("Sources/WhatsNew.swift", "button.titleLabel?.font = UIFont(name: ↓\"SFProText-Medium\", size: 18)\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
            ]),
            RuleExample("a system family with style words none of its faces has", files: [
                .text("Sources/Card.swift", "let title = UIFont(name: ↓\"Futura Heavy\", size: 16)\n"),
                .singleTargetProject(compiling: "Card.swift", inFolder: "Sources", sdk: "iphoneos"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
            ]),
            RuleExample("a macOS-only system font in an iOS target", files: [
                .text("Sources/Title.swift", "let title = UIFont(name: ↓\"LucidaGrande\", size: 17)\n"),
                .singleTargetProject(compiling: "Title.swift", inFolder: "Sources", sdk: "iphoneos"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
            ]),
            RuleExample("a macOS-only system font in an XcodeGen iOS target", files: [
                .text("Sources/Title.swift", "let title = UIFont(name: ↓\"LucidaGrande\", size: 17)\n"),
                .text("project.yml", "name: App\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [Sources, Fonts]\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
            ]),
            RuleExample("a String enum's own method passing self.rawValue: every case's raw value is a name the call gets (M743)", files: [
                .text("Sources/Harbor.swift", """
                    enum Harbor: String {
                        case regular = "HarborSans-Regular"
                        case heavy = "HarborSans-Heavy"
                        func font(size: CGFloat) -> Font { Font.custom(↓self.rawValue, size: size) }
                    }
                    let title = Text("Harbor").font(Harbor.heavy.font(size: 17))

                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
            ]),
        ],
        nonTriggering: [
            RuleExample("a font the project names in other letter case than its folder (`app/` for `App/`): Xcode copies it from a Mac's case-insensitive volume, and its faces answer (FP760)", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["app/Fonts/HarborSans-Regular.ttf"], sources: ["app/Title.swift"])]),
                .infoPlist(["HarborSans-Regular.ttf"]),
                .sampleFont("HarborSans-Regular", at: "App/Fonts/HarborSans-Regular.ttf", "registered"),
                .text("App/Title.swift", "let title = UIFont(name: \"HarborSans-Regular\", size: 17)\n"),
            ]),
            RuleExample("names joined from an enum's raw values that all ship, and names joined from values lint cannot follow (M643, M580)", files: [
                .text("Sources/Fonts.swift", """
                    enum Style: String { case regular = "-Regular", bold = "-Bold" }
                    func face(_ style: Style) -> UIFont? { UIFont(name: "HarborSans" + style.rawValue, size: 17) }
                    func chosen(_ suffix: String) -> UIFont? { UIFont(name: "HarborSans-" + suffix, size: 17) }
                    let weights = [400: "Regular", 800: "Heavy"]
                    func weighted(_ weight: Int) -> UIFont? { UIFont(name: "HarborSans-" + weights[weight]!, size: 17) }

                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Bold.ttf"]),
                .sampleFont("HarborSans-Regular", "PostScript name HarborSans-Regular"), .sampleFont("HarborSans-Bold", "PostScript name HarborSans-Bold"),
            ]),
            RuleExample("a watchOS target names an iOS system family, which watchOS's fonts derive from (D160)", files: [
                .text("Watch/Face.swift", "let face = UIFont(name: \"Helvetica Neue\", size: 17)\n"),
                .singleTargetProject(compiling: "Face.swift", inFolder: "Watch", sdk: "watchos"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
            ]),
            RuleExample("the Windows record's PostScript name of a face whose Macintosh records hold UTF-16 (FP101)", files: [
                .text("Sources/Title.swift", "let title = UIFont(name: \"FixtureWide-Regular\", size: 17)\n"),
                .infoPlist(["Fonts/FixtureWide-Regular.ttf"]), .font("Fonts/FixtureWide-Regular.ttf", from: "TestFonts/Generated/Hygiene/FixtureWide-Regular.ttf", "Macintosh IDs 1, 6, 16 stored as UTF-16; Windows records FixtureWide-Regular, Fixture Wide"),
            ]),
            RuleExample("PostScript names of a bundled face and of a system font", files: [
                .text("Sources/Title.swift", "let title = UIFont(name: \"HarborSans-Regular\", size: 17)\nlet code = UIFont(name: \"Menlo-Regular\", size: 13)\n"),
                .styleMap([("body", "HarborSans-Regular", nil)]),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "PostScript name HarborSans-Regular"),
            ]),
            RuleExample("known names held in constants, enum raw values, a computed property's every return, SwiftGen's generated names", files: [
                .text("Sources/Fonts.swift", """
                    let kBodyFont = "HarborSans-Regular"
                    enum FontName: String { case bold = "HarborSans-Bold"; case Courier }
                    enum Weight {
                        case regular, bold
                        var fontName: String {
                            switch self {
                            case .regular: return "HarborSans-Regular"
                            case .bold: return "HarborSans-Bold"
                            }
                        }
                    }
                    let userFont = UserDefaults.standard.string(forKey: "font")!

                    """),
                .text("Sources/Views.swift", """
                    let body = UIFont(name: kBodyFont, size: 17)
                    let bold = UIFont(name: FontName.bold.rawValue, size: 17)
                    let code = UIFont(name: FontName.Courier.rawValue, size: 13)
                    let heading = UIFont(name: weight.fontName, size: 20)
                    let custom = UIFont(name: userFont, size: 17)

                    """),
                .text("Generated/Fonts.swift", """
                    public enum FontFamily {
                      public enum HarborSans {
                        public static let bold = FontConvertible(name: "HarborSans-Bold", family: "Harbor Sans", path: "HarborSans-Bold.ttf")
                      }
                    }

                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Bold.ttf"]),
                .sampleFont("HarborSans-Regular", "PostScript name HarborSans-Regular"), .sampleFont("HarborSans-Bold", "PostScript name HarborSans-Bold"),
            ]),
            RuleExample("a dictionary of system font names (Tinylog, M8), and one with a value given at run time", files: [
                .text("Sources/Fonts.swift", """
                    enum Family { case helvetica, avenir }
                    let names: [Family: String] = [.helvetica: "HelveticaNeue", .avenir: "Avenir-Book"]
                    let chosen: [Family: String] = [.helvetica: "HelveticaNeue", .avenir: UserDefaults.standard.string(forKey: "f")!]
                    let a = UIFont(name: names[.avenir]!, size: 17)
                    let b = UIFont(name: chosen[.avenir]!, size: 17)

                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
            ]),
            RuleExample("a property's own didSet names the value just set, never its initial value (FP420)", files: [
                .text("Sources/TabBar.swift", """
                    class TabBar: UITabBarController {
                        @IBInspectable var fontName: String = "" {
                            didSet { item.font = UIFont(name: fontName, size: 11)! }
                        }
                        var titleFontName = "HarborSans-Bolt" { willSet { title.font = UIFont(name: self.titleFontName, size: 13) } }
                    }

                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
            ]),
            RuleExample("a family name, a full name and other letter case load a face (font-name-not-postscript says which)", files: [
                .text("Sources/Title.swift", "let a = UIFont(name: \"Harbor Sans\", size: 17)\nlet b = Font.custom(\"Harbor Sans Regular\", size: 17)\nlet c = UIFont(name: \"harborsans-regular\", size: 17)\n"),
                .styleMap([("body", "Harbor Sans", nil)]),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "family Harbor Sans, full name Harbor Sans Regular"),
            ]),
            RuleExample("Xcode's own system-font names and Apple's hidden SF names in a xib", files: [
                .text("View.xib", """
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
                        <label><fontDescription key="fontDescription" name=".AppleSystemUIFont" family=".AppleSystemUIFont" pointSize="15"/></label>
                        <label><fontDescription key="fontDescription" name=".SFUI-Regular" family=".SF UI Text" pointSize="15"/></label>
                        <label><fontDescription key="fontDescription" name=".SFNS-Regular" family=".SF NS" pointSize="15"/></label>
                    </document>

                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered, so that lint runs"),
            ]),
            RuleExample("a scene no target copies; a copied scene's labels in a bundled face, a system font and the default font (M200)", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["Fonts/HarborSans-Regular.ttf", "Scenes/Title.sks"])]),
                .infoPlist(["HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
                .spriteKitScene("Scenes/Title.sks", labels: [("Title", "HarborSans-Regular"), (nil, "Menlo-Regular"), ("Hint", nil)]),
                .spriteKitScene("Scenes/OldLevel.sks", labels: [("Title", "HarborSans-Reguler")]),
            ]),
            RuleExample("the full names of iOS system faces: family, then the style words of the PostScript name (FP41)", files: [
                .text("Sources/Card.swift", "let a = UIFont(name: \"Futura Bold\", size: 16)\nlet b = UIFont(name: \"Avenir Next Demi Bold\", size: 16)\n"),
                .singleTargetProject(compiling: "Card.swift", inFolder: "Sources", sdk: "iphoneos"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
            ]),
            RuleExample("an iOS system family in an iOS target's Objective-C", files: [
                .text("Sources/Code.m", "self.code.font = [UIFont fontWithName:@\"Menlo\" size:12];\n"),
                .singleTargetProject(compiling: "Code.m", inFolder: "Sources", sdk: "iphoneos"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
            ]),
            RuleExample("a macOS system font in an XcodeGen target whose supportedDestinations are macOS", files: [
                .text("Sources/Title.swift", "let title = NSFont(name: \"LucidaGrande\", size: 13)\n"),
                .text("project.yml", "name: App\ntargets:\n  App:\n    type: application\n    platform: auto\n    supportedDestinations: [macOS]\n    sources: [Sources, Fonts]\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
            ]),
            RuleExample("a macOS system font in a macOS target, and in code no target compiles", files: [
                .text("Sources/Title.swift", "let title = NSFont(name: \"LucidaGrande\", size: 13)\n"),
                .text("Scripts/Preview.swift", "let preview = NSFont(name: \"LucidaGrande\", size: 13)\n"),
                .singleTargetProject(compiling: "Title.swift", inFolder: "Sources", sdk: "macosx"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
            ]),
        ])

    /// An Objective-C category whose class method and uppercase-named instance method name faces the app lacks.
    private static let harborCategoryHeader = RuleExample.File.text("Sources/UIView+Harbor.h", """
        @interface UIView (Harbor)
        + (UIFont *)harborBlackWithSize:(CGFloat)size;
        - (void)TitleWithHarborLite:(CGFloat)size;
        @end

        """)

    private static let harborCategory = RuleExample.File.text("Sources/UIView+Harbor.m", """
        #import "UIView+Harbor.h"
        @implementation UIView (Harbor)
        + (UIFont *)harborBlackWithSize:(CGFloat)size {
            return [UIFont fontWithName:↓@"HarborSans-Black" size:size];
        }
        -(void)TitleWithHarborLite:(CGFloat)size{
            [self setValue:[UIFont fontWithName:↓@"HarborSans-Lite" size:size] forKey:@"font"];
        }
        @end

        """)

    /// A reader's font picker whose first case is a sentinel for "the book's own font" beside font names (FP1000),
    /// its lookup written `lookup` in a property of type `UIFont?` (or `UIFont` when not `optional`).
    private static func readerFontEnum(lookup: String, optional: Bool = true) -> RuleExample.File {
        .text("Sources/ReaderFont.swift", """
            enum ReaderFont: String, CaseIterable {
                case original = "Original"
                case sans = "HarborSans-Regular"
                case serif = "Georgia"
                var uiFont: UIFont\(optional ? "?" : "") {
                    switch self {
                    default: \(lookup)
                    }
                }
            }

            """)
    }

    /// SwiftGen's generated fonts enum, one face of which no target ships (FP1200's examples).
    private static let swiftGenTable = RuleExample.File.text("Sources/Generated/Fonts.swift", """
        import UIKit.UIFont

        internal enum FontFamily {
          internal enum HarborSans {
            internal static let regular = FontConvertible(name: "HarborSans-Regular", family: "Harbor Sans", path: "HarborSans-Regular.ttf")
          }
          internal enum Quayside {
            internal static let black = FontConvertible(name: ↓"Quayside-Black", family: "Quayside", path: "Quayside-Black.ttf")
          }
        }

        """)

    /// A font file in no target (D1300's examples): PostScript name FixtureSerif-Regular, family Fixture Serif.
    private static func unshippedSerif(at path: String) -> RuleExample.File {
        .font(path, from: "TestFonts/Generated/Static/FixtureSerif-Regular.otf", "in no target: FixtureSerif-Regular, family Fixture Serif, full name Fixture Serif Regular")
    }

    /// An app naming the face of a development pod's font file no target copies, the podspec's `s.resources` being
    /// the Ruby literal `resources` (D1300's examples).
    private static func kitPodExample(_ summary: String, resources: String, severity: Severity) -> RuleExample {
        RuleExample(summary, files: [
            .xcodeProject([RuleExample.Target("App", resources: ["Fonts/HarborSans-Regular.ttf"], sources: ["Sources/Title.swift"])]),
            .infoPlist(["HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
            unshippedSerif(at: "Frameworks/Kit/Resources/FixtureSerif-Regular.otf"),
            .text("Frameworks/Kit/Kit.podspec", "Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.source_files = 'Sources/**/*.swift'\n  s.resources = \(resources)\nend\n"),
            .text("Sources/Title.swift", "let title = UIFont(name: ↓\"FixtureSerif-Regular\", size: 17)\n"),
        ], severity: severity)
    }

    /// A FigmaExport-style text style of a font no file holds, in a `public extension` (D960's examples).
    private static let publicTextStyles = RuleExample.File.text("Sources/TextStyles.swift", """
        import SwiftUI

        public extension Font {
            static func headline() -> Font { Font.custom(↓"RobotoRoman-Bold", size: 24) }
        }

        """)

    /// A xib whose File's Owner, AlertController, has two outlets in an unknown face, and its customFonts entry
    /// (FP1100's examples).
    private static func alertXib() -> RuleExample.File {
        .ownedXib("Alert/AlertController.xib", owner: "AlertController", labels: [
            (outlet: "titleLabel", font: "↓HarborDisplay-Bold"), (outlet: "okLabel", font: "↓HarborDisplay-Bold"),
        ], indexed: ["↓HarborDisplay-Bold"])
    }

    /// A font helper whose name is an enum parameter's raw value, no face answering (D381's examples).
    private static let harborFileNameHelper = RuleExample.File.text("Sources/UIFont+Harbor.swift", """
        extension UIFont {
            static func harbor() -> UIFont { UIFont(name: ↓"harbor.regular.ttf", size: 14)! }
        }

        """)

    private static let musicFontHelper = RuleExample.File.text("Sources/MusicFont.swift", """
        enum MusicFont: String { case scribe = "HarborChords" }
        extension UIFont {
            func musicFont(_ font: MusicFont = .scribe, size: CGFloat) -> UIFont { UIFont(name: ↓font.rawValue, size: size)! }
        }

        """)

    func check(_ context: LintContext) -> [Finding] {
        let bundle = context.bundle
        let madeBeforeTheBuild = FontsMadeBeforeTheBuild(bundle)
        let fromPods = FontsFromPods(bundle, madeBeforeTheBuild: madeBeforeTheBuild)
        let chains = FallbackChainLandings(calls: bundle.sourceCalls, references: context.references)
        let shippedFamilies = ShippedFamilyStems(bundle)
        let oneUnknownName = CallsWithOneUnknownName(context.references)
        // A document nothing loads draws nothing (D380): one warning for each name it writes, not one per view.
        var unloaded: [UnloadedName: [FontNameReference]] = [:]
        var unloadedOrder: [UnloadedName] = []
        let findings = context.references.compactMap { resolved -> Finding? in
            guard case .unresolved(let nearest) = resolved.resolution else { return nil }
            let reference = resolved.reference
            if let name = reference.name, let made = madeBeforeTheBuild.entry(namedLike: name) {
                return finding(.fontNameOfUnreadFile(reference, made: made), at: reference.location, severity: .info)
            }
            if let name = reference.name, let pod = fromPods.entry(namedLike: name) {
                return finding(.fontNameOfPodFile(reference, pod: pod), at: reference.location, severity: .info)
            }
            // A watchOS or tvOS system font lint has no catalogue of may be what the name loads (D160): not checked.
            let unchecked = resolved.uncataloguedPlatforms
            guard unchecked.isEmpty else {
                return finding(.fontNameNotChecked(reference, platforms: unchecked, hint: nearest), at: reference.location, severity: .info)
            }
            // Fonts the target registers but lint could not read may answer to the name: worth a look, but lint
            // cannot say the app fails (D220).
            let targets = Set(Self.targets(building: reference.location.file, in: bundle).map(\.name))
            let unread = madeBeforeTheBuild.entries.filter { targets.contains($0.target) }.map(\.entry.value)
                + fromPods.entries.filter { targets.contains($0.target) }.map(\.entry.value)
            if !unread.isEmpty {
                return finding(
                    .unknownFontNameBesideUnreadFiles(reference, platforms: resolved.platformWords, unread: unread), at: reference.location,
                    severity: .warning)
            }
            // The name is right where a file of the checkout the app does not ship answers to it: that file is what
            // is missing, not a near face (D1300, FP1200); in a pod whose podspec ships it, lint cannot see the bundle.
            let unshipped = reference.name.flatMap { name in
                bundle.unshippedFaces.answer(to: name, swiftGenPath: reference.sourceCallIndex.flatMap { bundle.sourceCalls[$0].generatedFontPath })
            }
            if let unshipped, let pod = unshipped.pod, pod.shipsTheFile {
                return finding(.fontNameOfPodResource(reference, unshipped, pod: pod), at: reference.location, severity: .info)
            }
            let unshippedHint = unshipped.map { answer in
                Finding.Message.unshippedFile(
                    answer, copiedBy: Self.targets(building: reference.location.file, in: bundle), onlyTarget: bundle.unshippedFaces.onlyTarget)
            }
            let hint = unshippedHint ?? nearest
            // A `??` chain that reaches a name that loads was written for this: the app shows that face (FP300).
            if reference.callerIndex == nil, let call = reference.sourceCallIndex, let landing = chains.landing(ofCall: call) {
                return finding(
                    .unknownFontNameFallingBack(reference, platforms: resolved.platformWords, to: landing, hint: hint), at: reference.location,
                    severity: .warning)
            }
            // A name near nothing the system has and of no family the app ships (not `IBMPlexSans` beside
            // `IBMPlexSans-Regular`), looked up and tested for nil, is a probe for a font the user may have
            // installed: the code has a branch for its absence (FP780).
            if reference.callerIndex == nil, let call = reference.sourceCallIndex, bundle.sourceCalls[call].resultIsNilTested,
               nearest == FontNameLookup.noNearName, let name = reference.name, !shippedFamilies.includes(stemOf: name) {
                return finding(.unknownFontNameProbed(reference, platforms: resolved.platformWords, unshipped: unshippedHint), at: reference.location, severity: .info)
            }
            // The one name of several no face answers to, near none and of no shipped family, in a lookup returned
            // unchanged as `UIFont?`: a case meant to give nil, handed on to callers that take it and keep their
            // default font (FP1000). Still worth a look: a font the app forgot to ship reads the same.
            if reference.callerIndex == nil, let call = reference.sourceCallIndex, bundle.sourceCalls[call].resultIsReturnedAsOptional,
               oneUnknownName.contains(call), nearest == FontNameLookup.noNearName, let name = reference.name, !shippedFamilies.includes(stemOf: name) {
                let sentinel = CallsWithOneUnknownName.isSentinel(name)
                return finding(
                    .unknownFontNameHandedOnAsNil(reference, platforms: resolved.platformWords, sentinel: sentinel, unshipped: unshippedHint),
                    at: reference.location, severity: sentinel ? .info : .warning)
            }
            if reference.kind == .interfaceBuilder, let name = reference.name, bundle.unloadedInterfaceBuilderFiles.contains(reference.location.file) {
                let key = UnloadedName(file: reference.location.file, name: name, platforms: resolved.platformWords, hint: hint)
                if unloaded[key] == nil { unloadedOrder.append(key) }
                unloaded[key, default: []].append(reference)
                return nil
            }
            // An outlet's font the owner's code sets, or a button's without a title, is not what shows (FP1100).
            if let index = reference.interfaceBuilderIndex, let replaced = bundle.replacedInterfaceBuilderFonts[index] {
                return finding(
                    .unknownFontNameReplacedByCode(reference, replaced: replaced, platforms: resolved.platformWords, hint: hint),
                    at: reference.location, severity: replaced.neverDraws ? .info : .warning)
            }
            // A helper nothing calls never runs (D381).
            if reference.callerIndex == nil, let call = reference.sourceCallIndex, let helper = bundle.uncalledFontHelperCalls[call] {
                return finding(
                    .unknownFontNameInUncalledHelper(reference, helper: helper, platforms: resolved.platformWords, hint: hint),
                    at: reference.location, severity: .warning)
            }
            return finding(.unknownFontName(reference, platforms: resolved.platformWords, hint: hint), at: reference.location)
        }
        return findings + unloadedOrder.map { key in
            let references = unloaded[key] ?? []
            return finding(
                .unknownFontNameInUnloadedDocument(references, platforms: key.platforms, hint: key.hint), at: references[0].location,
                severity: .warning)
        }
    }

    /// The family stems (`FontNameLookup.familyStem`) of the bundled faces' PostScript and family names.
    private struct ShippedFamilyStems {
        let stems: Set<String>

        init(_ bundle: FontBundle) {
            stems = Set(bundle.allFaces.flatMap { [$0.face.postScriptName, $0.face.family].compactMap { $0 } }.map(FontNameLookup.familyStem))
        }

        /// True when `name`'s stem is one of them, or one begins with the other (`IBMPlex`, `IBMPlexSans`).
        func includes(stemOf name: String) -> Bool {
            let stem = FontNameLookup.familyStem(of: name)
            return stems.contains { shipped in shipped == stem || (min(shipped.count, stem.count) >= 3 && (shipped.hasPrefix(stem) || stem.hasPrefix(shipped))) }
        }
    }

    /// One name no face answers to, in one document nothing loads.
    private struct UnloadedName: Hashable {
        var file: String
        var name: String
        var platforms: String
        var hint: String
    }

    /// The targets that compile or copy `file`; every target when none is known to (lint then cannot tell which).
    private static func targets(building file: String, in bundle: FontBundle) -> [XcodeTarget] {
        let building = bundle.targets.filter { target in
            target.compiledFiles.contains(file) || target.copiedFiles.contains { $0.path == file }
        }
        return building.isEmpty ? bundle.targets : building
    }
}

extension Finding.Message {
    static func fontNameOfUnreadFile(_ reference: FontNameReference, made: FontsMadeBeforeTheBuild.Entry) -> Self {
        Self("\(reference.subject) names no face lint has read; it is the name of \(made.entry.value), which is made before the build (target \"\(made.target)\" copies \(made.copied.path), not in the checkout): not checked")
    }

    static func fontNameNotChecked(_ reference: FontNameReference, platforms: [ApplePlatform], hint: String) -> Self {
        let names = platforms.map(\.rawValue).joined(separator: " or ")
        return Self("\(reference.subject) is not the PostScript, family or full name of a bundled face or of an iOS system font; lint has no catalogue of \(names)'s system fonts, so it cannot say whether \(names) has it (info: not checked): \(hint)")
    }

    static func fontNameOfPodFile(_ reference: FontNameReference, pod: FontsFromPods.Entry) -> Self {
        Self("\(reference.subject) names no face lint has read; it is the name of \(pod.entry.value), which target \"\(pod.target)\" lists in UIAppFonts and a pod may copy (the target has a \"[CP] Copy Pods Resources\" phase and lint cannot see Pods/): not checked")
    }

    static func fontNameOfPodResource(_ reference: FontNameReference, _ unshipped: UnshippedFaces.Answer, pod: UnshippedFaces.PodResources) -> Self {
        Self("\(reference.subject) names no face lint has read; \(described(unshipped)), which \(pod.podspec)'s resources (\(quoted(pod.globs))) ship in the pod, whose bundle lint does not read: not checked")
    }

    /// What a name is when an unshipped file answers to it, said in place of a near face: `it is the PostScript name
    /// of Fonts/X.ttf, which no target copies (add it to the Copy Bundle Resources of target "App")`.
    /// `onlyTarget`: `--target`'s target, the one whose copies were asked.
    static func unshippedFile(_ unshipped: UnshippedFaces.Answer, copiedBy targets: [XcodeTarget], onlyTarget: String?) -> String {
        // Lint does not walk Pods/: a pods project may copy the file today, and `pod install` rewrites it from the podspec.
        if let pod = unshipped.pod {
            let podspec = pod.globs.isEmpty
                ? "\(pod.podspec) declares no resources, so `pod install` does not ship it (add it to s.resources)"
                : "\(pod.podspec)'s resources (\(quoted(pod.globs))) leave it out, so `pod install` does not ship it (add it to them)"
            let copiers = onlyTarget.map { "target \"\($0)\" does not copy" } ?? "no target of the projects lint reads copies"
            return described(unshipped) + ", which \(copiers) (Pods/ is not read), and " + podspec
        }
        let names = targets.map { "\"\($0.name)\"" }
        let phase = targets.allSatisfy { $0.project.hasSuffix(".pbxproj") } ? "the Copy Bundle Resources" : "the resources"
        let advice = names.isEmpty ? "" : " (add it to \(phase) of target \(names.joined(separator: " or ")))"
        return described(unshipped) + (onlyTarget.map { ", which target \"\($0)\" does not copy" } ?? ", which no target copies") + advice
    }

    /// `it is the PostScript name of Fonts/X.ttf` (`(and of 1 other file)`), or `SwiftGen's path "X.ttf" is Fonts/X.ttf (face "Y")`.
    private static func described(_ unshipped: UnshippedFaces.Answer) -> String {
        let others = unshipped.otherFiles == 0 ? "" : " (and of \(unshipped.otherFiles == 1 ? "1 other file" : "\(unshipped.otherFiles) other files"))"
        switch unshipped.match {
        case .name(let kind):
            return "it is the \(kind.rawValue) of \(unshipped.file)\(others)"
        case .swiftGenPath(let path, let faces):
            let names = faces.isEmpty ? "no face with a PostScript name" : "face " + quoted(Array(faces.prefix(3))) + (faces.count > 3 ? ", …" : "")
            return "SwiftGen's path \"\(path)\" is \(unshipped.file)\(others) (\(names))"
        }
    }

    private static func quoted(_ values: [String]) -> String { values.map { "\"\($0)\"" }.joined(separator: ", ") }

    static func unknownFontNameBesideUnreadFiles(_ reference: FontNameReference, platforms: String, unread: [String]) -> Self {
        let shown = unread.prefix(3).joined(separator: ", ") + (unread.count > 3 ? ", …" : "")
        let count = unread.count == 1 ? "1 font file" : "\(unread.count) font files"
        return Self("\(reference.subject) is not the PostScript, family or full name of any face lint has read or of a system font on \(platforms); but the target registers \(count) that are not in the checkout (\(shown)) and may answer to it: check the name against those files")
    }

    static func unknownFontNameFallingBack(
        _ reference: FontNameReference, platforms: String, to landing: ArraySlice<ResolvedFontNameReference>, hint: String
    ) -> Self {
        let chain = SourceLanguage(path: reference.location.file) == .objectiveC ? "?:" : "??"
        let names = landing.map { resolved in
            "\"\(resolved.reference.name ?? "")\" (" + (resolved.resolution.loadedFace == nil ? "a system font" : "a bundled face") + ")"
        }
        return Self("\(reference.subject) is not the PostScript, family or full name of a bundled face or of a system font on \(platforms); the \(chain) chain falls back to \(names.joined(separator: " or ")), so the app shows that face instead: \(hint)")
    }

    /// `unshipped`: what `unshippedFile` says of the file of the checkout that answers to the name, the file to add.
    static func unknownFontNameProbed(_ reference: FontNameReference, platforms: String, unshipped: String?) -> Self {
        Self("\(reference.subject) is not the PostScript, family or full name of a bundled face or of a system font on \(platforms), nor near one; the code tests the result for nil and has a branch for the font being absent, the way one asks whether the user installed a font (info: nothing fails; if the app means to ship the font, add its file\(unshipped.map { ": \($0)" } ?? ""))")
    }

    static func unknownFontNameHandedOnAsNil(_ reference: FontNameReference, platforms: String, sentinel: Bool, unshipped: String?) -> Self {
        let verdict = sentinel
            ? "info: the name is a word for \"no custom font\", so nothing fails"
            : "warning: if this case means \"no custom font\", nothing fails; if the app means to ship the font, add its file\(unshipped.map { ": \($0)" } ?? "")"
        return Self("\(reference.subject) is not the PostScript, family or full name of a bundled face or of a system font on \(platforms), nor near one, while the call's other names load; the code returns the lookup's Optional unchanged as a font that may be nil, so callers get nil for this one and keep their default font (\(verdict))")
    }

    static func unknownFontNameInUnloadedDocument(_ references: [FontNameReference], platforms: String, hint: String) -> Self {
        let first = references[0]
        let document = first.location.file.split(separator: "/").last.map(String.init) ?? first.location.file
        let nib = String(document.prefix(upTo: document.lastIndex(of: ".") ?? document.endIndex))
        let lines = references.compactMap(\.location.line)
        let shown = lines.prefix(5).map(String.init).joined(separator: ", ") + (lines.count > 5 ? ", …" : "")
        let places = references.count == 1 ? "" : " (\(references.count) places: lines \(shown))"
        return Self("\(first.subject)\(places) is not the PostScript, family or full name of a bundled face or of a system font on \(platforms): \(hint); but nothing loads \(document): no code, storyboard or Info.plist names \(nib) (only its own class declaration and the project's file list do), so nothing fails at run time; if something does load it, the system font is drawn there")
    }

    static func unknownFontNameReplacedByCode(
        _ reference: FontNameReference, replaced: ReplacedInterfaceBuilderFonts.Replacement, platforms: String, hint: String
    ) -> Self {
        let outlet = "outlet \(replaced.outlet) of \(replaced.ownerClass)"
        func uses(_ count: Int) -> String { count == 1 ? "the document's one use of it is" : "each of the document's \(count) uses of it is" }
        let why = switch replaced.reason {
        case .fontSetByCode(let method, let file, let line) where replaced.neverDraws:
            "but it is the font of \(outlet), and the code sets this outlet's font in \(method) (\(Self.fileName(file)):\(line)) before it shows: the document's font never draws, so nothing fails at run time (info: remove it from the document)"
        case .fontSetByCode(let method, let file, let line):
            "but it is the font of \(outlet), and the code sets this outlet's font in \(method) (\(Self.fileName(file)):\(line)), which need not run before the view shows: until it does, the system font is drawn there"
        case .untitledButton:
            "but it is the font of a button the document gives no title, \(outlet), and no code names that outlet to give it one: the font never draws, so nothing fails at run time (info: remove it from the document)"
        case .indexedUses(let count) where replaced.neverDraws:
            "but \(uses(count)) the font of an outlet whose code replaces it before it shows, or of a button with no title: the font never draws, so nothing fails at run time (info: remove it from the document)"
        case .indexedUses(let count):
            "but \(uses(count)) the font of an outlet whose code replaces it, some after the view may have shown: until then the system font is drawn there"
        }
        return Self("\(reference.subject) is not the PostScript, family or full name of a bundled face or of a system font on \(platforms): \(hint); \(why)")
    }

    private static func fileName(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }

    static func unknownFontNameInUncalledHelper(_ reference: FontNameReference, helper: UncalledFontHelper, platforms: String, hint: String) -> Self {
        Self("\(reference.subject) is not the PostScript, family or full name of a bundled face or of a system font on \(platforms): \(hint); but nothing in the app \(helper.nothingRuns), so nothing fails at run time; if something does, no face answers there")
    }

    static func unknownFontName(_ reference: FontNameReference, platforms: String, hint: String) -> Self {
        Self("\(reference.subject) is not the PostScript, family or full name of a bundled face or of a system font on \(platforms): \(hint)")
    }
}

extension RuleExample.File {
    /// `App.xcodeproj/project.pbxproj` with one application target, `App`, that compiles `folder/file` and builds
    /// for `sdk` (`SDKROOT`): enough for lint to know which platform's system fonts the file's names can load.
    static func singleTargetProject(compiling file: String, inFolder folder: String, sdk: String) -> Self {
        text("App.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 77;
            \tobjects = {
            \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
            \t\tF1 = {isa = PBXFileReference; path = "\(file)"; sourceTree = "<group>"; };
            \t\tG0 = {isa = PBXGroup; children = (G1, ); sourceTree = "<group>"; };
            \t\tG1 = {isa = PBXGroup; children = (F1, ); path = "\(folder)"; sourceTree = "<group>"; };
            \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P1, ); name = App; productType = "com.apple.product-type.application"; };
            \t\tP1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
            \t\tC0 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = \(sdk); }; name = Release; };
            \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = App; }; name = Release; };
            \t\tL0 = {isa = XCConfigurationList; buildConfigurations = (C0, ); };
            \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
            \t\tR0 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; projectDirPath = ""; targets = (T1, ); };
            \t};
            \trootObject = R0;
            }

            """)
    }
}
