/// A font name that loads a face only through Core Text's fallback — a family name, a full name, other letter
/// case — rather than as its PostScript name.
struct FontNameNotPostScript: Rule {
    static let description = RuleDescription(
        id: "font-name-not-postscript", category: .fontReferences, defaultSeverity: .warning,
        rationale: "UIFont(name:size:), Font.custom, NSFont(name:size:) and CTFontCreateWithName match a PostScript name first, then a family name, then a full name (CTFontDescriptor.h, kCTFontNameAttribute). A family or full name therefore loads a face, but which face of a family is Core Text's choice, not documented; and .weight() or .bold() on a SwiftUI font made from it does not switch to another face of the family. The PostScript name says exactly which face.",
        triggering: [
            RuleExample("a family name, a full name, and a family name with .weight()", files: [
                .text("Sources/Title.swift", """
                    let title = UIFont(name: ↓"Fixture Sans", size: 12)
                    let heading = Font.custom(↓"Fixture Sans Bold", size: 14)
                    let strong = Font.custom(↓"Fixture Sans", size: 14).weight(.semibold)

                    """),
                .infoPlist(["Fonts/FixtureSans-Regular.ttf", "Fonts/FixtureSans-Bold.ttf"]),
                .font("Fonts/FixtureSans-Regular.ttf", from: "TestFonts/Generated/Static/FixtureSans-Regular.ttf", "family Fixture Sans, weight 400"),
                .font("Fonts/FixtureSans-Bold.ttf", from: "TestFonts/Generated/Static/FixtureSans-Bold.ttf", "full name Fixture Sans Bold"),
            ]),
            RuleExample("the family name of a family of one face: it loads that face today, and Core Text chooses once the app ships a second face of the family (D583, a warning as issue 12 point 1 asks)", files: [
                .text("Sources/Title.swift", "let title = UIFont(name: ↓\"Fixture Sans\", size: 12)\n"),
                .infoPlist(["Fonts/FixtureSans-Regular.ttf"]),
                .font("Fonts/FixtureSans-Regular.ttf", from: "TestFonts/Generated/Static/FixtureSans-Regular.ttf", "the only face of Fixture Sans"),
            ]),
            RuleExample("a family name in a static func nothing calls, in a file that says @objc: info (D602)", files: [
                .text("Sources/Theme.swift", "enum Theme {\n    static func welcomeFont() -> UIFont? { UIFont(name: ↓\"Fixture Sans\", size: 12) }\n    @objc static func mainColor() -> UIColor { .green }\n}\n"),
                .infoPlist(["Fonts/FixtureSans-Regular.ttf"]),
                .font("Fonts/FixtureSans-Regular.ttf", from: "TestFonts/Generated/Static/FixtureSans-Regular.ttf", "family Fixture Sans, weight 400"),
            ], severity: .info),
            RuleExample("a family name in a file no target builds and no project lists, left on disk beside the app's code: info (FP422)", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["Fonts/FixtureSans-Regular.ttf"], sources: ["App/Title.m"])]),
                .text("App/Title.m", "self.title.font = [UIFont fontWithName:@\"FixtureSans-Regular\" size:12];\n"),
                .text("App/Old Schedule/ScheduleCell.m", "self.day.font = [UIFont fontWithName:↓@\"Fixture Sans\" size:12];\n"),
                .infoPlist(["FixtureSans-Regular.ttf"]),
                .font("Fonts/FixtureSans-Regular.ttf", from: "TestFonts/Generated/Static/FixtureSans-Regular.ttf", "family Fixture Sans, copied by App"),
            ], severity: .info),
            RuleExample("the same file beside a podspec, whose globs may build it into a development pod: a warning (FP422)", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["Fonts/FixtureSans-Regular.ttf"], sources: ["App/Title.m"])]),
                .text("App/Title.m", "self.title.font = [UIFont fontWithName:@\"FixtureSans-Regular\" size:12];\n"),
                .text("App/Old Schedule/ScheduleCell.m", "self.day.font = [UIFont fontWithName:↓@\"Fixture Sans\" size:12];\n"),
                .text("Schedule.podspec", "Pod::Spec.new do |s|\n  s.source_files = 'App/Old Schedule/*.m'\nend\n"),
                .infoPlist(["FixtureSans-Regular.ttf"]),
                .font("Fonts/FixtureSans-Regular.ttf", from: "TestFonts/Generated/Static/FixtureSans-Regular.ttf", "family Fixture Sans, copied by App"),
            ]),
            RuleExample("the same func, called; one Objective-C calls by another name, one of a public type, an @main type's main(), an instance method: warnings (D602)", files: [
                .text("Sources/Theme.swift", "enum Theme {\n    static func welcomeFont() -> UIFont? { UIFont(name: ↓\"Fixture Sans\", size: 12) }\n}\n"),
                .text("Sources/Intro.swift", "let title = Theme.welcomeFont()\n"),
                .text("Sources/Legacy.swift", """
                    @objc final class Legacy: NSObject {
                        @objc(harborLegacyFont)
                        static func legacyFont() -> UIFont? { UIFont(name: ↓"Fixture Sans", size: 12) }
                    }
                    public enum Kit {
                        static func kitFont() -> UIFont? { UIFont(name: ↓"Fixture Sans", size: 12) }
                    }
                    @main struct HarborApp {
                        static func main() { _ = UIFont(name: ↓"Fixture Sans", size: 12) }
                    }
                    final class Picker: NSObject, UIPickerViewDelegate {
                        func pickerFont() -> UIFont? { UIFont(name: ↓"Fixture Sans", size: 12) }
                    }

                    """),
                .infoPlist(["Fonts/FixtureSans-Regular.ttf"]),
                .font("Fonts/FixtureSans-Regular.ttf", from: "TestFonts/Generated/Static/FixtureSans-Regular.ttf", "family Fixture Sans, weight 400"),
            ], severity: .warning),
            RuleExample("a family name in a SwiftUI view modifier that only an uncalled extension View function applies: info (D1302)", files: [
                fixtureTitleModifier,
                .infoPlist(["Fonts/FixtureSans-Regular.ttf"]),
                .font("Fonts/FixtureSans-Regular.ttf", from: "TestFonts/Generated/Static/FixtureSans-Regular.ttf", "family Fixture Sans, weight 400"),
            ], severity: .info),
            RuleExample("the same modifier applied through its function, by its type in another file, or by a view of its own file: warnings (D1302)", files: [
                fixtureTitleModifier,
                .text("Sources/Intro.swift", "struct Intro: View {\n    var body: some View { Text(\"Hi\").fixtureTitle() }\n}\n"),
                .text("Sources/Caption.swift", """
                    struct CaptionFont: ViewModifier {
                        func body(content: Content) -> some View { content.font(.custom(↓"Fixture Sans", size: 12, relativeTo: .caption)) }
                    }

                    """),
                .text("Sources/Footer.swift", "let footer = Text(\"Bye\").modifier(CaptionFont())\n"),
                .text("Sources/Badge.swift", """
                    struct BadgeFont: ViewModifier {
                        func body(content: Content) -> some View { content.font(.custom(↓"Fixture Sans", size: 11, relativeTo: .caption2)) }
                    }
                    struct Badge: View {
                        var body: some View { Text("1").modifier(BadgeFont()) }
                    }

                    """),
                .infoPlist(["Fonts/FixtureSans-Regular.ttf"]),
                .font("Fonts/FixtureSans-Regular.ttf", from: "TestFonts/Generated/Static/FixtureSans-Regular.ttf", "family Fixture Sans, weight 400"),
            ], severity: .warning),
            RuleExample("a family name with .bold(), held in a constant with a literal default (M2)", files: [
                .text("Sources/Intro.swift", """
                    let APP_FONT: String = Bundle.main.infoDictionary?["APP_FONT"] as? String ?? "Fixture Sans"
                    let title = Font.custom(↓APP_FONT, size: 14).bold()

                    """),
                .infoPlist(["Fonts/FixtureSans-Regular.ttf", "Fonts/FixtureSans-Bold.ttf"]),
                .font("Fonts/FixtureSans-Regular.ttf", from: "TestFonts/Generated/Static/FixtureSans-Regular.ttf", "family Fixture Sans, weight 400"),
                .font("Fonts/FixtureSans-Bold.ttf", from: "TestFonts/Generated/Static/FixtureSans-Bold.ttf", "weight 700"),
            ]),
            RuleExample("a helper's default-argument name that its callers leave out: one finding, at the helper (M401, harmony-one/x)", files: [
                .text("Sources/Font.swift", """
                    extension Font {
                        static func customFont(name: String = "Fixture Sans", size: CGFloat = 22) -> Font {
                            Font.custom(↓name, size: size)
                        }
                    }

                    """),
                .text("Sources/Views.swift", """
                    let title = Text("Title").font(.customFont())
                    let body = Text("Body").font(.customFont(size: 17))
                    let strong = Text("Strong").font(.customFont(name: "FixtureSans-Bold"))

                    """),
                .infoPlist(["Fonts/FixtureSans-Regular.ttf", "Fonts/FixtureSans-Bold.ttf"]),
                .font("Fonts/FixtureSans-Regular.ttf", from: "TestFonts/Generated/Static/FixtureSans-Regular.ttf", "family Fixture Sans, weight 400"),
                .font("Fonts/FixtureSans-Bold.ttf", from: "TestFonts/Generated/Static/FixtureSans-Bold.ttf", "PostScript name FixtureSans-Bold"),
            ]),
            RuleExample("the same helper declared in two apps of one checkout: each call is its own app's, the declaration nearest it (M401, M400)", files: [
                .text("Sam/Font.swift", "extension Font {\n    static func customFont(name: String = \"Fixture Sans\", size: CGFloat = 22) -> Font { Font.custom(↓name, size: size) }\n}\n"),
                .text("Sam/Views.swift", "let title = Text(\"Title\").font(.customFont())\n"),
                .text("Theo/Font.swift", "extension Font {\n    static func customFont(name: String = \"FixtureSans-Bold\", size: CGFloat = 22) -> Font { Font.custom(name, size: size) }\n}\n"),
                .text("Theo/Views.swift", "let title = Text(\"Title\").font(.customFont())\n"),
                .infoPlist(["Fonts/FixtureSans-Regular.ttf", "Fonts/FixtureSans-Bold.ttf"]),
                .font("Fonts/FixtureSans-Regular.ttf", from: "TestFonts/Generated/Static/FixtureSans-Regular.ttf", "family Fixture Sans, weight 400"),
                .font("Fonts/FixtureSans-Bold.ttf", from: "TestFonts/Generated/Static/FixtureSans-Bold.ttf", "PostScript name FixtureSans-Bold"),
            ]),
            RuleExample("a String enum's raw values, through a parameter of the enum's type: each case is a name (M80)", files: [
                .text("Sources/CustomFont.swift", """
                    enum CustomFont: String {
                        case sans = "Fixture Sans"
                        case sansBold = "FixtureSans-Bold"
                    }
                    extension UIFont {
                        static func custom(_ font: CustomFont, size: CGFloat = 15) -> UIFont {
                            UIFont(name: ↓font.rawValue, size: size)!
                        }
                    }

                    """),
                .infoPlist(["Fonts/FixtureSans-Regular.ttf", "Fonts/FixtureSans-Bold.ttf"]),
                .font("Fonts/FixtureSans-Regular.ttf", from: "TestFonts/Generated/Static/FixtureSans-Regular.ttf", "family Fixture Sans, weight 400"),
                .font("Fonts/FixtureSans-Bold.ttf", from: "TestFonts/Generated/Static/FixtureSans-Bold.ttf", "PostScript name FixtureSans-Bold"),
            ]),
            RuleExample("a variable font's family name loads its default instance", files: [
                .text("Sources/Body.swift", "let body = Font.custom(↓\"Fixture Var\", size: 14)\n"),
                .infoPlist(["Fonts/FixtureVar-VF.ttf"]),
                .font("Fonts/FixtureVar-VF.ttf", from: "TestFonts/Generated/Variable/FixtureVar-VF.ttf", "default instance FixtureVar-Regular"),
            ]),
            RuleExample("the full name of an iOS system face (FP41)", files: [
                .text("Sources/Card.swift", "let title = UIFont(name: ↓\"Futura Bold\", size: 16)\n"),
                .singleTargetProject(compiling: "Card.swift", inFolder: "Sources", sdk: "iphoneos"),
                .infoPlist(["Fonts/FixtureSans-Regular.ttf"]),
                .font("Fonts/FixtureSans-Regular.ttf", from: "TestFonts/Generated/Static/FixtureSans-Regular.ttf", "registered, so that lint runs"),
            ]),
            RuleExample("an iOS system family, and a name in other letter case", files: [
                .text("Sources/Code.m", "self.code.font = [UIFont fontWithName:↓@\"Menlo\" size:12];\nself.icon.font = [UIFont fontWithName:↓@\"fixturesans-regular\" size:12];\n"),
                .infoPlist(["Fonts/FixtureSans-Regular.ttf"]),
                .font("Fonts/FixtureSans-Regular.ttf", from: "TestFonts/Generated/Static/FixtureSans-Regular.ttf", "PostScript name FixtureSans-Regular"),
            ]),
        ],
        nonTriggering: [
            RuleExample("a family name in code only a unit-test bundle builds, and in a helper header beside it (FP62)", files: [
                .xcodeProject([
                    RuleExample.Target("App", resources: ["Fonts/FixtureSans-Regular.ttf"], sources: ["App/Title.m"]),
                    RuleExample.Target("AppTests", productType: "com.apple.product-type.bundle.unit-test", infoPlist: nil, sources: ["AppTests/TitleTests.m"]),
                ]),
                .text("App/Title.m", "self.title.font = [UIFont fontWithName:@\"FixtureSans-Regular\" size:12];\n"),
                .text("AppTests/TitleTests.m", "#import \"TestFonts.h\"\nXCTAssertNotNil([UIFont fontWithName:@\"Menlo\" size:12]);\n"),
                .text("AppTests/TestFonts.h", "#define TEST_FONT [UIFont fontWithName:@\"Fixture Sans\" size:12]\n"),
                .infoPlist(["FixtureSans-Regular.ttf"]),
                .font("Fonts/FixtureSans-Regular.ttf", from: "TestFonts/Generated/Static/FixtureSans-Regular.ttf", "family Fixture Sans, copied by App"),
            ]),
            RuleExample("PostScript names, a named instance, and Xcode's own system-font name", files: [
                .text("Sources/Title.swift", """
                    let title = UIFont(name: "FixtureSans-Regular", size: 12)
                    let strong = Font.custom("FixtureSans-Bold", size: 14).bold()
                    let black = Font.custom("FixtureVar-Regular_Black", size: 14)
                    let code = UIFont(name: "Menlo-Regular", size: 13)

                    """),
                .text("View.xib", #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch"><label><fontDescription key="fontDescription" name=".AppleSystemUIFont" family=".AppleSystemUIFont" pointSize="15"/></label></document>"# + "\n"),
                .infoPlist(["Fonts/FixtureSans-Regular.ttf", "Fonts/FixtureVar-VF.ttf"]),
                .font("Fonts/FixtureSans-Regular.ttf", from: "TestFonts/Generated/Static/FixtureSans-Regular.ttf", "PostScript name FixtureSans-Regular"),
                .font("Fonts/FixtureVar-VF.ttf", from: "TestFonts/Generated/Variable/FixtureVar-VF.ttf", "named instance FixtureVar-Regular_Black"),
            ]),
        ])

    private static let fixtureTitleModifier = RuleExample.File.text("Sources/TitleFont.swift", """
        struct TitleFont: ViewModifier {
            func body(content: Content) -> some View { content.font(.custom(↓"Fixture Sans", size: 17, relativeTo: .body)) }
        }
        extension View {
            func fixtureTitle() -> some View { modifier(TitleFont()) }
        }

        """)

    func check(_ context: LintContext) -> [Finding] {
        context.references.compactMap { resolved in
            let message: Finding.Message
            switch resolved.resolution {
            case .familyFallback(let face, let faces):
                let modifier = resolved.reference.sourceCallIndex.flatMap { context.bundle.sourceCalls[$0].weightModifier }
                let faceCount = Set(faces.compactMap(\.face.postScriptName)).count
                message = .familyFallback(resolved.reference, face: face, faceCount: faceCount, modifier: modifier.map { WeightModifier($0, family: faces) })
            case .fullNameFallback(let face):
                message = .fullNameFallback(resolved.reference, face: face)
            case .system(.familyFallback(let family, let likely)):
                message = .systemFamilyFallback(resolved.reference, family: family, likely: likely, platforms: resolved.platformWords)
            case .system(.fullNameFallback(_, let face)):
                message = .systemFullNameFallback(resolved.reference, postScriptName: face, platforms: resolved.platformWords)
            case .letterCaseFallback(let match, _, _):
                message = .letterCaseFallback(resolved.reference, matching: match, postScriptName: resolved.resolution.loadedPostScriptName ?? match)
            default:
                return nil
            }
            return finding(message, at: resolved.reference.location)
        }
    }
}

