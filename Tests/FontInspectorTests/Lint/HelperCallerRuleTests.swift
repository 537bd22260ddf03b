import Foundation
import Testing
@testable import FontInspector

/// Font helpers followed to their callers (issue 12, points 8, 10 and D10), through the whole lint: exact messages,
/// places, severities and the `references` a user audits.
@Suite struct HelperCallerRuleTests {
    func app() throws -> TempApp {
        let app = try TempApp()
        for font in ["HarborSans-Regular", "HarborSans-Bold"] { try app.font(font) }
        try app.infoPlist(["HarborSans-Regular.ttf", "HarborSans-Bold.ttf"])
        try app.text("""
            extension UIFont {
                static func harborBold(size: CGFloat) -> UIFont { UIFont(name: "HarborSans-Bold", size: size)! }
            }
            func font(_ name: String, size: CGFloat) -> UIFont { UIFont(name: name, size: size) ?? .systemFont(ofSize: size) }
            """, at: "Sources/Fonts.swift")
        return app
    }

    @Test func fixedSizesAreReportedAtTheCallersOnly() throws {
        let app = try app()
        try app.text("""
            let title = UIFont.harborBold(size: 31)
            let styled = StringStyle(.font(.harborBold(size: 16)), .adapt(.control))
            let body = font("HarborSans-Regular", size: 14)
            let scaled = UIFontMetrics.default.scaledFont(for: font("HarborSans-Regular", size: 17))
            """, at: "Sources/Views.swift")
        #expect(try app.findings("fixed-size-custom-font") == [
            "Sources/Views.swift: harborBold(size:) makes UIFont(name:size:) \"HarborSans-Bold\" (Fonts.swift:2) at the size passed here, which is not handed to UIFontMetrics' scaledFont(for:) in this statement, so it keeps its size whatever the user's text size; scale it: UIFontMetrics(forTextStyle: .body).scaledFont(for: …) @1:20",
            "Sources/Views.swift: font(_:size:) makes UIFont(name:size:) \"HarborSans-Regular\" (Fonts.swift:4) at the size passed here, which is not handed to UIFontMetrics' scaledFont(for:) in this statement, so it keeps its size whatever the user's text size; scale it: UIFontMetrics(forTextStyle: .body).scaledFont(for: …) @3:17",
        ])
    }

    @Test func namesPassedToAHelperAreCheckedAndListedAtTheCaller() throws {
        let app = try app()
        try app.text("""
            let kTitle = "HarborSans-Bolt"
            let a = font("HarborSans-Regular", size: 14)
            let b = font(kTitle, size: 20)
            let c = font(Settings.chosenFont(), size: 12)
            """, at: "Sources/Views.swift")
        #expect(try app.findings("unknown-font-name") == [
            "Sources/Views.swift: UIFont(name:size:) \"HarborSans-Bolt\" from kTitle (defined at line 1) passed to font(_:size:) is not the PostScript, family or full name of a bundled face or of a system font on iOS or macOS: did you mean \"HarborSans-Bold\"? @3:14",
        ])
        let references = try app.lint().references.filter { $0.location.file.hasSuffix("Views.swift") || $0.location.file.hasSuffix("Fonts.swift") }
            .map { "\($0.location.file.split(separator: "/").last ?? "") \($0.location.line ?? 0):\($0.location.column ?? 0) \($0.kind.rawValue) \($0.text ?? "nil") \($0.resolution.rawValue)" }
        #expect(references == [
            "Fonts.swift 2:68 code HarborSans-Bold postScriptName",
            "Views.swift 2:14 code HarborSans-Regular postScriptName",
            "Views.swift 3:14 constant HarborSans-Bolt unresolved",
            "Views.swift 4:14 code nil runTime",
        ])
    }
}
