struct MissingGlyphs: Rule {
    static let id = "missing-glyphs"
    static let defaultSeverity = Severity.warning
    static let category = RuleCategory.glyphCoverage
    static let rationale = "A character of a localized string that the font lacks is drawn by iOS in a fallback font: two typefaces in one label, seen only by the users of that language. Checked when the app has strings (or --strings/--text give them), for the faces the style maps name, else every registered face."

    /// Characters and string keys named in one message; the rest are counted.
    static let shownCharacters = 10
    static let shownKeys = 3

    func check(_ bundle: FontBundle) -> [Finding] {
        guard let coverage = bundle.glyphCoverage else { return [] }
        var findings = coverage.stringErrors.map { error in
            finding("\(error.file): its characters were not checked: \(error.reason)", file: error.file)
        }
        for face in GlyphCoverageFaces.checked(in: bundle) {
            let name = face.face.postScriptName ?? "the face"
            if let error = coverage.characterMapErrors[FaceLocation(of: face.face)] {
                findings.append(finding("\(face.place): \(name): \(error.reason)", file: face.font.path))
                continue
            }
            guard let map = coverage.characterMap(of: face) else { continue }
            for language in CoverageAnalyzer.missing(in: map, usage: coverage.usage) where !language.missing.isEmpty {
                findings.append(finding(message(face: face, name: name, language: language), file: face.font.path))
            }
        }
        return findings
    }

    /// `Fonts/A.ttf: A-Regular lacks characters of the pl strings: U+0142 (ł), U+015B (ś), used in "pay",
    /// "greeting"; iOS draws them in a fallback font` (the language first, so findings sort by it).
    private func message(face: BundleFace, name: String, language: LanguageCoverage) -> String {
        let characters = DiagnosticText.capped(language.missing.map { CodePoint.labelWithCharacter($0.scalar) }, limit: Self.shownCharacters)
        let keys = language.keysUsingMissingCharacters { "\"" + DiagnosticText.oneLine($0, limit: 40) + "\"" }
        return "\(face.place): \(name) lacks characters of the \(language.language) strings: \(characters), "
            + "used in \(DiagnosticText.capped(keys, limit: Self.shownKeys)); iOS draws \(language.missing.count == 1 ? "it" : "them") in a fallback font"
    }
}
