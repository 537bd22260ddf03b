import Foundation
import Testing
@testable import FontInspector
import TestSupport

/// The symbol table of string constants: what each shape of declaration gives a font call's name argument.
/// Results read `line:column argument -> "name"@definitionLine` (a `?` after the line marks a `??` default).
@Suite struct StringConstantTableTests {
    func resolved(_ text: String, _ language: SourceLanguage = .swift) -> [String] {
        SourceFileScanner.calls(in: text, file: "F.swift", language: language).map(Self.describe)
    }

    static func describe(_ call: SourceFontCall) -> String {
        let names = call.name.map { ["\"\($0)\""] } ?? call.resolvedNames.map { "\"\($0.name)\"@\($0.line)\($0.isDefault ? "?" : "")" }
        return "\(call.line):\(call.column) \(call.argumentText ?? "literal") -> \(names.isEmpty ? "run time" : names.joined(separator: " "))"
    }

    @Test func fileLevelFunctionLocalAndTypeMembers() {
        #expect(resolved("""
            let kFont = "FontAwesome"
            struct Theme {
                static let title: String = "Inter-Bold"
                let body = "Inter-Regular"
                func make() {
                    let local = "Inter-Light"
                    _ = UIFont(name: kFont, size: 12)
                    _ = UIFont(name: local, size: 12)
                    _ = UIFont(name: body, size: 12)
                    _ = UIFont(name: Theme.title, size: 12)
                    _ = UIFont(name: Self.title, size: 12)
                }
            }
            """) == [
            "7:26 kFont -> \"FontAwesome\"@1",
            "8:26 local -> \"Inter-Light\"@6",
            "9:26 body -> \"Inter-Regular\"@4",
            "10:26 Theme.title -> \"Inter-Bold\"@3",
            "11:26 title -> \"Inter-Bold\"@3",
        ])
    }

    @Test func innermostDeclarationWinsAndALocalIsSeenOnlyAfterIt() {
        #expect(resolved("""
            let name = "Outer-Regular"
            func a() {
                _ = UIFont(name: name, size: 12)
                let name = "Inner-Regular"
                _ = UIFont(name: name, size: 12)
            }
            func b() { _ = Font.custom(name, size: 12) }
            """) == [
            "3:22 name -> \"Outer-Regular\"@1",
            "5:22 name -> \"Inner-Regular\"@4",
            "7:28 name -> \"Outer-Regular\"@1",
        ])
    }

    @Test func parametersAndVariablesShadowConstantsOfTheirName() {
        #expect(resolved("""
            let name = "Global-Regular"
            struct Style {
                let fontName: String
                func make(name: String) -> UIFont? { UIFont(name: name, size: 12) }
                func make() -> UIFont? { UIFont(name: fontName, size: 12) }
                func other() {
                    let name = settings.font
                    _ = UIFont(name: name, size: 12)
                    names.forEach { name in _ = UIFont(name: name, size: 12) }
                    for name in names { _ = UIFont(name: name, size: 12) }
                    _ = UIFont(name: self.name, size: 12)
                }
            }
            """) == [
            "4:55 name -> run time",
            "5:43 fontName -> run time",
            "8:26 name -> run time",
            "9:50 name -> run time",
            "10:46 name -> run time",
            // Style has no member `name`: not the global.
            "11:26 name -> run time",
        ])
    }

    @Test func aStaticLetSatisfyingAProtocolRequirementResolvesInTheProtocolsExtension() throws {
        let directory = try Fixtures.temporaryDirectory()
        let files = [
            ("Drawable.swift", """
                public protocol IconDrawable { static var familyName: String { get } }
                extension IconDrawable {
                    public static func font(ofSize size: CGFloat) -> UIFont? { UIFont(name: familyName, size: size) }
                }
                """),
            ("Icons.swift", "public enum MaterialDesignIcons: IconDrawable {\n    public static let familyName: String = \"MaterialDesignIcons\"\n}\n"),
        ].map { name, text in
            let path = directory.path + "/" + name
            _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
            return path
        }
        let calls = SourceFileScanner.scan(files).calls
        #expect(calls.map(Self.describe) == ["3:77 familyName -> \"MaterialDesignIcons\"@2"])
        #expect(calls.first?.resolvedNames.first?.file == files[1])
    }

    @Test func manySiblingScopesDeclaringOneNameEachResolveTheirOwn() {
        let functions = (0..<40).map { "func f\($0)() { let name = \"Inter-\($0)\"; _ = UIFont(name: name, size: 12) }" }
        let found = resolved(functions.joined(separator: "\n") + "\nfunc g() { _ = UIFont(name: name, size: 12) }")
        #expect(found.count == 41)
        #expect(found[0] == "1:52 name -> \"Inter-0\"@1")
        #expect(found[39] == "40:54 name -> \"Inter-39\"@40")
        // Declared only in other functions: not visible, and not guessed.
        #expect(found[40] == "41:29 name -> run time")
    }

    @Test func computedPropertiesAndFunctionsReturningLiterals() {
        #expect(resolved("""
            enum Weight {
                case regular, bold
                var fontName: String {
                    switch self {
                    case .regular: return "Inter-Regular"
                    case .bold: return "Inter-Bold"
                    }
                }
                var short: String { "Inter-Light" }
                var expression: String {
                    switch self {
                    case .regular: "Inter-Thin"
                    case .bold: "Inter-Black"
                    }
                }
                var dynamic: String { return prefix + "-Bold" }
            }
            func fontName(for weight: Weight) -> String {
                if weight == .bold { return "Inter-Bold" }
                return "Inter-Regular"
            }
            let a = UIFont(name: weight.fontName, size: 12)
            let b = UIFont(name: weight.short, size: 12)
            let c = UIFont(name: weight.expression, size: 12)
            let d = UIFont(name: fontName(for: .bold), size: 12)
            let e = UIFont(name: weight.dynamic, size: 12)
            """) == [
            "22:22 weight.fontName -> \"Inter-Regular\"@3 \"Inter-Bold\"@3",
            "23:22 weight.short -> \"Inter-Light\"@9",
            "24:22 weight.expression -> \"Inter-Thin\"@10 \"Inter-Black\"@10",
            "25:22 fontName(…) -> \"Inter-Bold\"@18 \"Inter-Regular\"@18",
            "26:22 weight.dynamic -> run time",
        ])
    }

    /// M180: a switch whose arm is another switch (both without `return`), reached through a computed property
    /// that returns a call to it; a nested arm that is not a literal makes the whole function run time.
    @Test func aSwitchInASwitchArmAndAPropertyReturningACallToIt() {
        #expect(resolved("""
            enum Glyphs {
                static func faceName(for script: Script, style: Style) -> String {
                    switch script {
                    case .tengwar: "Harbor Tengwar"
                    case .latin:
                        switch style {
                        case .plain: "Harbor Sans"
                        case .ornate: "Harbor Ornate" // a comment between arms
                        }
                    }
                }
                static func mixed(for script: Script, style: Style) -> String {
                    switch script {
                    case .tengwar: "Harbor Tengwar"
                    case .latin:
                        switch style {
                        case .plain: prefix + "Sans"
                        case .ornate: "Harbor Ornate"
                        }
                    }
                }
            }
            struct Entry {
                var displayFace: String { Glyphs.faceName(for: script, style: style) }
            }
            let a = Font.custom(self.entry.displayFace, size: 23)
            let b = Font.custom(Glyphs.mixed(for: script, style: style), size: 23)
            """) == [
            "26:21 entry.displayFace -> \"Harbor Tengwar\"@2 \"Harbor Sans\"@2 \"Harbor Ornate\"@2",
            "27:21 Glyphs.mixed(…) -> run time",
        ])
    }

    @Test func enumRawValuesExplicitAndImplicit() {
        #expect(resolved("""
            enum FontName: String, CaseIterable {
                case bold = "Inter-Bold"
                case Inter_Light, `Inter-Thin`
            }
            let a = UIFont(name: FontName.bold.rawValue, size: 12)
            let b = UIFont(name: FontName.Inter_Light.rawValue, size: 12)
            let c = Font.custom(FontName.bold, size: 12)
            let d = UIFont(name: font.rawValue, size: 12)
            """) == [
            "5:22 FontName.bold.rawValue -> \"Inter-Bold\"@2",
            "6:22 FontName.Inter_Light.rawValue -> \"Inter_Light\"@3",
            "7:21 FontName.bold -> run time",
            "8:22 font.rawValue -> run time",
        ])
    }

    /// M80: `font.rawValue` with `font` a parameter of a String enum: every case can be passed, so every raw value
    /// is a name of the call; a parameter of another shape, or a local shadowing it, stays run time.
    @Test func rawValueOfAnEnumParameterIsEveryCase() {
        #expect(resolved("""
            enum CustomFont: String {
                case sans = "Fixture Sans"
                case sansBold = "FixtureSans-Bold"
            }
            extension UIFont {
                static func custom(_ font: CustomFont, size: CGFloat = 15) -> UIFont { UIFont(name: font.rawValue, size: size)! }
                static func maybe(font: CustomFont?) -> UIFont? { UIFont(name: font!.rawValue, size: 12) }
                static func themed(font: Theme.CustomFont = .sans) -> UIFont? { UIFont(name: font.rawValue, size: 12) }
                static func shadowed(font: CustomFont) -> UIFont? {
                    let font = Settings.current
                    return UIFont(name: font.rawValue, size: 12)
                }
            }
            """) == [
            "6:89 font.rawValue -> \"Fixture Sans\"@2 \"FixtureSans-Bold\"@3",
            "7:68 literal -> run time",
            "8:82 font.rawValue -> \"Fixture Sans\"@2 \"FixtureSans-Bold\"@3",
            "11:29 font.rawValue -> run time",
        ])
    }

    /// M460 (tonkeeper's TKUIKit): `font.name` with `font` a parameter of a project type whose static lets are built
    /// as `Type(name: "X")`: every such constant can be passed, so every literal is a name of the call. A `let` of the
    /// same name reads the parameter in its own initialiser and shadows it after; a parameter of a type with no such
    /// constant, or a font object (`UIFont(name:size:)` is a font, not a name), stays run time.
    @Test func nameOfAFontValueParameterIsEveryConstantOfItsType() {
        #expect(resolved("""
            public struct HarborFont {
                public let name: String
                public static let medium = HarborFont(name: "HarborSans-Medium")
                public static let bold = HarborFont(name: "HarborSans-Bold")
            }
            struct Theme { static let title = UIFont(name: "HarborSans-Bold", size: 17) }
            extension UIFont {
                private static func font(_ font: HarborFont, size: CGFloat) -> UIFont? {
                    let font = UIFont(name: font.name, size: size)
                    return UIFont(name: font.name, size: size)
                }
                static func other(_ font: Theme, size: CGFloat) -> UIFont? { UIFont(name: font.name, size: size) }
                static func title(_ font: UIFont) -> UIFont? { UIFont(name: font.name, size: 12) }
                static let medium = UIFont(name: HarborFont.medium.name, size: 12)
            }
            """) == [
            "6:48 literal -> \"HarborSans-Bold\"",
            "9:33 font.name -> \"HarborSans-Medium\"@3 \"HarborSans-Bold\"@4",
            "10:29 font.name -> run time",
            "12:79 font.name -> run time",
            "13:65 font.name -> run time",
            "14:38 HarborFont.medium.name -> \"HarborSans-Medium\"@3",
        ])
    }

    /// M320: a return (or an argument) interpolating a typed enum parameter's raw value is one name per case, with
    /// the literal's text around it; an interpolation of anything else keeps the function a run-time name.
    @Test func anInterpolatedRawValueOfAnEnumParameterIsEveryCaseInItsText() {
        #expect(resolved("""
            enum Family: String {
                case primary = "Harbor"
                case secondary = "Cove"
            }
            func faceName(for family: Family, bold: Bool) -> String {
                switch (family, bold) {
                case (.primary, true): return "Harbor-Bold"
                default: return "\\(family.rawValue)-Regular"
                }
            }
            func other(for family: Family) -> String { return "\\(family)-Regular" }
            func styled(_ family: Family) -> UIFont? { UIFont(name: "\\(family.rawValue)-Italic", size: 12) }
            let a = UIFont(name: faceName(for: .primary, bold: false), size: 12)
            let b = UIFont(name: other(for: .primary), size: 12)
            """) == [
            "12:57 \"\\(family.rawValue)-Italic\" -> \"Harbor-Italic\"@2 \"Cove-Italic\"@3",
            "13:22 faceName(…) -> \"Harbor-Bold\"@5 \"Harbor-Regular\"@2 \"Cove-Regular\"@3",
            "14:22 other(…) -> run time",
        ])
    }

    /// A literal arm and the interpolated default both give "Harbor-Regular": one name for the call (it was two, at
    /// the function, line 5, and at the enum case, line 2), at the arm that gives it first; "Cove-Regular" only the
    /// default gives.
    @Test func aNameALiteralArmAndAnInterpolatedDefaultBothGiveIsOneName() {
        #expect(resolved("""
            enum Family: String {
                case primary = "Harbor"
                case secondary = "Cove"
            }
            func faceName(for family: Family, bold: Bool) -> String {
                switch (family, bold) {
                case (.primary, false): return "Harbor-Regular"
                default: return "\\(family.rawValue)-Regular"
                }
            }
            let a = UIFont(name: faceName(for: .primary, bold: false), size: 12)
            """) == [
            "11:22 faceName(…) -> \"Harbor-Regular\"@5 \"Cove-Regular\"@3",
        ])
    }

    @Test func literalDefaultAfterNilCoalescing() {
        #expect(resolved("""
            let appFont: String = Bundle.main.infoDictionary?["APP_FONT"] as? String ?? "JetBrains Mono"
            let a = Font.custom(appFont, size: 14).weight(.bold)
            let b = UIFont(name: settings.font ?? "Inter-Regular", size: 12)
            """) == [
            "2:21 appFont -> \"JetBrains Mono\"@1?",
            "3:22 … ?? \"Inter-Regular\" -> \"Inter-Regular\"@3?",
        ])
    }

    /// M403: a ternary's two branches are each a name: literals, constants, or one of each; a branch that resolves
    /// to no name leaves the whole argument a run-time name, and a nested ternary is not read.
    @Test func bothBranchesOfATernaryAreNames() {
        #expect(resolved("""
            struct HarborFont { static let bold = "Harbor-Bold"; static let regular = "Harbor-Regular" }
            func title(isBold: Bool) -> Font {
                .custom(isBold ? HarborFont.bold : HarborFont.regular, size: 17)
            }
            let a = UIFont(name: flag ? "Harbor-Light" : "Harbor-Black", size: 12)
            let b = UIFont(name: model.isBold ? HarborFont.bold : "Harbor-Thin", size: 12)
            let c = UIFont(name: flag ? HarborFont.bold : userChoice(), size: 12)
            let d = UIFont(name: x ? y ? "A" : "B" : "C", size: 12)
            let e = UIFont(name: settings?.name ?? "Harbor-Medium", size: 12)
            """) == [
            "3:13 … ? HarborFont.bold : HarborFont.regular -> \"Harbor-Bold\"@1 \"Harbor-Regular\"@1",
            "5:22 literal -> \"Harbor-Light\"@5 \"Harbor-Black\"@5",
            "6:22 … ? HarborFont.bold : \"Harbor-Thin\" -> \"Harbor-Bold\"@1 \"Harbor-Thin\"@6",
            "7:22 … ? HarborFont.bold : userChoice() -> run time",
            "8:22 literal -> run time",
            "9:22 … ?? \"Harbor-Medium\" -> \"Harbor-Medium\"@9?",
        ])
    }

    @Test func concatenationsOfConstantsAndRawValuesAreEveryCombination() {
        #expect(resolved("""
            enum Family: String { case harbor = "Harbor" }
            enum Style: String { case regular = "-Regular"; case bold = "-Bold" }
            enum Mono: String {
                case regular = "Regular", light = "Light"
                var name: String { "HarborMono-\\(rawValue)" }
            }
            struct Base { static let family = "Harbor" }
            func make(font: Family, style: Style, weight: String) {
                let name: String = font.rawValue + style.rawValue
                _ = UIFont(name: name, size: 12)
                _ = UIFont(name: Base.family + "-Light", size: 12)
                _ = UIFont(name: "\\(font.rawValue)\\(style.rawValue)", size: 12)
                _ = UIFont(name: Mono.light.name, size: 12)
                _ = UIFont(name: "Harbor-" + weight, size: 12)
                _ = UIFont(name: "Harbor-" + weights[weight]!, size: 12)
                _ = UIFont(name: Base.family.appending("-Black"), size: 12)
            }
            """) == [
            "10:22 name -> \"Harbor-Regular\"@9 \"Harbor-Bold\"@9",
            "11:22 Base.family + \"-Light\" -> \"Harbor-Light\"@7",
            "12:22 \"\\(font.rawValue)\\(style.rawValue)\" -> \"Harbor-Regular\"@12 \"Harbor-Bold\"@12",
            "13:22 Mono.light.name -> \"HarborMono-Light\"@4",
            "14:22 literal -> run time",
            "15:22 literal -> run time",
            "16:22 Base.family.appending(\"-Black\") -> \"Harbor-Black\"@7",
        ])
    }

    @Test func aFunctionBuildingItsNameFromALocalAndItsParametersSwitch() {
        #expect(resolved("""
            enum FontType: String { case harbor = "Harbor" }
            enum Weight { case bold(size: CGFloat), regular(size: CGFloat) }
            extension UIFont {
                static func font(withWeight weight: Weight, _ font: FontType = .harbor) -> UIFont? {
                    let fontName = self.fontName(font, withWeight: weight)
                    return UIFont(name: fontName, size: 12)
                }
                private static func fontName(_ font: FontType, withWeight weight: Weight) -> String {
                    let fontName = "\\(font.rawValue)-"
                    switch weight {
                    case .bold: return fontName.appending("Bold")
                    case .regular: return fontName.appending("Regular")
                    }
                }
                static func any(_ style: String) -> UIFont? {
                    let base = "Harbor-"
                    var chosen = base
                    return UIFont(name: chosen + style, size: 12)
                }
            }
            """) == [
            "6:29 fontName -> \"Harbor-Bold\"@1 \"Harbor-Regular\"@1",
            "18:29 literal -> run time",
        ])
    }

    @Test func concatenationsPastTheCapAreRunTime() {
        let cases = (0..<9).map { "case c\($0) = \"-\($0)\"" }.joined(separator: "; ")
        #expect(resolved("""
            enum A: String { \(cases) }
            enum B: String { \(cases) }
            func make(a: A, b: B) { _ = UIFont(name: "Harbor" + a.rawValue + b.rawValue, size: 12) }
            func few(a: A) { _ = UIFont(name: "Harbor" + a.rawValue, size: 12) }
            """).map { $0.count > 60 ? String($0.prefix(60)) : $0 } == [
            "3:42 \"Harbor\" + a.rawValue + b.rawValue -> run time",
            "4:35 \"Harbor\" + a.rawValue -> \"Harbor-0\"@1 \"Harbor-1\"@1 \"Har",
        ])
    }

    /// Review of session 16: a part of hundreds of values does not overflow the product before the cap is checked.
    @Test func aPartOfHundredsOfValuesIsRunTimeWithoutOverflow() {
        let branches = (0..<300).map { "if flag == \($0) { return \"v\($0)\" }" }.joined(separator: "\n    ")
        #expect(resolved("""
            var n: String {
                \(branches)
                return "v"
            }
            let font = UIFont(name: n + n + n + n + n + n + n + n, size: 17)
            """).last == "304:25 n + n + n + n + n + n + n + n -> run time")
    }

    /// Review of session 16: the literal text around an interpolation is kept (`"\\(family.rawValue)-" + …`); each
    /// arm of a `switch self` gives its own case's name, inside a member (`Mono.bold.name`) and inside a call.
    @Test func interpolationAffixesAndSwitchArmsInJoinedNames() {
        #expect(resolved("""
            enum Family: String { case harbor = "HarborSans" }
            enum Weight: String { case bold = "Bold" }
            func face(_ family: Family, _ weight: Weight) -> UIFont? { UIFont(name: "\\(family.rawValue)-" + weight.rawValue, size: 17) }
            enum Mono: String {
                case regular = "Regular", bold = "Bold"
                var name: String {
                    switch self {
                    case .regular: return "Mono-\\(rawValue)"
                    case .bold: return "MonoX-\\(rawValue)"
                    }
                }
                func font() -> UIFont? {
                    switch self {
                    case .regular: return UIFont(name: "Mono-\\(rawValue)", size: 17)
                    case .bold: return UIFont(name: "MonoBold", size: 17)
                    }
                }
            }
            let body = UIFont(name: Mono.bold.name, size: 17)
            """) == [
            "3:73 \"\\(family.rawValue)-\" + weight.rawValue -> \"HarborSans-Bold\"@3",
            "14:44 \"Mono-\\(rawValue)\" -> \"Mono-Regular\"@5",
            "15:41 literal -> \"MonoBold\"",
            "19:25 Mono.bold.name -> \"MonoX-Bold\"@5",
        ])
    }

    @Test func chainsOfConstantsAndWhatStaysRunTime() {
        #expect(resolved("""
            enum Fonts {
                static let base = "Inter-Regular"
                static let body = base
                static var user = UserDefaults.standard.string(forKey: "font")!
            }
            let a = UIFont(name: Fonts.body, size: 12)
            let b = UIFont(name: Fonts.user, size: 12)
            let c = UIFont(name: unknown, size: 12)
            let d = UIFont(name: "\\(family)-Bold", size: 12)
            """) == [
            "6:22 Fonts.body -> \"Inter-Regular\"@2",
            "7:22 Fonts.user -> run time",
            "8:22 unknown -> run time",
            "9:22 \"\\(family)-Bold\" -> run time",
        ])
    }

    @Test func aFunctionReturningALocalReadAtRunTimeIsRunTimeWholly() {
        // FP240: one return is a dictionary lookup bound by `guard let`, so the literal fallback and the subscript
        // key are not the call's names; a setting's literal default, and a function whose every return is a
        // literal, still name theirs.
        #expect(resolved("""
            struct Palette {
                var faces: [String: String] = [:]
                func face(for key: String) -> String {
                    guard let face = faces[key] else { return "Harbor-Fallback" }
                    return face
                }
                func setting() -> String {
                    if let chosen = UserDefaults.standard.object(forKey: "face") as? String { return chosen }
                    return "Harbor-Default"
                }
                func fixed(for key: String) -> String {
                    guard key == "title" else { return "Harbor-Wrong" }
                    return "Harbor-Sans"
                }
            }
            let a = UIFont(name: palette.face(for: "heading"), size: 12)
            let b = UIFont(name: palette.setting(), size: 12)
            let c = UIFont(name: palette.fixed(for: "title"), size: 12)
            """) == [
            "16:22 palette.face(…) -> run time",
            "17:22 palette.setting(…) -> \"Harbor-Default\"@7",
            "18:22 palette.fixed(…) -> \"Harbor-Wrong\"@11 \"Harbor-Sans\"@11",
        ])
    }

    @Test func aLiteralCaseArgumentSelectsItsArmOfASwitchOverTheParameter() {
        // FP241: only the arm the argument names reaches the call, with the arms falling through into it; any
        // other argument still gets every return.
        #expect(resolved("""
            enum Shade { case light, dark, ink, other }
            func faceName(for shade: Shade) -> String {
                switch shade {
                case .light:
                    return "Harbor-Light"
                case .dark:
                    fallthrough
                case .ink:
                    return "Harbor-Dark"
                default:
                    return "Harbor-Wrong"
                }
            }
            let a = UIFont(name: faceName(for: .light), size: 12)
            let b = UIFont(name: faceName(for: Shade.dark), size: 12)
            let c = UIFont(name: faceName(for: .other), size: 12)
            let d = UIFont(name: faceName(for: current), size: 12)
            """) == [
            "14:22 faceName(…) -> \"Harbor-Light\"@2",
            "15:22 faceName(…) -> \"Harbor-Dark\"@2",
            "16:22 faceName(…) -> \"Harbor-Wrong\"@2",
            "17:22 faceName(…) -> \"Harbor-Light\"@2 \"Harbor-Dark\"@2 \"Harbor-Wrong\"@2",
        ])
    }

    @Test func objectiveCDefinesAndConstants() {
        #expect(resolved("""
            #define BODY_FONT @"Lato"
            #define LIGHT_FONT (@"Lato-Light")
            static NSString *const kTitleFont = @"Lato-Bold";
            - (void)viewDidLoad {
                label.font = [UIFont fontWithName:BODY_FONT size:17];
                title.font = [UIFont fontWithName:kTitleFont size:20];
                other.font = [UIFont fontWithName:LIGHT_FONT size:12];
            }
            """, .objectiveC) == [
            "5:39 BODY_FONT -> \"Lato\"@1",
            "6:39 kTitleFont -> \"Lato-Bold\"@3",
            "7:39 LIGHT_FONT -> \"Lato-Light\"@2",
        ])
    }

    @Test func swiftGenAndRSwiftNamesAreGeneratedReferences() {
        let calls = SourceFileScanner.calls(in: """
            public enum FontFamily {
              public enum Inter {
                public static let bold = FontConvertible(name: "Inter-Bold", family: "Inter", path: "Inter.ttf")
              }
            }
            public struct FontConvertible {
              public func swiftUIFont(fixedSize: CGFloat) -> SwiftUI.Font { SwiftUI.Font.custom(self, fixedSize: fixedSize) }
            }
            struct font { static let interLight = Rswift.FontResource(fontName: "Inter-Light") }
            """, file: "Fonts.swift", language: .swift)
        #expect(calls.map { "\($0.line):\($0.column) \($0.form.rawValue) \($0.names) \($0.textSize.rawValue)" } == [
            "3:52 SwiftGen FontConvertible(name:family:path:) [\"Inter-Bold\"] notJudged",
            "9:69 R.swift FontResource [\"Inter-Light\"] notJudged",
        ])
    }
}
