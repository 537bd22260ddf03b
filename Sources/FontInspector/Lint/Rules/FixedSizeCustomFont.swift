struct FixedSizeCustomFont: Rule {
    static let description = RuleDescription(
        id: "fixed-size-custom-font", category: .fontReferences, defaultSeverity: .warning,
        rationale: "A custom font made at a fixed size — Font.custom(_:fixedSize:), or UIFont(name:size:) not handed to UIFontMetrics' scaledFont(for:) — keeps its size when the user picks a larger text size (Dynamic Type). Quiet where the code shows the size is not a fixed text size: scaled later in the function or type (a local, a property, a return value), computed from a text style's size (preferredFont(forTextStyle:).pointSize, @ScaledMetric, scaledValue(for:), the content size category), a placeholder (1 pt or less) or decoration (over 100 pt; written, or held in a constant local: `const NSInteger side = 180;`, `let side: CGFloat = 180`), a picture of text asked for with Font.custom(_:fixedSize:) (a miniature under 8 pt, smaller than any text style at any text size, or text that is the .mask of another view), drawn into an image or PDF (or made by a type or function whose name says PDF, or in a function the file calls only from code that draws into an image; not when the same font is also set as a view's font), an element of a dictionary or array literal whose every read in the file is a subscript scaled with scaledFont(for:) (FP243), a helper whose size is its parameter, judged instead at each of its callers in the linted code (their sizes, their scaling, a BonMot style holding the font with .adapt(.control) or .adapt(.body)) and quiet when nothing calls it, an icon face (its map essentially Private Use Area, or half of its code points on one glyph, or a whole alphabet with no digit, . or ,, or a whole alphabet in one case and part of the other: symbols on the letters; by whatever name resolves to it, letter case included). Quiet too where lint cannot know the face is a text face: a name given at run time, or one that loads no face (unknown-font-name reports that). A font in the title text attributes of a navigation bar, a bar button item, a tab bar item or a segmented control (written there, or a local, a computed font property or a type's stored attributes dictionary every use of which is there; a SwiftUI view's .font(.name) is not a use when the project declares a Font property of that name) is an info: UIKit keeps that text at a fixed size whatever the user's text size (the system font's too), and shows bar text larger in the Large Content Viewer instead; a large title (largeTitleTextAttributes) follows Dynamic Type and keeps the warning. A font set in a method of an Objective-C class that nothing in the checkout creates or messages (nothing else in the checkout names it: no alloc or new, customClass, registerClass, subclass, NSClassFromString or property-list entry; only a class's own @implementation, not a category or +load, in a file only application targets compile) is an info: that code never runs. SpriteKit labels (SKLabelNode) have no Dynamic Type and are not judged. Precision over recall: a warning only where a custom text face's size is plainly fixed.",
        triggering: [
            RuleExample("Font.custom with fixedSize, and UIFont(name:size:) not scaled", files: [
                .text("Sources/Views.swift", "let badge = Font.custom(↓\"HarborSans-Bold\", fixedSize: 12)\nlet label = UIFont(name: ↓\"HarborSans-Regular\", size: 17)\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Bold.ttf"]),
                .sampleFont("HarborSans-Regular", "a custom face"), .sampleFont("HarborSans-Bold", "a custom face"),
            ]),
            RuleExample("fixedSize: at 8 pt, and text laid over a view rather than masking it: text to read (D42's twins)", files: [
                .text("Sources/Badge.swift", """
                    struct Badge: View {
                        var body: some View {
                            Image("badge").overlay(Text("NEW").font(.custom(↓"HarborSans-Bold", fixedSize: 8)))
                            Text("Harbor").font(.custom(↓"HarborSans-Bold", fixedSize: 30)).mask(Color.black)
                        }
                    }
                    """),
                .infoPlist(["Fonts/HarborSans-Bold.ttf"]), .sampleFont("HarborSans-Bold", "a custom face"),
            ]),
            RuleExample("a literal size beside a text style's size it does not use", files: [
                .text("Sources/Fonts.swift", """
                    func fonts() -> [UIFont?] {
                        let body = UIFont.preferredFont(forTextStyle: .body)
                        return [body, UIFont(name: ↓"HarborSans-Bold", size: 40)]
                    }
                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Bold.ttf"]),
                .sampleFont("HarborSans-Regular", "a custom face"), .sampleFont("HarborSans-Bold", "a custom face"),
            ]),
            RuleExample("a constant local at a text size, and a variable local set to a decoration size (FP600's twins)", files: [
                .text("Sources/WeatherView.m", """
                    - (void)setUpForecast
                    {
                        const NSInteger daySize = 18;
                        self.dayLabel.font = [UIFont fontWithName:↓@"HarborSans-Bold" size:daySize];
                        NSInteger symbolSide = 180;
                        symbolSide = 18;
                        self.symbolLabel.font = [UIFont fontWithName:↓@"HarborSans-Bold" size:symbolSide];
                    }
                    """),
                .infoPlist(["Fonts/HarborSans-Bold.ttf"]), .sampleFont("HarborSans-Bold", "a custom face"),
            ]),
            RuleExample("a size a loop steps with nothing measured, and a measured text whose size is not the stepped one (D961's twins)", files: [
                .text("Sources/Steps.swift", """
                    func steps(_ label: UILabel) {
                        var size: CGFloat = 20
                        for _ in 0..<3 { size += 2 }
                        label.font = UIFont(name: ↓"HarborSans-Regular", size: size)
                    }
                    func measured(_ text: NSString, _ label: UILabel) {
                        var width: CGFloat = 300
                        let font = UIFont(name: ↓"HarborSans-Regular", size: 17)!
                        while text.size(withAttributes: [.font: font]).width > width { width -= 10 }
                        label.font = font
                    }

                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "a custom face"),
            ]),
            RuleExample("a custom font's name held in a constant, at a fixed size", files: [
                .text("Sources/Views.swift", "let kBadgeFont = \"HarborSans-Bold\"\nlet badge = Font.custom(↓kBadgeFont, fixedSize: 12)\n"),
                .infoPlist(["Fonts/HarborSans-Bold.ttf"]), .sampleFont("HarborSans-Bold", "a custom face"),
            ]),
            RuleExample("a macro that makes a font, written by another file: reported once, at the definition (FP421)", files: [
                .text("Sources/Fonts.h", "#define BADGE_FONT(size) \\\n    [UIFont fontWithName:↓@\"HarborSans-Bold\" size:(size)]\n#define kTitleFont [UIFont fontWithName:↓@\"HarborSans-Bold\" size:20]\n"),
                .text("Sources/Badge.m", "#import \"Fonts.h\"\nbadge.font = BADGE_FONT(12);\ntitle.font = kTitleFont;\n"),
                .infoPlist(["Fonts/HarborSans-Bold.ttf"]), .sampleFont("HarborSans-Bold", "a custom face"),
            ]),
            RuleExample("a custom text face named in other letter case, at a fixed size", files: [
                .text("Sources/Views.swift", "let label = UIFont(name: ↓\"harborsans-bold\", size: 17)\n"),
                .infoPlist(["Fonts/HarborSans-Bold.ttf"]), .sampleFont("HarborSans-Bold", "a custom face, PostScript name HarborSans-Bold"),
            ]),
            RuleExample("a size from a helper that reads no text style", files: [
                .text("Sources/Sizes.swift", "enum FontSize {\n    static func bodyFontSize() -> CGFloat { 16 }\n}\nfunc title() -> UIFont? {\n    let bfs = FontSize.bodyFontSize()\n    return UIFont(name: ↓\"HarborSans-Bold\", size: bfs + 6)\n}\n"),
                .infoPlist(["Fonts/HarborSans-Bold.ttf"]), .sampleFont("HarborSans-Bold", "a custom face"),
            ]),
            RuleExample("R.swift's R.font constants without the generated file, and SwiftGen's .name, at fixed sizes (M120, M41)", files: [
                .text("Sources/Views.swift", """
                    let title = UIFont(resource: ↓R.font.harborSansBold, size: 20)
                    let caption = ↓R.font.harborSansRegular(size: 12)
                    let badge = UIFont(name: ↓FontFamily.HarborSans.bold.name, size: 11)
                    """),
                .text("Sources/Generated/Fonts.swift", """
                    enum FontFamily {
                      enum HarborSans {
                        static let bold = FontConvertible(name: "HarborSans-Bold", family: "Harbor Sans", path: "HarborSans-Bold.ttf")
                      }
                    }
                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Bold.ttf"]),
                .sampleFont("HarborSans-Regular", "a custom face"), .sampleFont("HarborSans-Bold", "a custom face"),
            ]),
            RuleExample("Tuist's synthesized accessors without the generated file, with and without the enum's name (M641)", files: [
                .text("Sources/Type.swift", """
                    extension DesignKitFontFamily {
                        static let title = ↓HarborSans.bold.font(size: 36)
                    }
                    let caption = ↓DesignKitFontFamily.HarborSans.regular.swiftUIFont(fixedSize: 12)
                    let body = DesignKitFontFamily.HarborSans.regular.swiftUIFont(size: 17)
                    """),
                .sampleFont("HarborSans-Regular", at: "Resources/Fonts/HarborSans-Regular.ttf", "a custom face"),
                .sampleFont("HarborSans-Bold", at: "Resources/Fonts/HarborSans-Bold.ttf", "a custom face"),
            ]),
            RuleExample("a helper whose size is its parameter, called with fixed sizes: reported at the callers", files: [
                .text("Sources/Fonts.swift", """
                    extension UIFont {
                        static func harborBold(size: CGFloat) -> UIFont { UIFont(name: "HarborSans-Bold", size: size)! }
                    }
                    func font(_ name: String, size: CGFloat) -> UIFont { UIFont(name: name, size: size) ?? .systemFont(ofSize: size) }
                    """),
                .text("Sources/Views.swift", "let title = UIFont.↓harborBold(size: 31)\nlet body = font(↓\"HarborSans-Regular\", size: 14)\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Bold.ttf"]),
                .sampleFont("HarborSans-Regular", "a custom face"), .sampleFont("HarborSans-Bold", "a custom face"),
            ]),
            RuleExample("a navigation bar's large title at a fixed size: large titles follow Dynamic Type (T6)", files: [
                .text("Sources/Appearance.swift", """
                    func setUpAppearance() {
                        UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.orange, .font: UIFont(name: ↓"HarborSans-Bold", size: 40)!]
                    }
                    """),
                .infoPlist(["Fonts/HarborSans-Bold.ttf"]), .sampleFont("HarborSans-Bold", "a custom face"),
            ]),
            RuleExample("bar titles, bar items and segment titles at fixed sizes, one font carried by a local (FP581): info, UIKit keeps that text fixed for every font (D121, D585)", files: [
                .text("Sources/Appearance.swift", """
                    func setUpAppearance() {
                        UINavigationBar.appearance().titleTextAttributes = [.font: UIFont(name: ↓"HarborSans-Bold", size: 18)!]
                        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont(name: ↓"HarborSans-Regular", size: 17)!]
                        UIBarButtonItem.appearance().setTitleTextAttributes(attributes, for: .normal)
                        navigationItem.rightBarButtonItem?.setTitleTextAttributes([.font: UIFont.↓harborBold(size: 16)], for: .normal)
                    }
                    func setUpBackButton() {
                        guard let font = UIFont(name: ↓"HarborSans-Medium", size: 14) else { return }
                        UIBarButtonItem.appearance().setTitleTextAttributes([.font: font, .foregroundColor: UIColor.label], for: .normal)
                        UIBarButtonItem.appearance().setTitleTextAttributes([.font: font], for: .highlighted)
                    }
                    """),
                .text("Sources/Fonts.swift", "extension UIFont {\n    static func harborBold(size: CGFloat) -> UIFont { UIFont(name: \"HarborSans-Bold\", size: size)! }\n}\n"),
                .text("Sources/Tabs.m", "[[UITabBarItem appearance] setTitleTextAttributes:@{NSFontAttributeName: [UIFont fontWithName:↓@\"HarborSans-Bold\" size:11]} forState:UIControlStateNormal];\n"),
                .text("Sources/Filters.swift", """
                    func setUpFilters(_ segmentedControl: UISegmentedControl) {
                        UISegmentedControl.appearance().setTitleTextAttributes([.font: UIFont(name: ↓"HarborSans-Bold", size: 14)!], for: .selected)
                        segmentedControl.setTitleTextAttributes([.font: UIFont(name: ↓"HarborSans-Regular", size: 14)!], for: .normal)
                    }
                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Bold.ttf", "Fonts/HarborSans-Medium.ttf"]),
                .sampleFont("HarborSans-Regular", "a custom face"), .sampleFont("HarborSans-Bold", "a custom face"),
                .sampleFont("HarborSans-Medium", "a custom face"),
            ], severity: .info),
            RuleExample("Objective-C bar item title attributes held in a local dictionary, literal and built, for a property named for its bar button (FP1201): info", files: [
                .text("Sources/ArtistViewController.m", """
                    - (void)styleBarButtons {
                        NSDictionary *attributes = @{NSFontAttributeName: [UIFont fontWithName:↓@"HarborSans-Regular" size:18.0]};
                        [[UIBarButtonItem appearance] setTitleTextAttributes:attributes forState:UIControlStateNormal];
                        NSDictionary *fontDict = [NSDictionary dictionaryWithObjectsAndKeys:[UIFont fontWithName:↓@"HarborSans-Bold" size:17.0], NSFontAttributeName, nil];
                        [self.drawingsBarButton setTitleTextAttributes:fontDict forState:UIControlStateNormal];
                        [self.drawingsBarButton setTitleTextAttributes:fontDict forState:UIControlStateHighlighted];
                    }

                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Bold.ttf"]),
                .sampleFont("HarborSans-Regular", "a custom face"), .sampleFont("HarborSans-Bold", "a custom face"),
            ], severity: .info),
            RuleExample("the same Objective-C local also shown by a label, and one handed to a view's own method (FP1201's twins): warnings", files: [
                .text("Sources/ArtistViewController.m", """
                    - (void)styleLabels {
                        NSDictionary *shared = @{NSFontAttributeName: [UIFont fontWithName:↓@"HarborSans-Regular" size:18.0]};
                        [[UIBarButtonItem appearance] setTitleTextAttributes:shared forState:UIControlStateNormal];
                        self.titleLabel.attributedText = [[NSAttributedString alloc] initWithString:@"Artist" attributes:shared];
                        NSDictionary *card = @{NSFontAttributeName: [UIFont fontWithName:↓@"HarborSans-Bold" size:17.0]};
                        [self.artistCard setTitleTextAttributes:card forState:UIControlStateNormal];
                    }

                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Bold.ttf"]),
                .sampleFont("HarborSans-Regular", "a custom face"), .sampleFont("HarborSans-Bold", "a custom face"),
            ], severity: .warning),
            RuleExample("a dictionary of fonts one of whose reads is not scaled, a font drawn into an image that a label shows too, a bar item's font a label shows too", files: [
                .text("Sources/Fonts.swift", """
                    enum Fonts {
                        static let styles: [UIFont.TextStyle: UIFont] = [.body: UIFont(name: ↓"HarborSans-Regular", size: 17)!]
                        static func scaled(_ style: UIFont.TextStyle) -> UIFont { UIFontMetrics(forTextStyle: style).scaledFont(for: styles[style]!) }
                        static func plain(_ style: UIFont.TextStyle) -> UIFont? { styles[style] }
                    }
                    """),
                .text("Sources/Badge.swift", """
                    func badge(on label: UILabel) -> UIImage {
                        let font = UIFont(name: ↓"HarborSans-Bold", size: 20)!
                        label.font = font
                        return UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { _ in
                            "1".draw(at: .zero, withAttributes: [.font: font])
                        }
                    }
                    final class CardView: UIView {
                        override func draw(_ rect: CGRect) { drawCaption() }
                        func snapshot() -> UIImage { UIGraphicsImageRenderer(bounds: bounds).image { _ in drawCaption() } }
                        private func drawCaption() {
                            "Hi".draw(at: .zero, withAttributes: [.font: UIFont(name: ↓"HarborSans-Regular", size: 14)!])
                        }
                    }
                    func setUpTitle(_ label: UILabel) {
                        guard let font = UIFont(name: ↓"HarborSans-Bold", size: 14) else { return }
                        UIBarButtonItem.appearance().setTitleTextAttributes([.font: font], for: .normal)
                        label.font = font
                    }
                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Bold.ttf"]),
                .sampleFont("HarborSans-Regular", "a custom face"), .sampleFont("HarborSans-Bold", "a custom face"),
            ]),
            RuleExample("a computed font property the code uses only as bar titles: info, as a bar title written in place (D241)", files: [
                .text("Sources/Fonts.swift", """
                    enum Fonts {
                        static var barTitle: UIFont {
                            if let font = UIFont(name: ↓"HarborSans-Bold", size: 17) { return font }
                            return .systemFont(ofSize: 17)
                        }
                    }
                    """),
                .text("Sources/Appearance.swift", """
                    func setUpAppearance() {
                        let titleTextAttributes = [NSAttributedString.Key.font: Fonts.barTitle]
                        UINavigationBar.appearance().titleTextAttributes = titleTextAttributes
                        let appearance = UINavigationBarAppearance()
                        appearance.titleTextAttributes = [.font: Fonts.barTitle]
                    }
                    """),
                .infoPlist(["Fonts/HarborSans-Bold.ttf"]), .sampleFont("HarborSans-Bold", "a custom face"),
            ], severity: .info),
            RuleExample("a bar button item subclass setting its own title attributes, and a computed font property in a computed attributes dictionary set as a navigation bar's title attributes: info (FP763)", files: [
                .text("Sources/Fonts.swift", "extension UIFont {\n    static func harborBold(size: CGFloat) -> UIFont { UIFont(name: \"HarborSans-Bold\", size: size)! }\n}\n"),
                .text("Sources/BarButtonItem.swift", """
                    final class BarButtonItem: UIBarButtonItem {
                        init(title: String) {
                            super.init()
                            let font = UIFont.↓harborBold(size: 16)
                            let attributes: [NSAttributedString.Key: Any] = [.font: font]
                            setTitleTextAttributes(attributes, for: .normal)
                            self.setTitleTextAttributes(attributes, for: .highlighted)
                            self.title = title
                        }
                    }
                    """),
                .text("Sources/BarStyle.swift", """
                    enum BarStyle {
                        case light
                        var barTitleFont: UIFont { .↓harborBold(size: 17) }
                        var barTitleAttributes: [NSAttributedString.Key: Any] {
                            [.font: barTitleFont, .foregroundColor: UIColor.label]
                        }
                    }
                    final class ScreenViewController: UIViewController {
                        var barStyle = BarStyle.light {
                            didSet { navigationController?.navigationBar.titleTextAttributes = barStyle.barTitleAttributes }
                        }
                    }
                    """),
                .infoPlist(["Fonts/HarborSans-Bold.ttf"]), .sampleFont("HarborSans-Bold", "a custom face"),
            ], severity: .info),
            RuleExample("a view's own setTitleTextAttributes method, and a computed attributes dictionary a label shows too (FP763's twins)", files: [
                .text("Sources/Fonts.swift", "extension UIFont {\n    static func harborBold(size: CGFloat) -> UIFont { UIFont(name: \"HarborSans-Bold\", size: size)! }\n}\n"),
                .text("Sources/TitleView.swift", """
                    final class TitleView: UIView {
                        func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any], for state: UIControl.State) {}
                        func setUp() {
                            let font = UIFont.↓harborBold(size: 16)
                            let attributes: [NSAttributedString.Key: Any] = [.font: font]
                            setTitleTextAttributes(attributes, for: .normal)
                        }
                    }
                    """),
                .text("Sources/CardStyle.swift", """
                    enum CardStyle {
                        case light
                        var cardTitleFont: UIFont { .↓harborBold(size: 17) }
                        var cardTitleAttributes: [NSAttributedString.Key: Any] { [.font: cardTitleFont] }
                    }
                    func show(_ style: CardStyle, in bar: UINavigationBar, label: UILabel) {
                        bar.titleTextAttributes = style.cardTitleAttributes
                        label.attributedText = NSAttributedString(string: "Card", attributes: style.cardTitleAttributes)
                    }
                    """),
                .infoPlist(["Fonts/HarborSans-Bold.ttf"]), .sampleFont("HarborSans-Bold", "a custom face"),
            ], severity: .warning),
            RuleExample("a view's font property read once without withSize(…): that read shows its 16 pt (FP761's twin)", files: [
                .text("Sources/CodeInputView.swift", """
                    open class CodeInputView: UIView {
                        open var font: UIFont? = UIFont(name: ↓"HarborSans-Regular", size: 16)
                        private let label = UILabel()
                        private let hint = UILabel()
                        open override func layoutSubviews() {
                            super.layoutSubviews()
                            if let font = font { label.font = font.withSize(bounds.height * 0.8) }
                            hint.font = font
                        }
                    }
                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "a custom face"),
            ], severity: .warning),
            RuleExample("a UIFont property used only as a bar title, beside a SwiftUI Font property of its name that views use (D121)", files: [
                .text("Sources/UIFont+Harbor.swift", "extension UIFont {\n    static var harborHeadline: UIFont { .init(name: ↓\"HarborSans-Bold\", size: 17)! }\n}\n"),
                .text("Sources/Font+Harbor.swift", "extension Font {\n    static var harborHeadline: Font { .custom(\"HarborSans-Bold\", size: 17, relativeTo: .headline) }\n}\n"),
                .text("Sources/App.swift", "func customizeBars() {\n    UINavigationBar.appearance().titleTextAttributes = [.font: UIFont.harborHeadline]\n}\n"),
                .text("Sources/LoadingView.swift", "struct LoadingView: View {\n    var body: some View {\n        Text(\"Loading\")\n            .font(.harborHeadline)\n    }\n}\n"),
                .infoPlist(["Fonts/HarborSans-Bold.ttf"]), .sampleFont("HarborSans-Bold", "a custom face"),
            ], severity: .info),
            RuleExample("a bar-title UIFont property also in a BonMot style's .font(.name), or in .font(.name) with no SwiftUI Font of its name", files: [
                .text("Sources/UIFont+Harbor.swift", """
                    extension UIFont {
                        static var harborHeadline: UIFont { .init(name: ↓"HarborSans-Bold", size: 17)! }
                        static var harborCaption: UIFont { .init(name: ↓"HarborSans-Bold", size: 12)! }
                    }
                    extension Font {
                        static var harborHeadline: Font { .custom("HarborSans-Bold", size: 17, relativeTo: .headline) }
                    }
                    """),
                .text("Sources/App.swift", """
                    func customizeBars() {
                        UINavigationBar.appearance().titleTextAttributes = [.font: UIFont.harborHeadline]
                        UITabBarItem.appearance().setTitleTextAttributes([.font: UIFont.harborCaption], for: .normal)
                    }
                    let style = StringStyle(.font(.harborHeadline))
                    let caption = label.font(.harborCaption)
                    """),
                .infoPlist(["Fonts/HarborSans-Bold.ttf"]), .sampleFont("HarborSans-Bold", "a custom face"),
            ], severity: .warning),
            RuleExample("a bar-title font property whose name a local elsewhere takes from a parameter (`guard var header = header`): a use that is no bar title, so a warning (M760)", files: [
                .text("Sources/Fonts.swift", """
                    enum Fonts {
                        static var header: UIFont { UIFont(name: ↓"HarborSans-Bold", size: 17)! }
                    }
                    func style(_ bar: UINavigationBar) {
                        bar.titleTextAttributes = [.font: Fonts.header]
                    }
                    """),
                .text("Sources/Sections.swift", """
                    func render(header: String?) {
                        guard var header = header else { return }
                        header += ":"
                        print(header)
                    }
                    """),
                .infoPlist(["Fonts/HarborSans-Bold.ttf"]), .sampleFont("HarborSans-Bold", "a custom face"),
            ], severity: .warning),
            RuleExample("a type's stored attributes dictionary read only as a navigation bar's title attributes, and compared (D241)", files: [
                .text("Sources/Appearance.swift", """
                    struct Appearance: Equatable {
                        struct Bar: Equatable {
                            var translucent = false
                            var titleTextAttributes: [NSAttributedString.Key: Any] = [
                                .foregroundColor: UIColor.white,
                                .font: UIFont(name: ↓"HarborSans-Bold", size: 18)!
                            ]
                        }
                        var navigationBar = Bar()
                    }
                    func ==(lhs: Appearance.Bar, rhs: Appearance.Bar) -> Bool {
                        lhs.titleTextAttributes == rhs.titleTextAttributes
                    }
                    """),
                .text("Sources/Apply.swift", """
                    func apply(_ appearance: Appearance, to navigationBar: UINavigationBar) {
                        navigationBar.titleTextAttributes = appearance.navigationBar.titleTextAttributes
                    }
                    """),
                .infoPlist(["Fonts/HarborSans-Bold.ttf"]), .sampleFont("HarborSans-Bold", "a custom face"),
            ], severity: .info),
            RuleExample("a type's stored attributes dictionary also read for a label's text and for a control whose name does not say it is a segmented control (D585's twin)", files: [
                .text("Sources/Style.swift", """
                    struct HeaderStyle {
                        var titleAttributes = [NSAttributedString.Key.font: UIFont(name: ↓"HarborSans-Bold", size: 18)!]
                        var tabAttributes = [NSAttributedString.Key.font: UIFont(name: ↓"HarborSans-Bold", size: 13)!]
                    }
                    """),
                .text("Sources/Apply.swift", """
                    func apply(_ style: HeaderStyle, bar: UINavigationBar, label: UILabel, control: UISegmentedControl) {
                        bar.titleTextAttributes = style.titleAttributes
                        label.attributedText = NSAttributedString(string: "Harbor", attributes: style.titleAttributes)
                        bar.topItem?.rightBarButtonItem?.setTitleTextAttributes(style.tabAttributes, for: .normal)
                        control.setTitleTextAttributes(style.tabAttributes, for: .normal)
                    }
                    """),
                .infoPlist(["Fonts/HarborSans-Bold.ttf"]), .sampleFont("HarborSans-Bold", "a custom face"),
            ], severity: .warning),
            RuleExample("a computed font property used as a bar title and on a label: the label's text keeps its size", files: [
                .text("Sources/Fonts.swift", "enum Fonts {\n    static var heading: UIFont { UIFont(name: ↓\"HarborSans-Bold\", size: 17)! }\n}\n"),
                .text("Sources/Header.swift", """
                    func style(_ label: UILabel, in controller: UIViewController) {
                        controller.navigationController?.navigationBar.titleTextAttributes = [.font: Fonts.heading]
                        label.font = Fonts.heading
                    }
                    """),
                .infoPlist(["Fonts/HarborSans-Bold.ttf"]), .sampleFont("HarborSans-Bold", "a custom face"),
            ]),
            RuleExample("a literal size in an Objective-C class nothing in the app creates: info (D422)", files: [
                .text("Sources/HarborCardCell.h", "@class HarborAvatar;\n@interface HarborCardCell : UITableViewCell\n- (void)showAvatar:(HarborAvatar *)avatar;\n@end\n"),
                .text("Sources/HarborCardCell.m", """
                    #import "HarborCardCell.h"
                    @interface HarborCardCell ()
                    @end
                    @implementation HarborCardCell
                    - (void)awakeFromNib {
                        self.textLabel.font = [UIFont fontWithName:↓@"HarborSans-Bold" size:15];
                    }
                    @end
                    """),
                .text("Sources/FeedController.m", "#import \"HarborCardCell.h\"\n// HarborCardCell *cell = [HarborCardCell new];\n"),
                .xcodeProject([RuleExample.Target("App", resources: ["Fonts/HarborSans-Bold.ttf"], sources: ["Sources/HarborCardCell.m", "Sources/FeedController.m"])]),
                .infoPlist(["HarborSans-Bold.ttf"]), .sampleFont("HarborSans-Bold", "a custom face"),
            ], severity: .info),
            RuleExample("literal sizes in classes something creates, a category, +load, and a framework's class: warnings (D422)", files: [
                .text("Sources/HarborCells.m", """
                    @implementation HarborBadgeCell
                    - (void)awakeFromNib { self.textLabel.font = [UIFont fontWithName:↓@"HarborSans-Bold" size:15]; }
                    @end
                    @implementation HarborStoryCell
                    - (void)awakeFromNib { self.textLabel.font = [UIFont fontWithName:↓@"HarborSans-Bold" size:16]; }
                    @end
                    @implementation HarborLookupView
                    - (void)layoutSubviews { self.label.font = [UIFont fontWithName:↓@"HarborSans-Bold" size:17]; }
                    @end
                    @implementation UILabel (Harbor)
                    - (void)awakeFromNib { self.font = [UIFont fontWithName:↓@"HarborSans-Bold" size:18]; }
                    @end
                    @implementation HarborStartup
                    + (void)load { [UILabel appearance].font = [UIFont fontWithName:↓@"HarborSans-Bold" size:19]; }
                    @end
                    """),
                .text("Sources/Feed.m", "[self.tableView registerClass:[HarborBadgeCell class] forCellReuseIdentifier:@\"badge\"];\nClass view = NSClassFromString(@\"HarborLookupView\");\n"),
                .text("Base.lproj/Main.storyboard", "<tableViewCell customClass=\"HarborStoryCell\" id=\"c1\"/>\n"),
                .text("Kit/HarborKitView.m", "@implementation HarborKitView\n- (void)layoutSubviews { self.label.font = [UIFont fontWithName:↓@\"HarborSans-Bold\" size:20]; }\n@end\n"),
                .xcodeProject([
                    RuleExample.Target("App", resources: ["Fonts/HarborSans-Bold.ttf", "Base.lproj/Main.storyboard"], sources: ["Sources/HarborCells.m", "Sources/Feed.m"]),
                    RuleExample.Target("HarborKit", productType: "com.apple.product-type.framework", infoPlist: nil, sources: ["Kit/HarborKitView.m"]),
                ]),
                .infoPlist(["HarborSans-Bold.ttf"]), .sampleFont("HarborSans-Bold", "a custom face"),
            ], severity: .warning),
            RuleExample("fixed sizes in a static func, a free func and a UIFont category method nothing calls: infos (D602, D604)", files: [
                uncalledThemeFonts, uncalledHarborCategoryHeader, uncalledHarborCategory,
                .text("Sources/Intro.swift", "// label.font = Theme.welcomeFont()\n"),
                .infoPlist(["HarborSans-Bold.ttf"]), .sampleFont("HarborSans-Bold", "a custom face"),
            ], severity: .info),
            RuleExample("the same called (Swift names the category method), a delegate's instance method, a factory Swift calls as an initialiser, UIFont's own selector: warnings (D602, D604)", files: [
                uncalledThemeFonts, uncalledHarborCategoryHeader, uncalledHarborCategory,
                .text("Sources/Intro.swift", """
                    label.font = Theme.welcomeFont()
                    banner.font = harborBanner()
                    topic.font = UIFont.harborTopicFont()

                    """),
                .text("Sources/Form.swift", """
                    extension Form: UITextFieldDelegate {
                        func textFieldDidBeginEditing(_ field: UITextField) { field.font = UIFont(name: ↓"HarborSans-Bold", size: 18) }
                    }

                    """),
                .text("Sources/UIFont+HarborStyles.m", """
                    @implementation UIFont (HarborStyles)
                    + (UIFont *)fontWithHarborStyle:(NSInteger)style { return [UIFont fontWithName:↓@"HarborSans-Bold" size:20]; }
                    + (UIFont *)systemFontOfSize:(CGFloat)size { return [UIFont fontWithName:↓@"HarborSans-Bold" size:16]; }
                    @end

                    """),
                .text("Sources/Styles.swift", "let styled = UIFont(harborStyle: 1)\n"),
                .infoPlist(["HarborSans-Bold.ttf"]), .sampleFont("HarborSans-Bold", "a custom face"),
            ], severity: .warning),
            RuleExample("a display face of capitals with its digits, . and , and a figures face of A–J and a–j are text faces (not icon faces on letters; D603's twins)", files: [
                .text("Sources/Heading.m", "self.heading.font = [UIFont fontWithName:↓@\"FixtureDisplay-Regular\" size:28];\nself.amount.font = [UIFont fontWithName:↓@\"FixtureFigures-Regular\" size:28];\n"),
                .infoPlist(["Fonts/FixtureDisplay-Regular.ttf", "Fonts/FixtureFigures-Regular.ttf"]),
                .font("Fonts/FixtureDisplay-Regular.ttf", from: "TestFonts/Generated/Coverage/FixtureDisplay-Regular.ttf", "A–Z, 0–9, . and ,"),
                .font("Fonts/FixtureFigures-Regular.ttf", from: "TestFonts/Generated/Coverage/FixtureFigures-Regular.ttf", "0–9, $, ., A–J and a–j: no whole alphabet"),
            ]),
        ],
        nonTriggering: [
            RuleExample("a view's font property read only through withSize(…), directly or through if let: only its face is used (FP761)", files: [
                .text("Sources/CodeInputView.swift", """
                    open class CodeInputView: UIView {
                        open var font: UIFont? = UIFont(name: "HarborSans-Regular", size: 16)
                        var digitFont: UIFont = UIFont(name: "HarborSans-Bold", size: 16)!
                        private let label = UILabel()
                        open override func layoutSubviews() {
                            super.layoutSubviews()
                            if let font = font {
                                label.font = font.withSize(bounds.height * 0.8)
                            } else {
                                label.font = label.font.withSize(bounds.height * 0.8)
                            }
                            label.font = self.digitFont.withSize(bounds.height * 0.6)
                        }
                    }
                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Bold.ttf"]),
                .sampleFont("HarborSans-Regular", "a custom face"), .sampleFont("HarborSans-Bold", "a custom face"),
            ]),
            RuleExample("a SpriteKit label: a game's label has no Dynamic Type (M140)", files: [
                .text("Sources/Scene.swift", "let score = SKLabelNode(fontNamed: \"HarborSans-Bold\")\n"),
                .text("Sources/Menu.m", "SKLabelNode *title = [[SKLabelNode alloc] initWithFontNamed:@\"HarborSans-Bold\"];\ntitle.fontSize = 24;\n"),
                .infoPlist(["Fonts/HarborSans-Bold.ttf"]), .sampleFont("HarborSans-Bold", "a custom face"),
            ]),
            RuleExample("a helper whose callers hand its font to a BonMot style that adapts or to UIFontMetrics (FP21)", files: [
                .text("Sources/Fonts.swift", """
                    extension UIFont {
                        static func harborBold(size: CGFloat) -> UIFont { UIFont(name: "HarborSans-Bold", size: size)! }
                    }
                    """),
                .text("Sources/Styles.swift", """
                    extension StringStyle {
                        static var h1: StringStyle {
                            let font = UIFont.harborBold(size: 31)
                            return StringStyle(.font(font), .lineSpacing(34 - font.lineHeight), .adapt(.control))
                        }
                        static var p: StringStyle { StringStyle(.font(.harborBold(size: 16)), .adapt(.body)) }
                        static let label = UIFontMetrics(forTextStyle: .body).scaledFont(for: .harborBold(size: 17))
                        static let caption = UIFont.harborBold(size: UIFont.preferredFont(forTextStyle: .caption1).pointSize)
                    }
                    """),
                .infoPlist(["Fonts/HarborSans-Bold.ttf"]), .sampleFont("HarborSans-Bold", "a custom face"),
            ]),
            RuleExample("sizes relative to a text style, and scaled by UIFontMetrics", files: [
                .text("Sources/Views.swift", "let badge = Font.custom(\"HarborSans-Bold\", size: 12, relativeTo: .caption)\nlet label = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: \"HarborSans-Regular\", size: 17)!)\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Bold.ttf"]),
                .sampleFont("HarborSans-Regular", "a custom face"), .sampleFont("HarborSans-Bold", "a custom face"),
            ]),
            RuleExample("the size of a text style, in Objective-C and Swift (FP9)", files: [
                .text("Sources/Text.m", """
                    - (UIFont *)bodyFont {
                        CGFloat size = [[UIFont preferredFontForTextStyle:UIFontTextStyleBody] pointSize];
                        return [UIFont fontWithName:@"HarborSans-Regular" size:size];
                    }
                    """),
                .text("Sources/Text.swift", """
                    func bodyFont() -> UIFont? {
                        let size = UIFont.preferredFont(forTextStyle: .body).pointSize
                        return UIFont(name: "HarborSans-Regular", size: size)
                    }
                    func tinylogFont() -> UIFont? {
                        var size: CGFloat = 17
                        size += offsets[UIApplication.shared.preferredContentSizeCategory.rawValue] ?? 0
                        return UIFont(name: "HarborSans-Bold", size: size)
                    }
                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Bold.ttf"]),
                .sampleFont("HarborSans-Regular", "a custom face"), .sampleFont("HarborSans-Bold", "a custom face"),
            ]),
            RuleExample("a size from a helper of the same file that reads a text style's size (FP15)", files: [
                .text("Sources/LabelType.swift", """
                    enum FontSize {
                        static func bodyFontSize() -> CGFloat {
                            let size = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).pointSize - 1
                            return min(max(8, size), 24)
                        }
                    }
                    enum LabelType {
                        case title, text
                        var font: UIFont {
                            let bfs = FontSize.bodyFontSize()
                            let boldFontName = "HarborSans-Bold"
                            switch self {
                            case .title: return UIFont(name: boldFontName, size: bfs + 6)!
                            case .text: return UIFont(name: "HarborSans-Regular", size: bfs)!
                            }
                        }
                    }
                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Bold.ttf"]),
                .sampleFont("HarborSans-Regular", "a custom face"), .sampleFont("HarborSans-Bold", "a custom face"),
            ]),
            RuleExample("scaled later through a property and a return value", files: [
                .text("Sources/Theme.swift", """
                    final class Theme {
                        var titleFont: UIFont
                        init() {
                            titleFont = UIFont(name: "HarborSans-Bold", size: 28)!
                        }
                        func apply(to label: UILabel) {
                            label.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: titleFont)
                        }
                        func bodyFont() -> UIFont { UIFont(name: "HarborSans-Regular", size: 17)! }
                        func applyBody(to label: UILabel) { label.font = UIFontMetrics.default.scaledFont(for: bodyFont()) }
                    }
                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Bold.ttf"]),
                .sampleFont("HarborSans-Regular", "a custom face"), .sampleFont("HarborSans-Bold", "a custom face"),
            ]),
            RuleExample("an @ScaledMetric size", files: [
                .text("Sources/Badge.swift", """
                    struct Badge: View {
                        @ScaledMetric(relativeTo: .caption) var badgeSize: CGFloat = 12
                        var body: some View { Text("1").font(.custom("HarborSans-Bold", fixedSize: badgeSize)) }
                    }
                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Bold.ttf"]),
                .sampleFont("HarborSans-Regular", "a custom face"), .sampleFont("HarborSans-Bold", "a custom face"),
            ]),
            RuleExample("macros that make a font, which no file writes: no font is made (FP421)", files: [
                .text("Sources/Fonts.h", "#define BADGE_FONT(size) \\\n    [UIFont fontWithName:@\"HarborSans-Bold\" size:(size)]\n#define kTitleFont [UIFont fontWithName:@\"HarborSans-Bold\" size:20]\n"),
                .text("Sources/Badge.m", "#import \"Fonts.h\"\nbadge.font = [UIFont systemFontOfSize:12];\n"),
                .infoPlist(["Fonts/HarborSans-Bold.ttf"]), .sampleFont("HarborSans-Bold", "a custom face"),
            ]),
            RuleExample("a placeholder size and a decoration size (FP9, FP11)", files: [
                .text("Sources/Views.swift", "let choice = UIFont(name: \"HarborSans-Regular\", size: 1)\nlet backdrop = Font.custom(\"HarborSans-Bold\", fixedSize: 227)\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Bold.ttf"]),
                .sampleFont("HarborSans-Regular", "a custom face"), .sampleFont("HarborSans-Bold", "a custom face"),
            ]),
            RuleExample("a size stepped down until the text fits its box, through a helper and directly, Swift and Objective-C (D961)", files: [
                .text("Sources/Summary.swift", """
                    final class SummaryFitter {
                        func font(size: CGFloat) -> UIFont { UIFont(name: "HarborSans-Regular", size: size)! }
                        func fitted(_ text: String, in box: CGSize) -> NSAttributedString {
                            var fontSize: CGFloat = 40
                            while fontSize > 12 {
                                let string = NSAttributedString(string: text, attributes: [.font: font(size: fontSize)])
                                if string.boundingRect(with: box, options: .usesLineFragmentOrigin, context: nil).height <= box.height { return string }
                                fontSize -= 1
                            }
                            return NSAttributedString(string: text, attributes: [.font: font(size: fontSize)])
                        }
                    }

                    """),
                .text("Sources/Badge.m", """
                    - (void)fitBadge:(NSString *)text {
                        CGFloat size = 30;
                        UIFont *font = [UIFont fontWithName:@"HarborSans-Regular" size:size];
                        while ([text sizeWithAttributes:@{NSFontAttributeName: font}].width > self.bounds.size.width) {
                            size -= 1;
                            font = [UIFont fontWithName:@"HarborSans-Regular" size:size];
                        }
                        self.badgeLabel.font = font;
                    }

                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "a custom face"),
            ]),
            RuleExample("a decoration size held in a constant local, Objective-C and Swift (FP600)", files: [
                .text("Sources/WeatherView.m", """
                    - (void)setUpSymbol
                    {
                        static const NSInteger symbolSide = 180;
                        self.symbolLabel.font = [UIFont fontWithName:@"HarborSans-Bold" size:symbolSide];
                    }
                    """),
                .text("Sources/Hero.swift", """
                    func heroLabel() -> UILabel {
                        let label = UILabel()
                        let heroSize: CGFloat = 160
                        label.font = UIFont(name: "HarborSans-Bold", size: heroSize)
                        return label
                    }
                    """),
                .infoPlist(["Fonts/HarborSans-Bold.ttf"]), .sampleFont("HarborSans-Bold", "a custom face"),
            ]),
            RuleExample("a picture of text asked for with fixedSize: a 6 pt miniature in a thumbnail, letters that mask a texture (D42)", files: [
                .text("Sources/ThemeThumbnail.swift", """
                    struct ThemeThumbnail: View {
                        var body: some View {
                            Text("Lorem ipsum dolor sit amet").font(.custom("HarborSans-Regular", fixedSize: 6)).frame(width: 90, height: 90)
                            Image("felt").resizable().frame(height: 74).mask(
                                Text(name).font(.custom("HarborSans-Bold", fixedSize: 74)).offset(x: 3)
                            )
                            Image("felt").mask { Text(name).font(.custom("HarborSans-Bold", fixedSize: 40)) }
                        }
                    }
                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Bold.ttf"]),
                .sampleFont("HarborSans-Regular", "a custom face"), .sampleFont("HarborSans-Bold", "a custom face"),
            ]),
            RuleExample("a font drawn into an image", files: [
                .text("Sources/Badge.swift", """
                    func badgeImage() -> UIImage {
                        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40))
                        return renderer.image { _ in
                            let font = UIFont(name: "HarborSans-Bold", size: 20)!
                            "1".draw(at: .zero, withAttributes: [.font: font])
                        }
                    }
                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Bold.ttf"]),
                .sampleFont("HarborSans-Regular", "a custom face"), .sampleFont("HarborSans-Bold", "a custom face"),
            ]),
            RuleExample("fonts of a text-style dictionary and of an array, scaled where each is read (FP243)", files: [
                .text("Sources/Fonts.swift", """
                    enum Fonts {
                        private static let styles: [UIFont.TextStyle: UIFont] = {
                            let map: [UIFont.TextStyle: UIFont?] = [
                                .body: UIFont(name: "HarborSans-Regular", size: 17)!,
                                .title1: UIFont(name: "HarborSans-Bold", size: 28)!,
                            ]
                            return map.compactMapValues { $0 }
                        }()
                        private static let captions = [UIFont(name: "HarborSans-Regular", size: 12)!]
                        static func font(forTextStyle style: UIFont.TextStyle) -> UIFont {
                            guard let font = styles[style] else { return .preferredFont(forTextStyle: style) }
                            return UIFontMetrics(forTextStyle: style).scaledFont(for: font)
                        }
                        static func caption() -> UIFont { UIFontMetrics(forTextStyle: .caption1).scaledFont(for: Self.captions[0]) }
                    }
                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Bold.ttf"]),
                .sampleFont("HarborSans-Regular", "a custom face"), .sampleFont("HarborSans-Bold", "a custom face"),
            ]),
            RuleExample("text drawn into a share image by functions only the renderer's closure calls (FP84)", files: [
                .text("Sources/ShareCard.swift", """
                    enum ShareCard {
                        static func render() -> UIImage {
                            UIGraphicsImageRenderer(size: CGSize(width: 1080, height: 1920)).image { _ in
                                drawTitle()
                            }
                        }
                        private static func drawTitle() {
                            let attributes: [NSAttributedString.Key: Any] = [.font: UIFont(name: "HarborSans-Bold", size: 48)!]
                            ("Walk" as NSString).draw(at: .zero, withAttributes: attributes)
                            drawCaption()
                        }
                        private static func drawCaption() {
                            let font = UIFont(name: "HarborSans-Regular", size: 16) ?? .systemFont(ofSize: 16)
                            ("12 km" as NSString).draw(in: CGRect(x: 0, y: 60, width: 1080, height: 40), withAttributes: [.font: font])
                        }
                    }
                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Bold.ttf"]),
                .sampleFont("HarborSans-Regular", "a custom face"), .sampleFont("HarborSans-Bold", "a custom face"),
            ]),
            RuleExample("the fonts of a PDF, by the type's name (FP22)", files: [
                .text("Sources/PDFLabelType.swift", """
                    enum PDFLabelType {
                        case title
                        var font: UIFont { UIFont(name: "HarborSans-Bold", size: 22)! }
                    }
                    """),
                .infoPlist(["Fonts/HarborSans-Bold.ttf"]), .sampleFont("HarborSans-Bold", "a custom face"),
            ]),
            RuleExample("helpers whose size is their parameter, SwiftGen's fixedSize helper among them (FP10, FP13)", files: [
                .text("Sources/Fonts.swift", """
                    func font(_ size: CGFloat, name: String) -> UIFont? { UIFont(name: name, size: size) }
                    extension FontConvertible {
                        func swiftUIFont(fixedSize: CGFloat) -> SwiftUI.Font {
                            return SwiftUI.Font.custom(self, fixedSize: fixedSize)
                        }
                    }
                    """),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Bold.ttf"]),
                .sampleFont("HarborSans-Regular", "a custom face"), .sampleFont("HarborSans-Bold", "a custom face"),
            ]),
            RuleExample("an icon face at a fixed size, by PostScript and by family name (FP8, FP11, D2)", files: [
                .text("Sources/Icons.swift", "let icons = UIFont(name: \"FixtureIcons\", size: 20)\nlet same = UIFont(name: \"Fixture Icons\", size: 20)\n"),
                .infoPlist(["Fonts/FixtureIcons.ttf"]),
                .font("Fonts/FixtureIcons.ttf", from: "TestFonts/Generated/Coverage/FixtureIcons.ttf", "U+E000–U+E0FF and the space"),
            ]),
            RuleExample("an icon face that draws its symbols on A–Z and a–r, with no digit and no . or , (D140, Weather&Time)", files: [
                .text("Sources/WeatherIcon.m", "self.icon.font = [UIFont fontWithName:@\"FixtureLetterSymbols-Regular\" size:60];\n"),
                .infoPlist(["Fonts/FixtureLetterSymbols-Regular.ttf"]),
                .font("Fonts/FixtureLetterSymbols-Regular.ttf", from: "TestFonts/Generated/Coverage/FixtureLetterSymbols-Regular.ttf", "A–Z and a–r, no digit, no . or ,"),
            ]),
            RuleExample("an icon face that draws its symbols on ASCII from ! to j: every capital, digit and sign, a–j of the lowercase (D603, Climacons)", files: [
                .text("Sources/ForecastView.m", "const NSInteger symbolSize = 40;\nself.symbol.font = [UIFont fontWithName:@\"FixtureWeatherSymbols-Regular\" size:symbolSize];\n"),
                .infoPlist(["Fonts/FixtureWeatherSymbols-Regular.ttf"]),
                .font("Fonts/FixtureWeatherSymbols-Regular.ttf", from: "TestFonts/Generated/Coverage/FixtureWeatherSymbols-Regular.ttf", "! to j and U+E000"),
            ]),
            RuleExample("an icon face whose Latin-1 all maps to one empty glyph beside its icons, 25 % private (D2, Font Awesome 6 Brands)", files: [
                .text("Sources/BrandIcon.swift", "let brand = UIFont(name: \"FixtureSharedGlyphIcons-Regular\", size: 24)\n"),
                .infoPlist(["Fonts/FixtureSharedGlyphIcons-Regular.ttf"]),
                .font("Fonts/FixtureSharedGlyphIcons-Regular.ttf", from: "TestFonts/Generated/Coverage/FixtureSharedGlyphIcons-Regular.ttf", "190 of 254 code points on one empty glyph, U+E000–U+E03F icons"),
            ]),
            RuleExample("an icon face named in other letter case through a constant (D2, EventBlank)", files: [
                .text("Sources/FontAwesome.swift", "let kFontAwesome = \"fixtureicons\"\nlet icon = UIFont(name: kFontAwesome, size: 20)!\n"),
                .infoPlist(["Fonts/FixtureIcons.ttf"]),
                .font("Fonts/FixtureIcons.ttf", from: "TestFonts/Generated/Coverage/FixtureIcons.ttf", "PostScript name FixtureIcons, U+E000–U+E0FF"),
            ]),
            RuleExample("names given at run time, and a name that loads no face (D2 ChatSecure, D7)", files: [
                .text("Sources/Buttons.m", "button.titleLabel.font = [UIFont fontWithName:[OTRIcons fontName] size:20];\n"),
                .text("Sources/Icons.swift", "let glyph = UIFont(name: iconFont.name, size: 20)\nlet title = UIFont(name: \"SFProText-Medium\", size: 18)\n"),
                .infoPlist(["Fonts/HarborSans-Bold.ttf"]), .sampleFont("HarborSans-Bold", "a custom face"),
            ]),
            RuleExample("a name given at run time: a font the user picked, a pod's constant (FP13, FP14, D2)", files: [
                .text("Sources/Picker.swift", """
                    func choose(_ family: String) {
                        let size = Settings.fontSize
                        note.font = UIFont(name: family, size: CGFloat(size))
                    }
                    """),
                .text("Sources/Buttons.m", "button.titleLabel.font = [UIFont fontWithName:kFontAwesomeFont size:20];\n"),
                .infoPlist(["Fonts/HarborSans-Bold.ttf"]), .sampleFont("HarborSans-Bold", "a custom face"),
            ]),
            RuleExample("SwiftGen's fonts helper that nothing calls, and a system font held in a constant", files: [
                .text("Generated/Fonts.swift", """
                    public struct FontConvertible {
                      public let name: String
                    }
                    public extension FontConvertible {
                      func swiftUIFont(fixedSize: CGFloat) -> SwiftUI.Font { SwiftUI.Font.custom(self, fixedSize: fixedSize) }
                    }

                    """),
                .text("Sources/Code.swift", "let kCodeFont = \"Menlo-Regular\"\nlet code = UIFont(name: kCodeFont, size: 13)\n"),
                .infoPlist(["Fonts/HarborSans-Bold.ttf"]), .sampleFont("HarborSans-Bold", "a custom face"),
            ]),
        ])

    /// A static func and a free func with fixed sizes (D602's examples).
    private static let uncalledThemeFonts = RuleExample.File.text("Sources/Theme.swift", """
        enum Theme {
            static func welcomeFont() -> UIFont? { UIFont(name: ↓"HarborSans-Bold", size: 17) }
        }
        func harborBanner() -> UIFont? { UIFont(name: ↓"HarborSans-Bold", size: 13) }

        """)

    /// A UIFont category's class method at a fixed size, declared in its header (D604's examples).
    private static let uncalledHarborCategoryHeader = RuleExample.File.text(
        "Sources/UIFont+Harbor.h", "@interface UIFont (Harbor)\n+ (UIFont *)harborTopicFont;\n@end\n")

    private static let uncalledHarborCategory = RuleExample.File.text("Sources/UIFont+Harbor.m", """
        #import "UIFont+Harbor.h"
        @implementation UIFont (Harbor)
        + (UIFont *)harborTopicFont { return [UIFont fontWithName:↓@"HarborSans-Bold" size:15]; }
        @end

        """)

    func check(_ context: LintContext) -> [Finding] {
        let resolutions = Dictionary(grouping: context.references.filter { $0.reference.sourceCallIndex != nil }) {
            $0.reference.sourceCallIndex ?? 0
        }
        return context.bundle.sourceCalls.indices.flatMap { index -> [Finding] in
            let call = context.bundle.sourceCalls[index]
            let resolved = resolutions[index] ?? []
            var found: [Finding] = []
            if call.textSize.keepsItsSize, Self.isTextFace(resolved, context: context) {
                found.append(finding(call, message: nil, context: context))
            }
            // A helper's size (or name) is its callers': each caller that passes a fixed size to an unscaled use is
            // reported where it does, naming the helper and its face.
            guard let helper = call.helper else { return found }
            let byCaller = helper.namesFromCallers ? Dictionary(grouping: resolved) { $0.reference.callerIndex ?? -1 } : [:]
            for (callerIndex, site) in helper.callers.enumerated() where site.textSize.keepsItsSize {
                var names = helper.namesFromCallers ? byCaller[helper.nameCaller(of: callerIndex)] ?? [] : resolved
                // The case a caller passes: the faces of its raw value only.
                if helper.casesFromCallers, !site.resolvedNames.isEmpty {
                    let passed = Set(site.resolvedNames.map(\.name))
                    names = names.filter { $0.reference.name.map(passed.contains) ?? false }
                }
                guard Self.isTextFace(names, context: context) else { continue }
                found.append(finding(call.asCalled(by: site), message: call, context: context))
            }
            return found
        }
    }

    /// The finding for `call`; `helperCall` is the helper's own call when `call` is made by one of its callers.
    private func finding(_ call: SourceFontCall, message helperCall: SourceFontCall?, context: LintContext) -> Finding {
        let location = Finding.Location(file: call.file, line: call.line, column: call.column)
        let uncreatedClass = context.bundle.uncreatedClassLines[call.file]?[call.line]
        var found = call.isBarItemTitle
            ? finding(.barItemTitleAtFixedSize(call, helperCall: helperCall), at: location, severity: .info)
            : uncreatedClass.map { finding(.fixedSizeInUncreatedClass(call, helperCall: helperCall, className: $0), at: location, severity: .info) }
            ?? (call.textSize == .fixed
                ? finding(.fixedSizeCustomFont(call, helperCall: helperCall), at: location)
                : finding(.customFontNotScaled(call, helperCall: helperCall), at: location))
        // A baseline matches a caller's finding by the helper and its face, not by the helper's line in the message.
        if let helper = helperCall?.helper { found.subject = ([helper.name] + call.names).joined(separator: " ") }
        return found
    }

    /// True when some name of the call loads a bundled face that is not an icon face, as the lint's resolution
    /// says (a family name, other letter case). A system font is not a custom font; an icon face draws symbols,
    /// not text that should grow with the user's text size (FP8, FP11, D2); a name given at run time, or one that
    /// loads nothing (unknown-font-name's business), may be an icon face: precision over recall.
    private static func isTextFace(_ resolved: [ResolvedFontNameReference], context: LintContext) -> Bool {
        resolved.contains { reference in
            reference.resolution.loadedFace.map { !context.iconFaces.contains(FaceLocation(of: $0.face)) } ?? false
        }
    }
}

