import Foundation
import Testing
@testable import FontInspector

/// Font names held in constants, checked at the call that uses them: exact messages naming the constant and
/// where it is defined, one finding per value the constant can have.
@Suite struct ConstantNameRuleTests {
    func app() throws -> TempApp {
        let app = try TempApp()
        for font in ["HarborSans-Regular", "HarborSans-Bold"] { try app.font(font) }
        try app.infoPlist(["HarborSans-Regular.ttf", "HarborSans-Bold.ttf"])
        return app
    }

    @Test func everyValueOfAConstantIsCheckedAtTheUse() throws {
        let app = try app()
        try app.text("""
            enum Weight {
                case regular, bold
                var fontName: String {
                    switch self {
                    case .regular: return "HarborSans-Regular"
                    case .bold: return "HarborSans-Bolt"
                    }
                }
            }
            """, at: "Sources/Theme/Weight.swift")
        try app.text("""
            let title = UIFont(name: weight.fontName, size: 17)
            let code = Font.custom(settings.codeFont ?? "HarborMono", size: 13)
            """, at: "Sources/Title.swift")
        #expect(try app.findings("unknown-font-name") == [
            "Sources/Title.swift: UIFont(name:size:) \"HarborSans-Bolt\" from weight.fontName (defined at Theme/Weight.swift:3) is not the PostScript, family or full name of a bundled face or of a system font on iOS or macOS: did you mean \"HarborSans-Bold\"? @1:26",
            "Sources/Title.swift: Font.custom(_:size:) \"HarborMono\" (the default after ??) is not the PostScript, family or full name of a bundled face or of a system font on iOS or macOS: no face answers to it by any of the three @2:24",
        ])
        #expect(try app.findings("fixed-size-custom-font") == [
            "Sources/Title.swift: UIFont(name:size:) \"HarborSans-Regular\" from weight.fontName (defined at Theme/Weight.swift:3) or \"HarborSans-Bolt\" from weight.fontName (defined at Theme/Weight.swift:3) is not handed to UIFontMetrics' scaledFont(for:) in its statement, so it keeps its size whatever the user's text size; scale it: UIFontMetrics(forTextStyle: .body).scaledFont(for: …) @1:26",
        ])
    }

    @Test func pathsInMessagesDropTheFoldersTheyShareWithTheCall() {
        #expect(SourceFontCall.path("/app/Sources/Fonts.swift", besides: "/app/Sources/Views.swift") == "Fonts.swift")
        #expect(SourceFontCall.path("/app/Generated/Fonts.swift", besides: "/app/Sources/Views.swift") == "Generated/Fonts.swift")
        #expect(SourceFontCall.path("/app/Sources/UI/Fonts.swift", besides: "/app/Sources/Views.swift") == "UI/Fonts.swift")
    }
}
