import Foundation
import Testing
@testable import FontInspector

/// R.swift's constants without the generated file (M120), the stale UIAppFonts entries that then turn out unneeded
/// (D120), and SwiftGen's `.name` (M41), through the whole lint: exact messages, severities and references.
@Suite struct GeneratedFontConstantRuleTests {
    /// An app like AlphaWallet: R.swift names its fonts, `R.generated.swift` is not committed, a font helper takes
    /// the size, and the Info.plist still lists a file that was deleted. The regular face's file is named unlike its
    /// PostScript name: R.swift's identifier comes from the PostScript name.
    func rSwiftApp(views: String) throws -> TempApp {
        let app = try TempApp()
        try app.font("HarborSans-Regular", as: "harbor-regular.ttf")
        try app.font("HarborSans-Bold")
        try app.infoPlist(["harbor-regular.ttf", "HarborSans-Bold.ttf", "HarborSans-Light.ttf"])
        try app.text("""
            enum Fonts {
                static func regular(size: CGFloat) -> UIFont {
                    return UIFont(resource: R.font.harborSansRegular, size: size)!
                }
                static func bold(size: CGFloat) -> UIFont {
                    return UIFont(resource: R.font.harborSansBold, size: size)!
                }
            }
            """, at: "Sources/AppStyle.swift")
        try app.text(views, at: "Sources/Views.swift")
        return app
    }

    @Test func rSwiftFontsResolveToTheShippedFacesAndTheirFixedSizesAreReported() throws {
        let app = try rSwiftApp(views: """
            let title = Fonts.bold(size: 20)
            let body = UIFontMetrics.default.scaledFont(for: Fonts.regular(size: 17))
            let caption = R.font.harborSansRegular(size: 12)
            """)
        #expect(try app.findings("fixed-size-custom-font") == [
            "Sources/Views.swift: bold(size:) makes UIFont(resource:size:) \"HarborSans-Bold\" from R.font.harborSansBold (R.swift's name for Fonts/HarborSans-Bold.ttf) (AppStyle.swift:6) at the size passed here, which is not handed to UIFontMetrics' scaledFont(for:) in this statement, so it keeps its size whatever the user's text size; scale it: UIFontMetrics(forTextStyle: .body).scaledFont(for: …) @1:19",
            "Sources/Views.swift: R.font.x(size:) \"HarborSans-Regular\" from R.font.harborSansRegular (R.swift's name for Fonts/harbor-regular.ttf) is not handed to UIFontMetrics' scaledFont(for:) in its statement, so it keeps its size whatever the user's text size; scale it: UIFontMetrics(forTextStyle: .body).scaledFont(for: …) @3:15",
        ])
        let result = try app.lint()
        #expect(result.references.map { "\(($0.location.file as NSString).lastPathComponent) \($0.location.line ?? 0):\($0.location.column ?? 0) \($0.kind.rawValue) \($0.text ?? "nil") \($0.resolution.rawValue) \($0.fontFile.map { ($0 as NSString).lastPathComponent } ?? "-")" } == [
            "AppStyle.swift 3:33 constant HarborSans-Regular postScriptName harbor-regular.ttf",
            "AppStyle.swift 6:33 constant HarborSans-Bold postScriptName HarborSans-Bold.ttf",
            "Views.swift 3:15 constant HarborSans-Regular postScriptName harbor-regular.ttf",
        ])
        // D120: every name resolves, so the entry left behind for a deleted file is a warning.
        #expect(try app.findings("missing-font-file") == [
            "Info.plist: UIAppFonts[2]: \"HarborSans-Light.ttf\" matches no file under \(app.root); every font name the app uses resolves without it, so iOS skips the entry and nothing fails: remove it @11",
        ])
        #expect(result.findings.filter { $0.ruleID == "missing-font-file" }.map(\.severity) == [.warning])
    }

    /// An identifier no shipped font gives: R.swift would not generate it, so the app would not build. That is the
    /// compiler's to say, not a run-time failure: no finding, no reference, a note.
    @Test func anRSwiftIdentifierNoFontGivesIsNotedNotReported() throws {
        let app = try rSwiftApp(views: "let light = R.font.harborSansLight(size: 12)\n")
        let result = try app.lint()
        #expect(result.findings.filter { ["unknown-font-name", "fixed-size-custom-font"].contains($0.ruleID) }.isEmpty)
        #expect(!result.references.contains { $0.location.file.hasSuffix("Views.swift") })
        #expect(result.notes.filter { $0.file.hasSuffix("Views.swift") }.map(\.message) == [
            "line 1: R.font.harborSansLight names no font: no font the app ships has a PostScript name R.swift makes this identifier of; not checked",
        ])
    }

    @Test func swiftGenNameIsCheckedAsTheGeneratedLiteral() throws {
        let app = try TempApp()
        try app.font("HarborSans-Bold")
        try app.infoPlist(["HarborSans-Bold.ttf"])
        try app.text("""
            public enum FontFamily {
              public enum HarborSans {
                public static let bold = FontConvertible(name: "HarborSans-Bold", family: "Harbor Sans", path: "HarborSans-Bold.ttf")
              }
            }
            public struct FontConvertible {
              public let name: String
              public let family: String
              public let path: String
            }
            """, at: "Sources/Generated/Fonts.swift")
        try app.text("""
            let title = UIFont(name: FontFamily.HarborSans.bold.name, size: 17)
            let body = Font.custom(FontFamily.HarborSans.bold.name, size: 17)
            """, at: "Sources/Views.swift")
        #expect(try app.findings("fixed-size-custom-font") == [
            "Sources/Views.swift: UIFont(name:size:) \"HarborSans-Bold\" from FontFamily.HarborSans.bold.name (defined at Generated/Fonts.swift:3) is not handed to UIFontMetrics' scaledFont(for:) in its statement, so it keeps its size whatever the user's text size; scale it: UIFontMetrics(forTextStyle: .body).scaledFont(for: …) @1:26",
        ])
        let references = try app.lint().references.filter { $0.location.file.hasSuffix("Views.swift") }
            .map { "\($0.location.line ?? 0) \($0.kind.rawValue) \($0.text ?? "nil") \($0.resolution.rawValue)" }
        #expect(references == ["1 constant HarborSans-Bold postScriptName", "2 constant HarborSans-Bold postScriptName"])
    }
}
