struct MissingGlyphs: Rule {
    static let description = RuleDescription(
        id: "missing-glyphs", category: .glyphCoverage, defaultSeverity: .warning,
        rationale: "A character of a localized string that the font lacks is drawn by iOS in a fallback font: two typefaces in one label, seen only by the users of that language. Checked when the app has strings (or --strings/--text give them), for the text faces the app names (style maps, code, Interface Builder), else every registered text face; one finding per face, each missing character with its languages and a few keys. Icon faces (90 % or more of the character map in the Private Use Area) are not checked.",
        triggering: [
            RuleExample("Polish strings with ł and ć, which Harbor Sans lacks", files: [
                .text("pl.lproj/Localizable.strings", "\"pay\" = \"Zapłać\";\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "Latin without ł and ć"),
            ], expectedCount: 1),
            RuleExample("one finding for the face, not one per language (Polish and Russian)", files: [
                .text("pl.lproj/Localizable.strings", "\"pay\" = \"Zapłać\";\n"),
                .text("ru.lproj/Localizable.strings", "\"photos\" = \"Фото\";\n"),
                .infoPlist(["Fonts/FixtureCover-Bold.ttf"]),
                .font("Fonts/FixtureCover-Bold.ttf", from: "TestFonts/Generated/Coverage/FixtureCover-Bold.ttf", "lacks ł, ć, Ф, о, т"),
            ], expectedCount: 1),
            RuleExample("a text face that also maps private-use symbols (73 % of its map)", files: [
                .text("pl.lproj/Localizable.strings", "\"pay\" = \"Zapłać\";\n"),
                .text("Sources/Views.swift", "let font = UIFont(name: \"FixtureSymbols-Regular\", size: 17)\n"),
                .infoPlist(["Fonts/FixtureSymbols-Regular.ttf"]),
                .font("Fonts/FixtureSymbols-Regular.ttf", from: "TestFonts/Generated/Coverage/FixtureSymbols-Regular.ttf", "ASCII and U+E000–U+E0FF"),
            ], expectedCount: 1),
        ],
        nonTriggering: [
            RuleExample("strings the face covers", files: [
                .text("en.lproj/Localizable.strings", "\"pay\" = \"Pay now\";\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "basic Latin"),
            ]),
            RuleExample("an icon face: its map is Private Use Area (FP8)", files: [
                .text("en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n"),
                .text("Sources/Icons.swift", "let icons = UIFont(name: \"FixtureIcons\", size: 20)\n"),
                .infoPlist(["Fonts/FixtureIcons.ttf"]),
                .font("Fonts/FixtureIcons.ttf", from: "TestFonts/Generated/Coverage/FixtureIcons.ttf", "U+E000–U+E0FF and the space"),
            ]),
            RuleExample("an icon face that maps A–Z and _ for ligatures, as Material Icons does", files: [
                .text("pl.lproj/Localizable.strings", "\"pay\" = \"Zapłać\";\n"),
                .infoPlist(["Fonts/FixtureLigatureIcons.ttf"]),
                .font("Fonts/FixtureLigatureIcons.ttf", from: "TestFonts/Generated/Coverage/FixtureLigatureIcons.ttf", "U+E000–U+E1FF, A–Z, _ (95 % private)"),
            ]),
            RuleExample("a display face the code does not name, beside the text face it does (FP12)", files: [
                .text("fr.lproj/Localizable.strings", "\"a\" = \"été\";\n"),
                .text("Sources/Views.swift", "let body = UIFont(name: \"FixtureCover-Regular\", size: 17)\n"),
                .infoPlist(["Fonts/FixtureCover-Regular.ttf", "Fonts/FixtureDisplay-Regular.ttf"]),
                .font("Fonts/FixtureCover-Regular.ttf", from: "TestFonts/Generated/Coverage/FixtureCover-Regular.ttf", "has é"),
                .font("Fonts/FixtureDisplay-Regular.ttf", from: "TestFonts/Generated/Coverage/FixtureDisplay-Regular.ttf", "A–Z only"),
            ]),
        ])

    /// Characters and string keys named in one message; the rest are counted.
    static let shownCharacters = 10
    static let shownKeys = 3
    static let shownLanguages = 5

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
            guard let map = coverage.characterMap(of: face),
                  let missing = FaceMissingCharacters(map: map, usage: coverage.usage, shownCharacters: Self.shownCharacters, shownKeys: Self.shownKeys)
            else { continue }
            findings.append(finding(.missingGlyphs(name: name, missing), face: face))
        }
        return findings
    }
}

extension Finding.Message {
    static func stringsNotChecked(_ error: InputProblem) -> Self { Self("its characters were not checked: \(error.message)") }

    static func characterMapUnreadable(name: String, _ error: InputProblem) -> Self { Self("\(name): \(error.message)") }

    /// `A-Regular lacks 2 characters of the cs, pl strings: U+0142 (ł) in cs, pl ("pay", "tip"), U+015B (ś) in pl
    /// ("greeting"); iOS draws them in a fallback font where this face shows those strings` — one finding per
    /// face; each character's languages are left out when there is only one.
    static func missingGlyphs(name: String, _ missing: FaceMissingCharacters) -> Self {
        let characters = missing.shown.map { character in
            let keys = character.keys.map { "\"" + DiagnosticText.oneLine($0, limit: 40) + "\"" } + (character.moreKeys ? ["…"] : [])
            // With one language, the languages were named once already.
            let languages = missing.languages.count == 1 ? "" : " in " + DiagnosticText.capped(character.languages, limit: MissingGlyphs.shownLanguages)
            return CodePoint.labelWithCharacter(character.scalar) + languages + " (" + keys.joined(separator: ", ") + ")"
        }
        let more = missing.count > missing.shown.count ? " and \(missing.count - missing.shown.count) more" : ""
        let count = missing.count == 1 ? "1 character" : "\(missing.count) characters"
        return Self("\(name) lacks \(count) of the \(DiagnosticText.capped(missing.languages, limit: MissingGlyphs.shownLanguages)) strings: "
            + characters.joined(separator: ", ") + more
            + "; iOS draws \(missing.count == 1 ? "it" : "them") in a fallback font where this face shows those strings")
    }
}
