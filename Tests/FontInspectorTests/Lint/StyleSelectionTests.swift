import Testing
@testable import FontInspector

/// Face hygiene of bold, italic and weight records where nothing selects a family by style (D12, D300, D426):
/// small apps with the broken Harbor Slab faces, exact messages.
@Suite struct StyleSelectionTests {
    /// Harbor Slab's Bold (no bold bit), SemiBold (at 700) and Italic (angle 0), all registered; `code` in
    /// `Sources/Title.swift`.
    func app(_ code: String) throws -> TempApp {
        let app = try TempApp()
        for font in ["HarborSlab-Bold", "HarborSlab-SemiBold", "HarborSlab-Italic"] { try app.font(font, from: LintFixtures.brokenFonts) }
        try app.infoPlist(["HarborSlab-Bold.ttf", "HarborSlab-SemiBold.ttf", "HarborSlab-Italic.ttf"])
        try app.text(code, at: "Sources/Title.swift")
        return app
    }

    static let weightWarning = "Fonts/HarborSlab-SemiBold.ttf: style \"SemiBold\" says weight 600, but usWeightClass is 700"
    static let boldWarning = "Fonts/HarborSlab-Bold.ttf: style bits disagree — bold: fsSelection no, macStyle no, style name \"Bold\" yes"
    static let italicWarning = "Fonts/HarborSlab-Italic.ttf: the face is italic but post.italicAngle is 0"

    @Test func postScriptNamesOnlyLowerWhatNoSelectionReads() throws {
        let app = try app("let title = UIFont(name: \"HarborSlab-Bold\", size: 17)\n")
        let why = "; info: nothing in the app selects a face of \"Harbor Slab\" by style (a family name, a trait or weight request): every reference names"
        #expect(try app.findings("weight-class-mismatch") == [Self.weightWarning + why + " a face by PostScript name, so nothing it draws changes"])
        // The Bold is loaded by its name and draws bold; only the trait Core Text reports is wrong, which no
        // request reads (D700).
        #expect(try app.findings("style-linking") == [Self.boldWarning + why + " a face by PostScript name, so nothing it draws changes"])
        // The italic's own angle shows only on the italic, which nothing loads.
        #expect(try app.findings("italic-angle") == [Self.italicWarning + why + " another face by PostScript name, so nothing it draws changes"])
    }

    /// A warning says what selects the family: the family name and its place, or the file asking for a style.
    static let familyName = "; the family name UIFont(name:size:) \"Harbor Slab\" (Sources/Title.swift:1) makes Core Text pick among \"Harbor Slab\"'s faces by these records"
    static func styleRequest(in file: String) -> String {
        "; \(file) asks for a face by style (a trait or weight request), and lint does not follow which font it is made of"
    }

    @Test func aFamilyNameSelectsByStyle() throws {
        let app = try app("let title = UIFont(name: \"Harbor Slab\", size: 17)\n")
        #expect(try app.findings("weight-class-mismatch") == [Self.weightWarning + Self.familyName])
        #expect(try app.findings("italic-angle") == [Self.italicWarning + Self.familyName])
        #expect(try app.findings("style-linking") == [Self.boldWarning + Self.familyName])
    }

    @Test func swiftUIBoldOnACustomFontSelectsByStyle() throws {
        let app = try app("let title = Text(\"Harbor\").font(.custom(\"HarborSlab-Bold\", size: 17).bold())\n")
        #expect(try app.findings("weight-class-mismatch") == [Self.weightWarning + Self.styleRequest(in: "Sources/Title.swift")])
        #expect(try app.findings("italic-angle") == [Self.italicWarning + Self.styleRequest(in: "Sources/Title.swift")])
    }

    @Test func namesOnlyAtRunTimeAndNoStyleRequestLowerTheStyleRecords() throws {
        let app = try app("func face(_ name: String) -> UIFont? { UIFont(name: name, size: 17) }\n")
        let why = "; info: no font name lint reads in the app reaches a bundled face (the names are given at run time) and no code asks for a face by style (a trait or weight request), so nothing is seen to pick a face by these records"
        #expect(try app.findings("weight-class-mismatch") == [Self.weightWarning + why])
        #expect(try app.findings("style-linking") == [Self.boldWarning + why])
        // The caret of a face a run-time name may load leans as its angle says: kept.
        #expect(try app.findings("italic-angle") == [Self.italicWarning])
    }

    @Test func aTraitRequestInAnotherFileSelectsEveryFamily() throws {
        let app = try app("let title = UIFont(name: \"HarborSlab-Bold\", size: 17)\n")
        try app.text("""
            extension UIFont {
                var italicVariant: UIFont { UIFont(descriptor: fontDescriptor.withSymbolicTraits(.traitItalic)!, size: pointSize) }
            }
            """, at: "Sources/UIFont+Italic.swift")
        #expect(try app.findings("weight-class-mismatch") == [Self.weightWarning + Self.styleRequest(in: "Sources/UIFont+Italic.swift")])
        #expect(try app.findings("italic-angle") == [Self.italicWarning + Self.styleRequest(in: "Sources/UIFont+Italic.swift")])
    }

    @Test func styleSelectingWords() {
        func selects(_ text: String) -> Bool {
            Array(text.utf8).withUnsafeBufferPointer(StyleSelectingCode.selectsByStyle)
        }
        #expect(selects("Text(\"a\").bold()"))
        #expect(selects("font.italic()"))
        #expect(selects("Font.custom(\"A-Regular\", size: 12).weight(.semibold)"))
        #expect(selects("Text(\"a\").fontWeight(.bold)"))
        #expect(selects("[NSFontManager sharedFontManager]"))
        #expect(selects("let d = UIFontDescriptor(fontAttributes: [.family: \"Harbor Slab\"])"))
        #expect(selects("attributes: [.traits: [UIFontDescriptor.TraitKey.weight: w]]"))
        #expect(selects("let serif = descriptor.withFamily(\"Harbor Slab\")"))
        #expect(selects("[descriptor fontDescriptorWithFamily:@\"Harbor Slab\"]"))
        #expect(selects("let css = \"b { font-weight: 700 }\""))
        #expect(selects("let page = \"<p style='font-family: Harbor Slab'><b>Terms</b></p>\""))
        #expect(!selects("webView.loadHTMLString(termsFromServer, baseURL: nil)"))
        #expect(!selects("UIFont.systemFont(ofSize: 17, weight: .bold)"))
        #expect(!selects("let style = Style.bold; UIFont(name: \"A-Bold\", size: 12)"))
        #expect(!selects("switch key { case .family: break }"))
        #expect(!selects("let weight = 3; let bolder = boldSystemFont"))
        // An Objective-C selector part of the same spelling: a UDP socket's address family (FP1402, Wigo).
        #expect(!selects("- (BOOL)getHost:(NSString **)host port:(uint16_t *)port forSocket:(int)fd withFamily:(int)family"))
    }
}