extension Finding.Message {
    /// `UIFont(name:size:) "Foo"`, `… "Foo" from kFont (defined at …)`, or `… with a name given at run time`; at
    /// a helper's caller, `euclidBold(size:) makes UIFont(name:size:) "Foo" (Fonts.swift:3), which`.
    private static func subject(_ call: SourceFontCall, helperCall: SourceFontCall?) -> String {
        let made = "\(call.form.rawValue) \(call.describedNames)"
        guard let helperCall, let helper = helperCall.helper else { return made }
        return "\(helper.name) makes \(made) (\(SourceFontCall.path(helperCall.file, besides: call.file)):\(helperCall.line)) at the size passed here, which"
    }

    static func fixedSizeCustomFont(_ call: SourceFontCall, helperCall: SourceFontCall? = nil) -> Self {
        Self("\(subject(call, helperCall: helperCall)) keeps its size whatever the user's text size; use Font.custom(_:size:relativeTo:) so that it follows Dynamic Type")
    }

    static func barItemTitleAtFixedSize(_ call: SourceFontCall, helperCall: SourceFontCall? = nil) -> Self {
        let place = call.barTitleProperty.map { "is made for \($0), which the code uses only in the title text attributes" } ?? "is in the title text attributes"
        return Self("\(subject(call, helperCall: helperCall)) \(place) of a navigation bar, bar button item, tab bar item or segmented control: UIKit keeps that text at a fixed size whatever the user's text size, in the system font too, and shows bar text larger in the Large Content Viewer instead; info only, nothing to scale")
    }

    static func fixedSizeInUncreatedClass(_ call: SourceFontCall, helperCall: SourceFontCall? = nil, className: String) -> Self {
        Self("\(subject(call, helperCall: helperCall)) keeps its size whatever the user's text size, but it is in a method of \(className), a class nothing in the app creates or messages: nothing else in the checkout names it (no alloc or new, storyboard or xib customClass, registerClass, subclass, NSClassFromString or property-list entry); info only, the code never runs")
    }

    static func customFontNotScaled(_ call: SourceFontCall, helperCall: SourceFontCall? = nil) -> Self {
        let fix = call.form == .objectiveCUIFont
            ? "[[UIFontMetrics metricsForTextStyle:UIFontTextStyleBody] scaledFontForFont:…]"
            : "UIFontMetrics(forTextStyle: .body).scaledFont(for: …)"
        let statement = helperCall == nil ? "its statement" : "this statement"
        return Self("\(subject(call, helperCall: helperCall)) is not handed to UIFontMetrics' scaledFont(for:) in \(statement), so it keeps its size whatever the user's text size; scale it: \(fix)")
    }
}
