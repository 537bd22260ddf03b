struct FixedSizeCustomFont: Rule {
    static let description = RuleDescription(
        id: "fixed-size-custom-font", category: .fontReferences, defaultSeverity: .warning,
        rationale: "A custom font made at a fixed size — Font.custom(_:fixedSize:), or UIFont(name:size:) not handed to UIFontMetrics' scaledFont(for:) — keeps its size when the user picks a larger text size (Dynamic Type). Only what the call's own statement (or the name it is bound to) shows is seen, so a font scaled elsewhere is reported too: a warning.",
        triggering: [
            RuleExample("Font.custom with fixedSize, and UIFont(name:size:) not scaled", files: [
                .text("Sources/Views.swift", "let badge = Font.custom(↓\"HarborSans-Bold\", fixedSize: 12)\nlet label = UIFont(name: ↓\"HarborSans-Regular\", size: 17)\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Bold.ttf"]),
                .sampleFont("HarborSans-Regular", "a custom face"), .sampleFont("HarborSans-Bold", "a custom face"),
            ]),
            RuleExample("a custom font's name held in a constant, at a fixed size", files: [
                .text("Sources/Views.swift", "let kBadgeFont = \"HarborSans-Bold\"\nlet badge = Font.custom(↓kBadgeFont, fixedSize: 12)\n"),
                .infoPlist(["Fonts/HarborSans-Bold.ttf"]), .sampleFont("HarborSans-Bold", "a custom face"),
            ]),
        ],
        nonTriggering: [
            RuleExample("sizes relative to a text style, and scaled by UIFontMetrics", files: [
                .text("Sources/Views.swift", "let badge = Font.custom(\"HarborSans-Bold\", size: 12, relativeTo: .caption)\nlet label = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: \"HarborSans-Regular\", size: 17)!)\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Bold.ttf"]),
                .sampleFont("HarborSans-Regular", "a custom face"), .sampleFont("HarborSans-Bold", "a custom face"),
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

    func check(_ context: LintContext) -> [Finding] {
        context.bundle.sourceCalls.compactMap { call in
            // A system font called by name is not a custom font; a name given at run time may be one.
            let names = call.names
            if !names.isEmpty, names.allSatisfy(context.bundle.systemFontNames.contains) { return nil }
            let location = Finding.Location(file: call.file, line: call.line, column: call.column)
            switch call.textSize {
            case .fixed:
                return finding(.fixedSizeCustomFont(call), at: location)
            case .notScaled:
                return finding(.customFontNotScaled(call), at: location)
            case .scales, .scaledByFontMetrics, .notJudged:
                return nil
            }
        }
    }
}

extension Finding.Message {
    /// `UIFont(name:size:) "Foo"`, `… "Foo" from kFont (defined at …)`, or `… with a name given at run time`.
    private static func subject(_ call: SourceFontCall) -> String {
        "\(call.form.rawValue) \(call.describedNames)"
    }

    static func fixedSizeCustomFont(_ call: SourceFontCall) -> Self {
        Self("\(subject(call)) keeps its size whatever the user's text size; use Font.custom(_:size:relativeTo:) so that it follows Dynamic Type")
    }

    static func customFontNotScaled(_ call: SourceFontCall) -> Self {
        let fix = call.form == .objectiveCUIFont
            ? "[[UIFontMetrics metricsForTextStyle:UIFontTextStyleBody] scaledFontForFont:…]"
            : "UIFontMetrics(forTextStyle: .body).scaledFont(for: …)"
        return Self("\(subject(call)) is not handed to UIFontMetrics' scaledFont(for:) in its statement, so it keeps its size whatever the user's text size; scale it: \(fix)")
    }
}