extension Finding.Message {
    /// Why a PostScript name is safer, said once for every fallback.
    private static let saferWithPostScriptName =
        "use the face's PostScript name: it names exactly one face, and .weight() or .bold() on a SwiftUI font made from a family name does not switch to another face"

    static func familyFallback(_ reference: FontNameReference, face: BundleFace, faceCount: Int, modifier: WeightModifier?) -> Self {
        let loaded = face.face.postScriptName ?? "?"
        let which = face.face.instanceIndex == nil && face.font.faces.contains { $0.instanceIndex != nil }
            ? "its default instance \"\(loaded)\"" : "\"\(loaded)\" (\(face.face.style ?? "?"))"
        let fallback = faceCount == 1
            ? "Core Text falls back to the family's only face, \(which) from \(face.font.path)"
            : "Core Text falls back to one of its \(faceCount) faces, which one being its choice; lint takes it to load \(which) from \(face.font.path)"
        guard let modifier else {
            let why = faceCount == 1 ? " (today the family's one face loads; a second face of it would make that Core Text's choice)" : ""
            return Self("\(reference.subject) is a family name: \(fallback); \(saferWithPostScriptName)\(why)")
        }
        // The modifier on the same expression is why the name was written: say what it does not do (M2).
        let fix = modifier.face.map { "write its PostScript name, \"\($0)\"" } ?? "write the PostScript name of the face you want"
        return Self("\(reference.subject) is a family name: \(fallback); \(modifier.text) does not pick the family's \(modifier.word) face (a SwiftUI weight modifier does not switch a custom font to another face): \(fix)")
    }

