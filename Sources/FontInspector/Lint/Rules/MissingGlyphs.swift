struct MissingGlyphs: Rule {
    static let description = RuleDescription(
        id: "missing-glyphs", category: .glyphCoverage, defaultSeverity: .warning,
        rationale: "A character of a localized string that the font lacks is drawn by iOS in a fallback font: two typefaces in one label, seen only by the users of that language. Checked when the app has strings (with an Xcode project, the tables its targets, the frameworks they embed or a Swift package copy: a vendored SDK's tables no target copies are not the app's text) or --strings/--text give them, for the text faces the app names (style maps, code, Interface Builder), else every registered text face; one finding per face, each missing character with its languages and a few keys. Icon faces (90 % or more of the character map in the Private Use Area, or a whole alphabet with no digit, . or ,: symbols on the letters) and figures faces (some of a–z, not all: an amount font) are not checked. A face with no character at all of a script the strings use (no Cyrillic in a Latin face) is an info: iOS draws that text wholly in a fallback font, consistently; a script covered in part (Latin without ł) stays a warning. A face that lacks only punctuation or symbols (a bullet, a dash, an emoji) is an info too: they fall back between words, not within them. Scripts are told by a table of Unicode blocks (Blocks.txt, Scripts.txt).",
        triggering: [
            RuleExample("Polish strings with ł and ć, which Harbor Sans lacks", files: [
                .text("pl.lproj/Localizable.strings", "\"pay\" = \"Zapłać\";\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "Latin without ł and ć"),
            ], expectedCount: 1, severity: .warning),
            RuleExample("Russian strings and a Latin face with no Cyrillic at all: info, the text is wholly in a fallback font (D1)", files: [
                .text("ru.lproj/Localizable.strings", "\"photos\" = \"Фото\";\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "basic Latin, no Cyrillic"),
            ], expectedCount: 1, severity: .info),
            RuleExample("only a symbol is missing (★): info, no letter of a word changes typeface (D3)", files: [
                .text("en.lproj/Localizable.strings", "\"rate\" = \"Give us ★★★★★\";\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "basic Latin, no ★"),
            ], expectedCount: 1, severity: .info),
            RuleExample("a symbol and a letter missing (★, ł): the letter keeps the warning", files: [
                .text("pl.lproj/Localizable.strings", "\"rate\" = \"Oceń ★★★★★\";\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "basic Latin, no ★ or ń"),
            ], expectedCount: 1, severity: .warning),
            RuleExample("Polish and Russian: the partly covered Latin keeps the warning", files: [
                .text("pl.lproj/Localizable.strings", "\"pay\" = \"Zapłać\";\n"),
                .text("ru.lproj/Localizable.strings", "\"photos\" = \"Фото\";\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "Latin without ł and ć, no Cyrillic"),
            ], expectedCount: 1, severity: .warning),
            RuleExample("one finding for the face, not one per language (Polish and Russian)", files: [
                .text("pl.lproj/Localizable.strings", "\"pay\" = \"Zapłać\";\n"),
                .text("ru.lproj/Localizable.strings", "\"photos\" = \"Фото\";\n"),
                .infoPlist(["Fonts/FixtureCover-Bold.ttf"]),
                .font("Fonts/FixtureCover-Bold.ttf", from: "TestFonts/Generated/Coverage/FixtureCover-Bold.ttf", "lacks ł, ć, Ф, о, т"),
            ], expectedCount: 1),
            RuleExample("only a bullet is missing: info, no word is split between two faces (FP86)", files: [
                .text("en.lproj/Localizable.strings", "\"status\" = \"Secure • private\";\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "basic Latin, no U+2022"),
            ], expectedCount: 1, severity: .info),
            RuleExample("a text face that also maps private-use symbols (67 % of its map) and the accented letters à–ÿ", files: [
                .text("pl.lproj/Localizable.strings", "\"pay\" = \"Zapłać\";\n"),
                .text("Sources/Views.swift", "let font = UIFont(name: \"FixtureSymbols-Regular\", size: 17)\n"),
                .infoPlist(["Fonts/FixtureSymbols-Regular.ttf"]),
                .font("Fonts/FixtureSymbols-Regular.ttf", from: "TestFonts/Generated/Coverage/FixtureSymbols-Regular.ttf", "ASCII, à–ÿ and U+E000–U+E0FF"),
            ], expectedCount: 1),
            RuleExample("the code names only a figures face: the registered text face is checked instead", files: [
                .text("pl.lproj/Localizable.strings", "\"pay\" = \"Zapłać\";\n"),
                .text("Sources/Balance.swift", "let amount = UIFont(name: \"FixtureFigures-Regular\", size: 40)\n"),
                .infoPlist(["Fonts/FixtureFigures-Regular.ttf", "Fonts/HarborSans-Regular.ttf"]),
                .font("Fonts/FixtureFigures-Regular.ttf", from: "TestFonts/Generated/Coverage/FixtureFigures-Regular.ttf", "0–9, $, ., A–J, a–j"),
                .sampleFont("HarborSans-Regular", "Latin without ł and ć"),
            ], expectedCount: 1, severity: .warning),
            RuleExample("a display face of capitals with its digits, . and , is a text face: checked", files: [
                .text("fr.lproj/Localizable.strings", "\"a\" = \"ÉTÉ 2026\";\n"),
                .text("Sources/Heading.m", "self.heading.font = [UIFont fontWithName:@\"FixtureDisplay-Regular\" size:28];\n"),
                .infoPlist(["Fonts/FixtureDisplay-Regular.ttf"]),
                .font("Fonts/FixtureDisplay-Regular.ttf", from: "TestFonts/Generated/Coverage/FixtureDisplay-Regular.ttf", "A–Z, 0–9, . and ,: no É"),
            ], expectedCount: 1, severity: .warning),
            RuleExample("a nested bundle's Polish strings in an app localized in Polish: shown in the app's language, checked (FP360)", files: [
                .text("App/pl.lproj/Localizable.strings", "\"ok\" = \"OK\";\n"),
                .text("App/TimeAgo.bundle/pl.lproj/TimeAgo.strings", "\"now\" = \"Teraz, zapłać\";\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "Latin without ł and ć"),
            ], expectedCount: 1, severity: .warning),
            RuleExample("the Apple logo beside a missing ł: the letter keeps the warning (FP764)", files: [
                .text("pl.lproj/Localizable.strings", "\"pay\" = \"Zapłać przez \u{F8FF} Pay\";\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "Latin without ł, ć and U+F8FF"),
            ], expectedCount: 1, severity: .warning),
            RuleExample("a table inside a bundle the target copies is the app's text", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["Fonts/HarborSans-Regular.ttf", "Strings.bundle"])]),
                .infoPlist(["HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "Latin without ł and ć"),
                .text("Strings.bundle/pl.lproj/App.strings", "\"pay\" = \"Zapłać\";\n"),
            ], expectedCount: 1, severity: .warning),
        ],
        nonTriggering: [
            RuleExample("an app localized only in English: a nested bundle's Polish strings and a framework's are never shown (FP360)", files: [
                .text("App/en.lproj/Localizable.strings", "\"pay\" = \"Pay now\";\n"),
                .text("App/TimeAgo.bundle/pl.lproj/TimeAgo.strings", "\"now\" = \"Teraz, zapłać\";\n"),
                .text("App/Updater.framework/Resources/pl.lproj/Updater.strings", "\"pay\" = \"Zapłać\";\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "Latin without ł and ć"),
            ]),
            RuleExample("a vendored SDK's tables that no target copies are not the app's text (FP380)", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["Fonts/HarborSans-Regular.ttf", "en.lproj/Localizable.strings"])]),
                .infoPlist(["HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "Latin without ł and ć"),
                .text("en.lproj/Localizable.strings", "\"pay\" = \"Pay now\";\n"),
                .text("Vendor/SDK.bundle/pl.lproj/SDK.strings", "\"pay\" = \"Zapłać\";\n\"liked\" = \"Sviđa \"mi\"\";\n"),
            ]),
            RuleExample("U+F8FF, the Apple logo, in \"Buy with \u{F8FF} Pay\": only Apple's fonts draw it, the string relies on the fallback (FP764)", files: [
                .text("en.lproj/Localizable.strings", "\"buy\" = \"Buy with \u{F8FF} Pay\";\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "basic Latin, no U+F8FF"),
            ]),
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
            RuleExample("an icon face that draws icons on every ASCII key and on private-use code points, no accented letter (FP801, ElegantIcons)", files: [
                .text("pl.lproj/Localizable.strings", "\"pay\" = \"Zapłać\";\n"),
                .text("Sources/Mute.swift", "let icon = UIFont(name: \"FixtureKeyIcons-Regular\", size: 10)\n"),
                .infoPlist(["Fonts/FixtureKeyIcons-Regular.ttf"]),
                .font("Fonts/FixtureKeyIcons-Regular.ttf", from: "TestFonts/Generated/Coverage/FixtureKeyIcons-Regular.ttf", "ASCII and U+E000–U+E09F (63 % private)"),
            ]),
            RuleExample("an icon face that maps Latin-1 to one empty glyph beside its icons (D2, Font Awesome 6 Brands)", files: [
                .text("pl.lproj/Localizable.strings", "\"pay\" = \"Zapłać\";\n"),
                .text("Sources/Brand.swift", "let brand = UIFont(name: \"FixtureSharedGlyphIcons-Regular\", size: 10)\n"),
                .infoPlist(["Fonts/FixtureSharedGlyphIcons-Regular.ttf"]),
                .font("Fonts/FixtureSharedGlyphIcons-Regular.ttf", from: "TestFonts/Generated/Coverage/FixtureSharedGlyphIcons-Regular.ttf", "190 of 254 code points on one empty glyph, no ł"),
            ]),
            RuleExample("an icon face that maps A–Z and _ for ligatures, as Material Icons does", files: [
                .text("pl.lproj/Localizable.strings", "\"pay\" = \"Zapłać\";\n"),
                .infoPlist(["Fonts/FixtureLigatureIcons.ttf"]),
                .font("Fonts/FixtureLigatureIcons.ttf", from: "TestFonts/Generated/Coverage/FixtureLigatureIcons.ttf", "U+E000–U+E1FF, A–Z, _ (95 % private)"),
            ]),
            RuleExample("an icon face that draws symbols on A–Z and a–r, with no digit and no . or , (D140, Weather&Time)", files: [
                .text("en.lproj/Localizable.strings", "\"sun\" = \"Sunny, 21°\";\n"),
                .text("Sources/WeatherIcon.m", "self.icon.font = [UIFont fontWithName:@\"FixtureLetterSymbols-Regular\" size:60];\n"),
                .infoPlist(["Fonts/FixtureLetterSymbols-Regular.ttf"]),
                .font("Fonts/FixtureLetterSymbols-Regular.ttf", from: "TestFonts/Generated/Coverage/FixtureLetterSymbols-Regular.ttf", "A–Z and a–r, no digit, no . or ,"),
            ]),
            RuleExample("a figures face, digits and a few letters, as an amount font maps them (FP42)", files: [
                .text("en.lproj/Localizable.strings", "\"send\" = \"Send it, now!\";\n"),
                .text("Sources/Balance.swift", "let amount = UIFont(name: \"FixtureFigures-Regular\", size: 40)\n"),
                .infoPlist(["Fonts/FixtureFigures-Regular.ttf"]),
                .font("Fonts/FixtureFigures-Regular.ttf", from: "TestFonts/Generated/Coverage/FixtureFigures-Regular.ttf", "0–9, $, ., A–J, a–j"),
            ]),
            RuleExample("a display face the code does not name, beside the text face it does (FP12)", files: [
                .text("fr.lproj/Localizable.strings", "\"a\" = \"été\";\n"),
                .text("Sources/Views.swift", "let body = UIFont(name: \"FixtureCover-Regular\", size: 17)\n"),
                .infoPlist(["Fonts/FixtureCover-Regular.ttf", "Fonts/FixtureDisplay-Regular.ttf"]),
                .font("Fonts/FixtureCover-Regular.ttf", from: "TestFonts/Generated/Coverage/FixtureCover-Regular.ttf", "has é"),
                .font("Fonts/FixtureDisplay-Regular.ttf", from: "TestFonts/Generated/Coverage/FixtureDisplay-Regular.ttf", "A–Z, 0–9, . and , only"),
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
        let platforms = ReferencePlatforms(bundle: context.bundle)
        for face in context.textFaces {
            let name = face.face.postScriptName ?? "the face"
            // A face only macOS targets copy is drawn by macOS; anything else keeps iOS, the common case.
            let system = platforms.of(face.font.path) == [.macOS] ? "macOS" : "iOS"
            if let error = coverage.characterMapErrors[FaceLocation(of: face.face)] {
                findings.append(finding(.characterMapUnreadable(name: name, error), face: face))
                continue
            }
            guard let map = coverage.characterMap(of: face) else { continue }
            let split = MissingCharactersByScript(map: map, usage: coverage.usage)
            let wholeScripts = FaceMissingCharacters(positions: split.wholeScripts, usage: coverage.usage, shownCharacters: Self.shownCharacters, shownKeys: Self.shownKeys)
            if let missing = FaceMissingCharacters(positions: split.partial, usage: coverage.usage, shownCharacters: Self.shownCharacters, shownKeys: Self.shownKeys) {
                let also = wholeScripts.map { Finding.Message.absentScripts(split.absentScripts, $0, system: system).text } ?? ""
                // Only punctuation or symbols missing (a bullet, a dash): no word is split between two faces (FP86).
                let onlySymbols = split.partial.allSatisfy { Self.isPunctuationOrSymbol(coverage.usage.scalars[$0]) }
                let text = Finding.Message.missingGlyphs(name: name, missing, system: system).text + also + (onlySymbols ? Finding.Message.onlySymbolsMissing.text : "")
                findings.append(finding(Finding.Message(text), at: face.location, severity: onlySymbols ? .info : nil))
            } else if let wholeScripts {
                findings.append(finding(.missingWholeScripts(name: name, split.absentScripts, wholeScripts, system: system), at: face.location, severity: .info))
            }
        }
        return findings
    }

    /// Punctuation, symbols and separators: what a fallback font draws between words, not inside one.
    static func isPunctuationOrSymbol(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol,
            .spaceSeparator, .lineSeparator, .paragraphSeparator:
            return true
        default:
            return false
        }
    }
}

extension Finding.Message {
    /// `A-Regular has no character of Arabic, Hebrew at all (the ar, he strings use 52): …` — info: the whole text
    /// of those languages is drawn in one fallback font, not mixed within words.
    static func missingWholeScripts(name: String, _ scripts: [WritingScript], _ missing: FaceMissingCharacters, system: String) -> Self {
        Self("\(name) has no character of \(scriptList(scripts)) at all (the \(DiagnosticText.capped(missing.languages, limit: MissingGlyphs.shownLanguages)) strings use \(missing.count)); "
            + "info: \(system) draws those strings wholly in a fallback font, consistently, not mixed within words; give them a face with those scripts if the design needs it")
    }

    /// What the finding adds when only punctuation or symbols are missing.
    static let onlySymbolsMissing = Self("; info: only punctuation or symbols fall back, between words, not within them")

    /// What a warning adds about the scripts the face lacks entirely.
    static func absentScripts(_ scripts: [WritingScript], _ missing: FaceMissingCharacters, system: String) -> Self {
        Self("; it also has no character of \(scriptList(scripts)) at all (\(missing.count) more, in the \(DiagnosticText.capped(missing.languages, limit: MissingGlyphs.shownLanguages)) strings), which \(system) draws wholly in a fallback font")
    }

    /// `Arabic, Hebrew, Han and 4 more`.
    private static func scriptList(_ scripts: [WritingScript]) -> String {
        DiagnosticText.capped(scripts.map(\.name), limit: 4)
    }

    static func stringsNotChecked(_ error: InputProblem) -> Self { Self("its characters were not checked: \(error.message)") }

    static func characterMapUnreadable(name: String, _ error: InputProblem) -> Self { Self("\(name): \(error.message)") }

    /// `A-Regular lacks 2 characters of the cs, pl strings: U+0142 (ł) in cs, pl ("pay", "tip"), U+015B (ś) in pl
    /// ("greeting"); iOS draws them in a fallback font where this face shows those strings` — one finding per
    /// face; each character's languages are left out when there is only one.
    static func missingGlyphs(name: String, _ missing: FaceMissingCharacters, system: String) -> Self {
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
            + "; \(system) draws \(missing.count == 1 ? "it" : "them") in a fallback font where this face shows those strings")
    }
}
