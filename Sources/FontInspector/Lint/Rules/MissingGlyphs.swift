struct MissingGlyphs: Rule {
    static let description = RuleDescription(
        id: "missing-glyphs", category: .glyphCoverage, defaultSeverity: .warning,
        rationale: "A character of a localized string that the font lacks is drawn by iOS in a fallback font: two typefaces in one label, seen only by the users of that language. Checked when the app has strings (or --strings/--text give them), for the faces the style maps name, else every registered face.",
        triggering: [
            RuleExample("Polish strings with ł and ć, which Harbor Sans lacks", files: [
                .text("pl.lproj/Localizable.strings", "\"pay\" = \"Zapłać\";\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "Latin without ł and ć"),
            ], expectedCount: 1),
        ],
        nonTriggering: [
            RuleExample("strings the face covers", files: [
                .text("en.lproj/Localizable.strings", "\"pay\" = \"Pay now\";\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "basic Latin"),
            ]),
        ])

    /// Characters and string keys named in one message; the rest are counted.
    static let shownCharacters = 10
    static let shownKeys = 3

    func check(_ context: LintContext) -> [Finding] {
        guard let coverage = context.bundle.glyphCoverage else { return [] }
        var findings = coverage.stringErrors.map { error in
            finding(.stringsNotChecked(error), file: error.file)
        }
        for face in context.textFaces {
            let name = face.face.postScriptName ?? "the face"
            if let error = coverage.characterMapErrors[FaceLocation(of: face.face)] {
                findings.append(finding(.characterMapUnreadable(name: name, error), face: face))
                continue
            }
            guard let map = coverage.characterMap(of: face) else { continue }
            for language in CoverageAnalyzer.missing(in: map, usage: coverage.usage) where !language.missing.isEmpty {
                findings.append(finding(.missingGlyphs(name: name, language: language), face: face))
            }
        }
        return findings
    }
}

extension Finding.Message {
    static func stringsNotChecked(_ error: FontReadError) -> Self { Self("its characters were not checked: \(error.reason)") }

    static func characterMapUnreadable(name: String, _ error: FontReadError) -> Self { Self("\(name): \(error.reason)") }

    /// `A-Regular lacks characters of the pl strings: U+0142 (ł), U+015B (ś), used in "pay", "greeting"; iOS
    /// draws them in a fallback font` (the language first, so findings sort by it).
    static func missingGlyphs(name: String, language: LanguageCoverage) -> Self {
        let characters = DiagnosticText.capped(language.missing.map { CodePoint.labelWithCharacter($0.scalar) }, limit: MissingGlyphs.shownCharacters)
        let keys = language.keysUsingMissingCharacters { "\"" + DiagnosticText.oneLine($0, limit: 40) + "\"" }
        return Self("\(name) lacks characters of the \(language.language) strings: \(characters), "
            + "used in \(DiagnosticText.capped(keys, limit: MissingGlyphs.shownKeys)); iOS draws \(language.missing.count == 1 ? "it" : "them") in a fallback font")
    }
}
