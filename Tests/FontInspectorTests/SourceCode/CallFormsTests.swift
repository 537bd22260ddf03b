import Testing
@testable import FontInspector

/// The call forms of session 12 (issue 12, points 8 and 10): calls inside the font types' own extensions (M160),
/// SpriteKit's label node (M140), an enum's `rawValue` returned by a computed property (M40), a helper's caller's
/// enum case (T81) and bar item titles (D121). Results read `line:column form names textSize`.
@Suite struct CallFormsTests {
    func found(_ text: String, _ language: SourceLanguage = .swift, file: String = "View.swift") -> [String] {
        SourceFileScanner.calls(in: text, file: file, language: language).map { call in
            let names = call.name.map { "\"\($0)\"" } ?? (call.resolvedNames.isEmpty ? "nil" : call.resolvedNames.map { "\"\($0.name)\"" }.joined(separator: "|"))
            return "\(call.line):\(call.column) \(call.form.rawValue) \(names) \(call.textSize.rawValue)" + (call.isBarItemTitle ? " bar" : "")
        }
    }

    /// M462: `.init(name:size:)` with the type left out is a font call where the context says the type: the value
    /// of a declaration typed `UIFont` (a `switch` expression's branch too), an annotated constant, a `font:`
    /// argument and a `.font =`.
    @Test func implicitInitializersWhereTheContextNamesTheFontType() {
        #expect(found("""
            import UIKit
            struct Typography {
                var uiFont: UIFont {
                    return switch weight {
                    case .bold:
                        .init(name: "Harbor-Bold", size: points)!
                    default:
                        .init(name: "Harbor-Regular", size: points)!
                    }
                }
                func caption() -> UIFont? { .init(name: "Harbor-Light", size: 11) }
                var footnote: UIFont { get { return .init(name: "Harbor-Italic", size: 10)! } }
                static let title: UIFont = .init(name: "Harbor-Black", size: 20)!
                func apply() {
                    label.font = .init(name: "Harbor-Medium", size: 14)
                    button.configure(title: "A", font: .init(name: "Harbor-Thin", size: 13))
                }
            }
            """) == [
                "6:25 UIFont(name:size:) \"Harbor-Bold\" notScaled", "8:25 UIFont(name:size:) \"Harbor-Regular\" notScaled",
                "11:45 UIFont(name:size:) \"Harbor-Light\" notScaled", "12:53 UIFont(name:size:) \"Harbor-Italic\" notScaled",
                "13:44 UIFont(name:size:) \"Harbor-Black\" notScaled", "15:34 UIFont(name:size:) \"Harbor-Medium\" notScaled",
                "16:56 UIFont(name:size:) \"Harbor-Thin\" notScaled",
            ])
    }

    /// M462: where the context does not say the type for certain (another call's argument, a value of another type,
    /// a closure's), `.init(name:size:)` is not read.
    @Test func implicitInitializersOfAnUncertainTypeAreNotRead() {
        #expect(found("""
            import AppKit
            struct Style {
                var wrapped: NSFont { makeFont(.init(name: "Harbor-Bold", size: 12)) }
                var described: NSFont { let d: Descriptor = .init(name: "Harbor-Bold", size: 3); return d.font }
                var model: Person { .init(name: "Harbor-Bold", size: 2) }
                func first() -> NSFont { faces.map { .init(name: $0, size: 12) }.first! }
                let person = Person(friend: .init(name: "Ann", size: 3))
            }
            let pair = ["a": .init(name: "Harbor-Bold", size: 4)]
            """) == [])
    }

    @Test func unqualifiedCallsInsideTheFontTypesExtensions() {
        #expect(found("""
            public extension Font {
                static let title = custom("Harbor-Bold", size: 28, relativeTo: .title)
                static let badge = Self.custom("Harbor-Regular", fixedSize: 11)
                static func custom(_ font: Weight, relativeTo style: Font.TextStyle) -> Font { theme.custom(font.name, size: 3) }
            }
            extension Font.TextStyle {
                var other: Font { custom("Harbor-Italic", size: 12) }
            }
            extension UIFont {
                convenience init?(harbor size: CGFloat) { self.init(name: "Harbor-Bold", size: size) }
                static let body = Self(name: "Harbor-Regular", size: 17)
                static let caption: UIFont? = .init(name: "Harbor-Light", size: 12)
            }
            extension AppKit.NSFont {
                static let code = Self.init(name: "Harbor-Mono", size: 12)
            }
            let outside = custom("Harbor-Medium", size: 12)
            """) == [
            "2:31 Font.custom(_:size:relativeTo:) \"Harbor-Bold\" scales",
            "3:36 Font.custom(_:fixedSize:) \"Harbor-Regular\" fixed",
            "10:63 UIFont(name:size:) \"Harbor-Bold\" notScaled",
            "11:34 UIFont(name:size:) \"Harbor-Regular\" notScaled",
            "12:47 UIFont(name:size:) \"Harbor-Light\" notScaled",
            "15:39 NSFont(name:size:) \"Harbor-Mono\" notJudged",
        ])
    }

    @Test func spriteKitLabelNodes() {
        #expect(found("""
            let score = SKLabelNode(fontNamed: "Harbor-Bold")
            let other = SpriteKit.SKLabelNode.init(fontNamed: kFont)
            var title: SKLabelNode!
            func setUp() {
                title.fontName = "Harbor-Regular"
                self.title.fontName = "Harbor-Italic"
                theme.fontName = "Harbor-Light"
            }
            let kFont = "Harbor-Medium"
            """) == [
            "1:36 SKLabelNode(fontNamed:) \"Harbor-Bold\" notJudged",
            "2:51 SKLabelNode(fontNamed:) \"Harbor-Medium\" notJudged",
            "5:22 SKLabelNode.fontName \"Harbor-Regular\" notJudged",
            "6:27 SKLabelNode.fontName \"Harbor-Italic\" notJudged",
        ])
        #expect(found("""
            SKLabelNode *title = [[SKLabelNode alloc] initWithFontNamed:@"Harbor-Bold"];
            self.score = [SKLabelNode labelNodeWithFontNamed:@"Harbor-Regular"];
            score.fontName = @"Harbor-Italic";
            [title setFontName:@"Harbor-Light"];
            [theme setFontName:@"Harbor-Medium"];
            label.fontName = @"Harbor-Medium";
            """, .objectiveC, file: "Scene.m") == [
            "1:61 [[SKLabelNode alloc] initWithFontNamed:] \"Harbor-Bold\" notJudged",
            "2:50 [SKLabelNode labelNodeWithFontNamed:] \"Harbor-Regular\" notJudged",
            "3:18 SKLabelNode.fontName \"Harbor-Italic\" notJudged",
            "4:20 SKLabelNode.fontName \"Harbor-Light\" notJudged",
        ])
    }

    /// M260: inside a subclass of SKLabelNode the file declares (or a subclass of that one), the label's own
    /// `fontName` and `super.init(fontNamed:)`; the subclass's initializer and variables outside it.
    @Test func fontNamesOfLabelNodeSubclasses() {
        #expect(found("""
            class BigHUD: ScoreHUD {
                override init() { super.init(); fontName = "Harbor-Black" }
            }
            class ScoreHUD: SKLabelNode {
                override init() {
                    super.init()
                    self.fontName = "Harbor-Light"
                    fontName = "Harbor-Bold"
                    other.fontName = "Harbor-Thin"
                }
                init(big: Bool) { super.init(fontNamed: "Harbor-Heavy") }
            }
            let hud = ScoreHUD(fontNamed: "Harbor-Medium")
            var big: BigHUD!
            func setUp() { big.fontName = "Harbor-Italic"; fontName = "Harbor-Wide" }
            """) == [
            "2:48 SKLabelNode.fontName \"Harbor-Black\" notJudged",
            "7:25 SKLabelNode.fontName \"Harbor-Light\" notJudged",
            "8:20 SKLabelNode.fontName \"Harbor-Bold\" notJudged",
            "11:45 SKLabelNode(fontNamed:) \"Harbor-Heavy\" notJudged",
            "13:31 SKLabelNode(fontNamed:) \"Harbor-Medium\" notJudged",
            "15:31 SKLabelNode.fontName \"Harbor-Italic\" notJudged",
        ])
        // Not a label's: a class that is no label node, a subclass body with a `fontName` of its own, a class of
        // another file (not seen) and Objective-C.
        #expect(found("""
            class Theme: NSObject { func apply() { fontName = "Harbor-Light" } }
            class Menu: SKLabelNode { func apply() { var fontName = "Harbor-Bold"; fontName = "Harbor-Thin" } }
            class Score: OtherFileLabel { init() { super.init(); self.fontName = "Harbor-Black" } }
            """) == [])
    }

    @Test func anEnumsRawValueReturnedByAComputedProperty() {
        #expect(found("""
            enum WebFont: String {
                case inter = "Inter-Regular"
                case system = "system-ui"
                case dyslexic = "OpenDyslexic"
                case lora = "Lora-Regular"
                var registeredName: String {
                    switch self {
                    case .dyslexic: return "OpenDyslexicAlta"
                    case .system: return "San Francisco"
                    default: return rawValue
                    }
                }
                var listed: String {
                    switch self {
                    case .inter, .lora: rawValue
                    case .system, .dyslexic: "Helvetica"
                    }
                }
                var plain: String { self.rawValue }
                var unread: String {
                    switch self {
                    case .inter(let x): return x
                    default: return rawValue
                    }
                }
                func font() -> [UIFont?] {
                    [UIFont(name: registeredName, size: 12), UIFont(name: listed, size: 12), UIFont(name: plain, size: 12), UIFont(name: unread, size: 12)]
                }
            }
            """) == [
            "27:23 UIFont(name:size:) \"OpenDyslexicAlta\"|\"San Francisco\"|\"Inter-Regular\"|\"Lora-Regular\" notScaled",
            "27:63 UIFont(name:size:) \"Inter-Regular\"|\"Lora-Regular\"|\"Helvetica\" notScaled",
            "27:95 UIFont(name:size:) \"Inter-Regular\"|\"system-ui\"|\"OpenDyslexic\"|\"Lora-Regular\" notScaled",
            "27:126 UIFont(name:size:) nil notScaled",
        ])
    }

    @Test func aHelpersCallerPassingAnEnumCaseGivesThatCasesRawValue() {
        let calls = SourceFileScanner.calls(in: """
            enum CustomFont: String {
                case regular = "Harbor-Regular"
                case bold = "Harbor-Bold"
            }
            extension UIFont {
                static func custom(_ font: CustomFont, size: CGFloat = 15) -> UIFont { UIFont(name: font.rawValue, size: size)! }
            }
            let a = UIFont.custom(.bold, size: 13)
            let b = UIFont.custom(CustomFont.regular)
            let c = UIFont.custom(userChoice, size: 12)
            """, file: "Fonts.swift", language: .swift)
        #expect(calls.count == 1)
        let callers = calls.first?.helper?.callers ?? []
        #expect(callers.map { site in "\(site.line):\(site.column) \(site.argumentText ?? "-") " + site.resolvedNames.map(\.name).joined(separator: "|") } == [
            "8:23 .bold Harbor-Bold", "9:23 CustomFont.regular Harbor-Regular", "10:23 font.rawValue Harbor-Regular|Harbor-Bold",
        ])
        #expect(calls.first?.helper?.casesFromCallers == true)
        #expect(calls.first?.helper?.namesFromCallers == false)
    }

    /// Segment titles are marked as bar titles are (D585): UIKit keeps both at a fixed size for the system font too.
    @Test func barItemAndSegmentTitlesAreMarkedAndLargeTitlesAreNot() {
        #expect(found("""
            func setUpAppearance() {
                UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.red, .font: UIFont(name: "Harbor-Bold", size: 18)!]
                UINavigationBar.appearance().largeTitleTextAttributes = [.font: UIFont(name: "Harbor-Bold", size: 40)!]
                let attributes: [NSAttributedString.Key: Any] = [.font: UIFont(name: "Harbor-Regular", size: 17)!]
                UIBarButtonItem.appearance().setTitleTextAttributes(attributes, for: .normal)
                navigationItem.rightBarButtonItem?.setTitleTextAttributes([.font: UIFont(name: "Harbor-Regular", size: 16)!], for: .normal)
                UISegmentedControl.appearance().setTitleTextAttributes([.font: UIFont(name: "Harbor-Regular", size: 13)!], for: .normal)
                let appearance = UINavigationBarAppearance()
                appearance.buttonAppearance.normal.titleTextAttributes = [.font: UIFont(name: "Harbor-Regular", size: 15)!]
                label.attributedText = NSAttributedString(string: "x", attributes: [.font: UIFont(name: "Harbor-Regular", size: 14)!])
            }
            """) == [
            "2:108 UIFont(name:size:) \"Harbor-Bold\" notScaled bar",
            "3:82 UIFont(name:size:) \"Harbor-Bold\" notScaled",
            "4:74 UIFont(name:size:) \"Harbor-Regular\" notScaled bar",
            "6:84 UIFont(name:size:) \"Harbor-Regular\" notScaled bar",
            "7:81 UIFont(name:size:) \"Harbor-Regular\" notScaled bar",
            "9:83 UIFont(name:size:) \"Harbor-Regular\" notScaled bar",
            "10:93 UIFont(name:size:) \"Harbor-Regular\" notScaled",
        ])
        #expect(found("""
            [[UITabBarItem appearance] setTitleTextAttributes:@{NSFontAttributeName: [UIFont fontWithName:@"Harbor-Bold" size:11]} forState:UIControlStateNormal];
            self.navigationController.navigationBar.titleTextAttributes = @{NSFontAttributeName: [UIFont fontWithName:@"Harbor-Bold" size:18]};
            [[UISegmentedControl appearance] setTitleTextAttributes:@{NSFontAttributeName: [UIFont fontWithName:@"Harbor-Bold" size:12]} forState:UIControlStateNormal];
            """, .objectiveC, file: "Appearance.m") == [
            "1:95 [UIFont fontWithName:size:] \"Harbor-Bold\" notScaled bar",
            "2:107 [UIFont fontWithName:size:] \"Harbor-Bold\" notScaled bar",
            "3:101 [UIFont fontWithName:size:] \"Harbor-Bold\" notScaled bar",
        ])
    }
}
