import Testing
@testable import FontInspector

/// unknown-font-name for a name tried first in a `??` (Objective-C `?:`) chain (FP300): a warning that says where the
/// chain lands when a later call's name loads a face, an error when only the system font is left; and the
/// suggestion for an italic name in a family that ships no italic (M302). Exact severities, messages, places.
@Suite struct FallbackChainRuleTests {
    /// Harbor Sans Regular and Bold, registered: no italic.
    func app() throws -> TempApp {
        let app = try TempApp()
        for font in ["HarborSans-Regular", "HarborSans-Bold"] { try app.font(font) }
        try app.infoPlist(["HarborSans-Regular.ttf", "HarborSans-Bold.ttf"])
        return app
    }

    func unknown(_ app: TempApp) throws -> [String] {
        try app.lint().findings.filter { $0.ruleID == "unknown-font-name" }.map { finding in
            "\(finding.severity.rawValue) \(finding.location.file.split(separator: "/").last ?? ""):\(finding.location.line ?? 0):\(finding.location.column ?? 0) \(finding.message.text)"
        }
    }

    static let notAFace = "is not the PostScript, family or full name of a bundled face or of a system font on iOS or macOS"
    static let noItalic = #"the family ships no italic (its faces: "HarborSans-Bold", "HarborSans-Regular")"#

    @Test func aChainThatReachesASystemOrABundledNameIsAWarning() throws {
        let app = try app()
        try app.text("""
            let tagline = UIFont(name: "HarborSans-LightItalic", size: 24) ?? UIFont(name: "HarborSans-Italic", size: 24)
                ?? UIFont(name: "Georgia-Italic", size: 24) ?? .italicSystemFont(ofSize: 24)
            let kHeavy = "HarborSans-Heavy"
            let title = UIFont(name: kHeavy, size: 28) ?? UIFont(name: "HarborSans-Bold", size: 28)

            """, at: "Sources/Share.swift")
        try app.text("""
            UIFont *caption = [UIFont fontWithName:@"HarborSans-Light" size:12] ?: [UIFont fontWithName:@"Harbor Sans" size:12];

            """, at: "Sources/Caption.m")
        let found = try unknown(app)
        #expect(found == [
            #"warning Caption.m:1:40 [UIFont fontWithName:size:] "HarborSans-Light" \#(Self.notAFace); the ?: chain falls back to "Harbor Sans" (a bundled face), so the app shows that face instead: did you mean "HarborSans-Bold"?"#,
            #"warning Share.swift:1:28 UIFont(name:size:) "HarborSans-LightItalic" \#(Self.notAFace); the ?? chain falls back to "Georgia-Italic" (a system font), so the app shows that face instead: \#(Self.noItalic)"#,
            #"warning Share.swift:1:80 UIFont(name:size:) "HarborSans-Italic" \#(Self.notAFace); the ?? chain falls back to "Georgia-Italic" (a system font), so the app shows that face instead: \#(Self.noItalic)"#,
            #"warning Share.swift:4:26 UIFont(name:size:) "HarborSans-Heavy" from kHeavy (defined at line 3) \#(Self.notAFace); the ?? chain falls back to "HarborSans-Bold" (a bundled face), so the app shows that face instead: did you mean "HarborSans-Bold"?"#,
        ])
    }

    /// `(X ?? A) ?? B`: when A is nil too the group is nil and the app draws with B, so both land on B.
    @Test func aChainGroupedByParenthesesLandsOnTheFirstNameThatLoads() throws {
        let app = try app()
        try app.text("""
            let a = (UIFont(name: "HarborSans-Heavy", size: 17) ?? UIFont(name: "HarborSans-Black", size: 17)) ?? UIFont(name: "HarborSans-Bold", size: 17)
            let b = (UIFont(name: "HarborSans-Thin", size: 17) ?? UIFont(name: "HarborSans-Bold", size: 17)) ?? UIFont(name: "HarborSans-Light", size: 17)

            """, at: "Sources/Title.swift")
        let found = try unknown(app)
        let toBold = #"the ?? chain falls back to "HarborSans-Bold" (a bundled face), so the app shows that face instead: did you mean "HarborSans-Bold"?"#
        #expect(found == [
            #"warning Title.swift:1:23 UIFont(name:size:) "HarborSans-Heavy" \#(Self.notAFace); \#(toBold)"#,
            #"warning Title.swift:1:69 UIFont(name:size:) "HarborSans-Black" \#(Self.notAFace); \#(toBold)"#,
            #"warning Title.swift:2:23 UIFont(name:size:) "HarborSans-Thin" \#(Self.notAFace); \#(toBold)"#,
            #"error Title.swift:2:114 UIFont(name:size:) "HarborSans-Light" \#(Self.notAFace): did you mean "HarborSans-Bold"?"#,
        ])
    }

    /// Ordinary nil-handling: the face the code names never shows, as before.
    @Test func aChainLeftWithTheSystemFontOrUnknownNamesStaysAnError() throws {
        let app = try app()
        try app.text("""
            let a = UIFont(name: "HarborSans-Heavy", size: 17) ?? .systemFont(ofSize: 17)
            let b = UIFont(name: "HarborSans-Black", size: 17) ?? UIFont(name: "HarborSans-Thin", size: 17) ?? UIFont.preferredFont(forTextStyle: .body)
            let c = UIFont(name: "HarborSans-Medium", size: 17) ?? UIFont(name: userChoice, size: 17)

            """, at: "Sources/Body.swift")
        let found = try unknown(app)
        #expect(found == [
            #"error Body.swift:1:22 UIFont(name:size:) "HarborSans-Heavy" \#(Self.notAFace): did you mean "HarborSans-Bold"?"#,
            #"error Body.swift:2:22 UIFont(name:size:) "HarborSans-Black" \#(Self.notAFace): did you mean "HarborSans-Bold"?"#,
            #"error Body.swift:2:68 UIFont(name:size:) "HarborSans-Thin" \#(Self.notAFace): did you mean "HarborSans-Bold"?"#,
            #"error Body.swift:3:22 UIFont(name:size:) "HarborSans-Medium" \#(Self.notAFace): did you mean "HarborSans-Bold"?"#,
        ])
    }

    /// M302: an italic name is offered the family's italic faces, never an upright one.
    @Test func anItalicNameIsOfferedItalicFacesOnly() throws {
        let app = try app()
        try app.font("HarborSans-Italic")
        try app.infoPlist(["HarborSans-Regular.ttf", "HarborSans-Bold.ttf", "HarborSans-Italic.ttf"])
        try app.text(#"let quote = UIFont(name: "HarborSans-BoldItalic", size: 17)"#, at: "Sources/Quote.swift")
        let found = try unknown(app)
        #expect(found == [
            #"error Quote.swift:1:26 UIFont(name:size:) "HarborSans-BoldItalic" \#(Self.notAFace): did you mean "HarborSans-Italic"?"#,
        ])
    }
}
