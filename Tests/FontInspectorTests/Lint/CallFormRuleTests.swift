import Testing
@testable import FontInspector

/// The call forms of session 12 through the whole lint (issue 12, points 8 and 10): the names they give are
/// checked, and the fixed sizes reported as a person would judge them.
@Suite struct CallFormRuleTests {
    func app(_ sources: [String: String]) throws -> TempApp {
        let app = try TempApp()
        for font in ["HarborSans-Regular", "HarborSans-Bold"] { try app.font(font) }
        try app.infoPlist(["HarborSans-Regular.ttf", "HarborSans-Bold.ttf"])
        for (path, text) in sources { try app.text(text, at: path) }
        return app
    }

    @Test func aHelpersCallerIsToldTheNameOfTheCaseItPasses() throws {
        let app = try app([
            "Sources/Fonts.swift": """
                enum CustomFont: String {
                    case regular = "HarborSans-Regular"
                    case bold = "HarborSans-Bold"
                }
                extension UIFont {
                    static func custom(_ font: CustomFont, size: CGFloat = 15) -> UIFont { UIFont(name: font.rawValue, size: size)! }
                }
                """,
            "Sources/Views.swift": "let title = UIFont.custom(.bold, size: 13)\n",
        ])
        #expect(try app.findings("fixed-size-custom-font") == [
            "Sources/Views.swift: custom(_:size:) makes UIFont(name:size:) \"HarborSans-Bold\" from .bold (defined at Fonts.swift:3) (Fonts.swift:6) at the size passed here, which is not handed to UIFontMetrics' scaledFont(for:) in this statement, so it keeps its size whatever the user's text size; scale it: UIFontMetrics(forTextStyle: .body).scaledFont(for: …) @1:27",
        ])
    }

    @Test func barItemTitlesAreAnInfoAndLargeTitlesAWarning() throws {
        let app = try app([
            "Sources/Appearance.swift": """
                func setUpAppearance() {
                    UINavigationBar.appearance().largeTitleTextAttributes = [.font: UIFont(name: "HarborSans-Bold", size: 40)!]
                    UITabBarItem.appearance().setTitleTextAttributes([.font: UIFont(name: "HarborSans-Regular", size: 11)!], for: .normal)
                }
                """,
            "Sources/App.swift": "setUpAppearance()\n",
        ])
        let findings = try app.lint().findings.filter { $0.ruleID == "fixed-size-custom-font" }
        #expect(findings.map { "\($0.severity) \($0.location.line ?? 0): \($0.message.text)" } == [
            "warning 2: UIFont(name:size:) \"HarborSans-Bold\" is not handed to UIFontMetrics' scaledFont(for:) in its statement, so it keeps its size whatever the user's text size; scale it: UIFontMetrics(forTextStyle: .body).scaledFont(for: …)",
            "info 3: UIFont(name:size:) \"HarborSans-Regular\" is in the title text attributes of a navigation bar, bar button item, tab bar item or segmented control: UIKit keeps that text at a fixed size whatever the user's text size, in the system font too, and shows bar text larger in the Large Content Viewer instead; info only, nothing to scale",
        ])
    }

    @Test func spriteKitAndExtensionCallsHaveTheirNamesChecked() throws {
        let app = try app([
            "Sources/Scene.swift": "let score = SKLabelNode(fontNamed: \"HarborSans-Bolt\")\n",
            "Sources/Fonts.swift": "extension Font {\n    static let title = custom(\"HarborSans-Blod\", size: 28, relativeTo: .title)\n}\n",
        ])
        #expect(try app.findings("unknown-font-name") == [
            "Sources/Fonts.swift: Font.custom(_:size:relativeTo:) \"HarborSans-Blod\" is not the PostScript, family or full name of a bundled face or of a system font on iOS or macOS: did you mean \"HarborSans-Bold\"? @2:31",
            "Sources/Scene.swift: SKLabelNode(fontNamed:) \"HarborSans-Bolt\" is not the PostScript, family or full name of a bundled face or of a system font on iOS or macOS: did you mean \"HarborSans-Bold\"? @1:36",
        ])
        #expect(try app.findings("fixed-size-custom-font") == [])
    }

    /// M381: a subclass of SKLabelNode the project declares takes its name as SpriteKit's own init does, in a file that
    /// names no font type; a type that is not declared as one (a bitmap-font label) is not read.
    @Test func anSKLabelNodeSubclassTakesItsFontNameAsSpriteKitDoes() throws {
        let app = try app([
            "Sources/PizzaLabel.swift": "class PizzaLabel: SKLabelNode {\n    override init(fontNamed: String?) {\n        super.init()\n        self.fontName = fontNamed\n    }\n}\n",
            "Sources/Scene.swift": "let title = PizzaLabel(fontNamed: \"HarborSans-Bolt\")\nlet score = PizzaLabel(fontNamed: \"HarborSans-Bold\")\nlet other = BitmapLabel(fontNamed: \"HarborSans-Blod\")\n",
        ])
        #expect(try app.findings("unknown-font-name") == [
            "Sources/Scene.swift: SKLabelNode(fontNamed:) \"HarborSans-Bolt\" is not the PostScript, family or full name of a bundled face or of a system font on iOS or macOS: did you mean \"HarborSans-Bold\"? @1:35",
        ])
    }

    /// M340: a property or local declared as a label-node subclass that another file declares (a Swift class, an
    /// Objective-C header's `@interface`) takes its name through `fontName`; a property of a type that is no label
    /// node (a theme's `fontName`) is not read.
    @Test func aPropertyTypedAsAnotherFilesLabelNodeSubclassTakesItsFontName() throws {
        let app = try app([
            "Sources/ScoreLabel.swift": "class ScoreLabel: SKLabelNode {}\nstruct Theme { var fontName = \"\" }\n",
            "Sources/Scene.swift": """
                final class Scene {
                    let score: ScoreLabel
                    let theme: Theme
                    func setUp() {
                        score.fontName = "HarborSans-Bolt"
                        let title = ScoreLabel()
                        title.fontName = "HarborSans-Blod"
                        theme.fontName = "HarborSans-Bild"
                    }
                }
                """,
            "Game/BlinkingLabel.h": "#import <SpriteKit/SpriteKit.h>\n@interface BlinkingLabel : SKLabelNode\n@end\n",
            "Game/Intro.m": """
                #import "BlinkingLabel.h"
                @interface Intro ()
                @property (nonatomic) BlinkingLabel *tapNode;
                @end
                @implementation Intro
                - (void)setUp {
                    _tapNode = [[BlinkingLabel alloc] init];
                    _tapNode.fontName = @"HarborSans-Blot";
                    self.tapNode.fontName = @"HarborSans-Bol";
                }
                @end
                """,
        ])
        #expect(try app.findings("unknown-font-name") == [
            "Game/Intro.m: SKLabelNode.fontName \"HarborSans-Blot\" is not the PostScript, family or full name of a bundled face or of a system font on iOS or macOS: did you mean \"HarborSans-Bold\"? @8:25",
            "Game/Intro.m: SKLabelNode.fontName \"HarborSans-Bol\" is not the PostScript, family or full name of a bundled face or of a system font on iOS or macOS: did you mean \"HarborSans-Bold\"? @9:29",
            "Sources/Scene.swift: SKLabelNode.fontName \"HarborSans-Bolt\" is not the PostScript, family or full name of a bundled face or of a system font on iOS or macOS: did you mean \"HarborSans-Bold\"? @5:26",
            "Sources/Scene.swift: SKLabelNode.fontName \"HarborSans-Blod\" is not the PostScript, family or full name of a bundled face or of a system font on iOS or macOS: did you mean \"HarborSans-Bold\"? @7:26",
        ])
    }
}