    static func fullNameFallback(_ reference: FontNameReference, face: BundleFace) -> Self {
        Self("\(reference.subject) is the full name of \(face.place): Core Text matches full names last, after PostScript and family names; its PostScript name is \"\(face.face.postScriptName ?? "?")\"; \(saferWithPostScriptName)")
    }

    static func systemFamilyFallback(_ reference: FontNameReference, family: String, likely: String, platforms: String) -> Self {
        Self("\(reference.subject) is the family name of a system font on \(platforms): Core Text falls back to one of its faces, which one being its choice (likely \"\(likely)\"); \(saferWithPostScriptName)")
    }

    static func systemFullNameFallback(_ reference: FontNameReference, postScriptName: String, platforms: String) -> Self {
        Self("\(reference.subject) is the full name of the system face \"\(postScriptName)\" on \(platforms): Core Text matches full names last, after PostScript and family names; \(saferWithPostScriptName)")
    }

    /// What is known, and no more: UIKit's UIFont.h says `fontWithName:size:` uses "CSS name matching semantics"
    /// (CSS compares font family names without case); CTFontDescriptor.h and NSFont's documentation speak of the
    /// name itself, and NSFont on macOS has been seen to refuse other case. So a warning, never an error.
    static func letterCaseFallback(_ reference: FontNameReference, matching: String, postScriptName: String) -> Self {
        Self("\(reference.subject) matches \"\(matching)\" only if the name is compared without case, which UIFont's header implies (\"CSS name matching semantics\") and Core Text and NSFont do not document; write the exact PostScript name \"\(postScriptName)\"")
    }
}

/// A `.weight(…)` or `.bold()` chained on `Font.custom` made from a family name, and the face of the family it was
/// meant to reach.
struct WeightModifier {
    /// As written: `.weight(.semibold)`, `.bold()`.
    var text: String
    /// `bold`, `semibold`: how the message names the face.
    var word: String
    /// The PostScript name of the family's upright face of that weight, when it has one.
    var face: String?

    /// SwiftUI's `Font.Weight` names with unambiguous OpenType weights (`ultraLight` and `thin` are not:
    /// Apple orders them the other way round from OpenType's Thin 100, ExtraLight 200).
    static let weights: [String: Int] = [
        "light": 300, "regular": 400, "medium": 500, "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
    ]

    init(_ text: String, family: [BundleFace]) {
        self.text = text
        word = text == ".bold()" ? "bold" : String(text.dropFirst(".weight(.".count).dropLast())
        let weight = Self.weights[word]
        face = weight.flatMap { weight in
            family.filter { !$0.face.italic && $0.face.weight == weight }.compactMap(\.face.postScriptName).sorted().first
        }
    }
}
