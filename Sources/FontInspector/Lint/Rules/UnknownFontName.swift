struct UnknownFontName: Rule {
    static let description = RuleDescription(
        id: "unknown-font-name", category: .fontReferences, defaultSeverity: .error,
        rationale: "A font name in a style map, in code or in a storyboard that is not the exact PostScript name of a bundled face or a system font makes UIFont(name:size:) return nil and SwiftUI draw the system font; Core Text's family-name matching is a fallback Apple warns may stop.",
        triggering: [
            RuleExample("a typo in code, a family name in a style map", files: [
                .text("Sources/Title.swift", "let title = UIFont(name: ↓\"HarborSans-Reguler\", size: 17)\n"),
                .styleMap([("body", "↓Harbor Sans", nil)]),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "PostScript name HarborSans-Regular, family Harbor Sans"),
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
        ],
        nonTriggering: [
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
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.references.compactMap { resolved in
            guard case .unknown(let hint) = resolved.resolution else { return nil }
            return finding(.unknownFontName(resolved.reference, hint: hint), at: resolved.reference.location)
        }
    }
}

extension Finding.Message {
    static func unknownFontName(_ reference: FontNameReference, hint: String) -> Self {
        Self("\(reference.subject) is not the PostScript name of a bundled face or a system font: \(hint)")
    }
}
