struct CoverageRegression: Rule {
    static let description = RuleDescription(
        id: "coverage-regression", category: .glyphCoverage, defaultSeverity: .warning,
        rationale: "With Bold Text on, a style switches to its bold face; a character the regular face has and the bold face lacks is then drawn in a fallback font. Checked with missing-glyphs, when the app has strings; not for icon faces.",
        triggering: [
            RuleExample("the bold face lacks characters the regular face has", files: [
                .styleMap([("↓body", "FixtureCover-Regular", "FixtureCover-Bold")]),
                .text("en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n"),
                .infoPlist(["Fonts/FixtureCover-Regular.ttf", "Fonts/FixtureCover-Bold.ttf"]),
                .font("Fonts/FixtureCover-Regular.ttf", from: "TestFonts/Generated/Coverage/FixtureCover-Regular.ttf", "has ł and т"),
                .font("Fonts/FixtureCover-Bold.ttf", from: "TestFonts/Generated/Coverage/FixtureCover-Bold.ttf", "lacks ł and т"),
            ]),
        ],
        nonTriggering: [
            RuleExample("an icon face whose Bold Text face lacks its ligature letters (icon faces are not checked)", files: [
                .styleMap([("body", "FixtureLigatureIcons", "FixtureIcons")]),
                .text("en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n"),
                .infoPlist(["Fonts/FixtureLigatureIcons.ttf", "Fonts/FixtureIcons.ttf"]),
                .font("Fonts/FixtureLigatureIcons.ttf", from: "TestFonts/Generated/Coverage/FixtureLigatureIcons.ttf", "icons with A–Z"),
                .font("Fonts/FixtureIcons.ttf", from: "TestFonts/Generated/Coverage/FixtureIcons.ttf", "icons without A–Z"),
            ]),
            RuleExample("the same fonts in an app without strings: coverage is not checked", files: [
                .styleMap([("body", "FixtureCover-Regular", "FixtureCover-Bold")]),
                .infoPlist(["Fonts/FixtureCover-Regular.ttf", "Fonts/FixtureCover-Bold.ttf"]),
                .font("Fonts/FixtureCover-Regular.ttf", from: "TestFonts/Generated/Coverage/FixtureCover-Regular.ttf", "has ł and т"),
                .font("Fonts/FixtureCover-Bold.ttf", from: "TestFonts/Generated/Coverage/FixtureCover-Bold.ttf", "lacks ł and т"),
            ]),
        ])

    static let shownCharacters = 10
    static let shownStyles = 3

    /// One finding per map and pair of faces, at the first entry that uses the pair, naming every style that does.
    func check(_ context: LintContext) -> [Finding] {
        guard let coverage = context.bundle.glyphCoverage else { return [] }
        struct Pair: Hashable {
            var map: String
            var regular: FaceLocation
            var bold: FaceLocation
            var inferred: Bool
        }
        var order: [Pair] = []
        var styles: [Pair: [(variant: BoldTextVariant, bold: BundleFace)]] = [:]
        // An icon face draws symbols: what its Bold Text face lacks is not text falling back.
        for pair in GlyphCoverageFaces.boldPairs(in: context.bundle) where !context.iconFaces.contains(FaceLocation(of: pair.variant.regular.face)) {
            let key = Pair(map: pair.variant.map.file, regular: FaceLocation(of: pair.variant.regular.face), bold: FaceLocation(of: pair.bold.face),
                           inferred: pair.variant.named == nil)
            if styles[key] == nil { order.append(key) }
            styles[key, default: []].append(pair)
        }
        return order.compactMap { key in
            guard let uses = styles[key], let first = uses.first,
                  let regularMap = coverage.characterMaps[key.regular], let boldMap = coverage.characterMaps[key.bold] else { return nil }
            let lacking = CoverageAnalyzer.regression(regular: regularMap, bold: boldMap)
            guard !lacking.isEmpty else { return nil }
            let regular = first.variant.regular.face.postScriptName ?? first.variant.regular.place
            let bold = first.bold.face.postScriptName ?? first.bold.place
            return finding(
                .coverageRegression(styles: uses.map(\.variant.entry.key), regular: regular, bold: bold, inferred: key.inferred, lacking: lacking),
                at: first.variant.mapLocation)
        }
    }
}

extension Finding.Message {
    static func coverageRegression(styles: [String], regular: String, bold: String, inferred: Bool, lacking: [Unicode.Scalar]) -> Self {
        let how = inferred ? " (inferred: no boldFontName)" : ""
        let names = DiagnosticText.capped(styles, limit: CoverageRegression.shownStyles)
        let characters = DiagnosticText.capped(lacking.map(CodePoint.labelWithCharacter), limit: CoverageRegression.shownCharacters)
        let count = lacking.count
        return Self(
            "with Bold Text on, \(names) \(styles.count == 1 ? "switches" : "switch") from \"\(regular)\" to \"\(bold)\"\(how), "
                + "which lacks \(count) \(count == 1 ? "character" : "characters") of the regular face: \(characters); iOS draws \(count == 1 ? "it" : "them") in a fallback font")
    }
}
