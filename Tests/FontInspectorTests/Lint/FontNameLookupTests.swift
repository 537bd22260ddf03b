import Testing
@testable import FontInspector
import TestSupport

/// What FontNameLookup resolves names of each kind of mistake to, against the sample app's fonts and Apple's
/// system fonts, in Core Text's order (PostScript, family, full name, then letter case): the hints were pinned
/// from the answers of the lookup before its tables and bounded edit distance, so that neither changed a
/// suggestion.
@Suite struct FontNameLookupTests {
    static let names = [
        "HarborSans-Regualr", "harborsans-bold", "Harbor Sans", "Harbor Sans Regular", "HarborSans-Bold.ttf",
        "HarborSans-Bold", "Helvetica-Bld", "Avenir-Heavyy", "Zzzzzzzzzzzzzzzzzz", "", "x", "HelveticaNeue", "Menlo",
        "Arial-BoldItalicMTT", "HarborSans-Italic", "HarborSans-Italic.otf", "Courier-Bold-Oblique", "Gill Sans",
        "HarborSans-SemiBold", "harborsans", "TimesNewRomanPS", "AppleSDGothicNeo-Bol", "ÄvenirNext-Bold", "ab", "Arial-Bol", "Futura-Medum", "Avenir-Blac", "Cochin-", "Georgia-Bld", "Menlo-Bld", "AvenirNext-Medum", "Gill-Sans", "HarborSans-Bolic", "Avenir-Boo", "Optima-Bld",
    ]

    func answer(_ lookup: FontNameLookup, _ name: String) -> String {
        switch lookup.resolution(of: name) {
        case .postScriptName(let faces, _): "bundled \(faces.count)"
        case .system(.postScriptName): "system"
        case .system(.familyFallback(let family, let likely)): "system family \(family) → \(likely)"
        case .system(.privateName): "private system name"
        case .system(.fullNameFallback(_, let face)): "system full name → \(face)"
        case .familyFallback(let face, let faces): "family of \(faces.count) → \(face.face.postScriptName ?? "?")"
        case .fullNameFallback(let face): "full name → \(face.face.postScriptName ?? "?")"
        case .letterCaseFallback(let match, let face, let system): "letter case of \(match) → \(face?.face.postScriptName ?? system ?? "?")"
        case .unresolved(let hint): hint
        case .runTime: "run time"
        }
    }

    @Test func answersAsBefore() throws {
        let bundle = try LintFixtures.bundle(
            fonts: ["HarborSans-Regular.ttf", "HarborSans-Bold.ttf", "HarborSans-Italic.ttf"].map { LintFixtures.goodFonts + "/" + $0 },
            systemFontNames: Set(AppleSystemFonts.postScriptNames))
        let lookup = FontNameLookup(bundle: bundle)
        let answers = Self.names.map { "\($0) → \(answer(lookup, $0))" }
        #expect(answers == [
            #"HarborSans-Regualr → did you mean "HarborSans-Regular"?"#,
            #"harborsans-bold → letter case of HarborSans-Bold → HarborSans-Bold"#,
            #"Harbor Sans → family of 3 → HarborSans-Regular"#,
            #"Harbor Sans Regular → full name → HarborSans-Regular"#,
            #"HarborSans-Bold.ttf → it is a file name; the file holds "HarborSans-Bold""#,
            #"HarborSans-Bold → bundled 1"#,
            #"Helvetica-Bld → did you mean "Helvetica-Bold"?"#,
            #"Avenir-Heavyy → did you mean "Avenir-Heavy"?"#,
            #"Zzzzzzzzzzzzzzzzzz → no face answers to it by any of the three"#,
            #" → the name is empty"#,
            #"x → no face answers to it by any of the three"#,
            #"HelveticaNeue → system"#,
            #"Menlo → system family Menlo → Menlo-Regular"#,
            #"Arial-BoldItalicMTT → did you mean "Arial-BoldItalicMT"?"#,
            #"HarborSans-Italic → bundled 1"#,
            #"HarborSans-Italic.otf → did you mean "HarborSans-Italic"?"#,
            #"Courier-Bold-Oblique → did you mean "Courier-BoldOblique"?"#,
            #"Gill Sans → system family Gill Sans → GillSans"#,
            #"HarborSans-SemiBold → did you mean "HarborSans-Bold"?"#,
            #"harborsans → no face answers to it by any of the three"#,
            #"TimesNewRomanPS → did you mean "TimesNewRomanPSMT"?"#,
            #"AppleSDGothicNeo-Bol → did you mean "AppleSDGothicNeo-Bold"?"#,
            #"ÄvenirNext-Bold → did you mean "AvenirNext-Bold"?"#,
            #"ab → no face answers to it by any of the three"#,
            #"Arial-Bol → did you mean "Arial-BoldMT"?"#,
            #"Futura-Medum → did you mean "Futura-Medium"?"#,
            #"Avenir-Blac → did you mean "Avenir-Black"?"#,
            #"Cochin- → did you mean "Cochin"?"#,
            #"Georgia-Bld → did you mean "Georgia-Bold"?"#,
            #"Menlo-Bld → did you mean "Menlo-Bold"?"#,
            #"AvenirNext-Medum → did you mean "AvenirNext-Medium"?"#,
            #"Gill-Sans → did you mean "GillSans"?"#,
            #"HarborSans-Bolic → did you mean "HarborSans-Bold" or "HarborSans-Italic"?"#,
            #"Avenir-Boo → did you mean "Avenir-Book"?"#,
            #"Optima-Bld → did you mean "Optima-Bold"?"#,
        ])
        // NSFont(name:size:) compares names with case: on macOS alone, other letter case is a hint, not a face.
        let macOS = FontNameLookup(bundle: bundle, platforms: [.macOS])
        #expect(answer(macOS, "harborsans-bold") == #"it differs only in letter case from "HarborSans-Bold"; NSFont(name:size:) compares names with case"#)
    }
}

/// A system face's full name, which the catalogue does not hold, read as the family and the style words of one of its
/// faces' PostScript names (FP41); a name off that pattern stays unknown.
@Suite struct SystemFullNameTests {
    @Test func familyThenTheStyleWordsOfAFace() throws {
        let bundle = try LintFixtures.bundle(
            fonts: [LintFixtures.goodFonts + "/HarborSans-Regular.ttf"], systemFontNames: Set(AppleSystemFonts.postScriptNames))
        let lookup = FontNameLookup(bundle: bundle, platforms: [.iOS])
        let answers = ["Futura Bold", "Helvetica Neue Bold", "Avenir Next Demi Bold", "Futura Condensed ExtraBold", "Futura Heavy",
                       "Helvetica Neue SemiBold", "Times New Roman Bold", "Futura ", "Futura"].map { "\($0) → \(FontNameLookupTests().answer(lookup, $0))" }
        #expect(answers == [
            "Futura Bold → system full name → Futura-Bold",
            "Helvetica Neue Bold → system full name → HelveticaNeue-Bold",
            "Avenir Next Demi Bold → system full name → AvenirNext-DemiBold",
            "Futura Condensed ExtraBold → system full name → Futura-CondensedExtraBold",
            "Futura Heavy → no face answers to it by any of the three",
            #"Helvetica Neue SemiBold → did you mean "HelveticaNeue-Bold"?"#,
            "Times New Roman Bold → no face answers to it by any of the three",  // TimesNewRomanPS-BoldMT: off the pattern
            "Futura  → no face answers to it by any of the three",
            "Futura → system family Futura → Futura-CondensedMedium",
        ])
    }

    /// The app ships the face, whose file writes its full name as its PostScript name (Apple's Superclarendon does):
    /// the file is the truth, and "Futura Bold" is no name of it.
    @Test func aBundledCopyOfTheFaceIsNotGuessed() throws {
        let bundle = try LintFixtures.bundle(
            fonts: [Fixtures.font("Generated/Other/FixtureSystemTwin-Bold.ttf")], systemFontNames: Set(AppleSystemFonts.postScriptNames))
        let lookup = FontNameLookup(bundle: bundle, platforms: [.iOS])
        #expect(FontNameLookupTests().answer(lookup, "Futura Bold") == #"did you mean "Futura-Bold"?"#)
        #expect(FontNameLookupTests().answer(lookup, "Futura-Bold") == "bundled 1")
        #expect(FontNameLookupTests().answer(lookup, "Helvetica Neue Bold") == "system full name → HelveticaNeue-Bold")
    }
}

/// The banded distance equals the full Levenshtein distance whenever that is within the limit.
@Suite struct EditDistanceTests {
    static func full(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var previous = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }

    @Test func agreesWithTheFullTableWithinTheLimit() {
        let words = ["", "a", "ab", "ba", "kitten", "sitting", "HarborSans-Bold", "HarborSans-Italic", "aaaa", "bbbbbbbb", "ałć", "acl"]
        var compared = 0
        for lhs in words {
            for rhs in words {
                let a = Array(lhs.unicodeScalars)
                let b = Array(rhs.unicodeScalars)
                let distance = Self.full(a, b)
                for limit in 0...10 {
                    #expect(EditDistance.between(a, b, limit: limit) == (distance <= limit ? distance : nil), "\(lhs) \(rhs) \(limit)")
                    compared += 1
                }
            }
        }
        #expect(compared == 12 * 12 * 11)
        #expect(EditDistance.between(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars), limit: 3) == 3)
        #expect(EditDistance.between(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars), limit: 2) == nil)
    }
}

/// "Did you mean" for an unknown Family-Style name prefers the app's own family over a system face that is closer in
/// spelling only (T60: MasterPassword's storyboard names `Exo2-BoldItalic`, Exo 2's later names, and ships Exo 2.0).
@Suite struct OwnFamilySuggestionTests {
    static func lookup(_ names: [String]) -> FontNameLookup {
        let fonts = names.map { name in
            BundleFont(path: "/app/Fonts/\(name).otf", faces: [BoldTextCandidatesTests.face(name, weight: 400, family: String(name.prefix { $0 != "-" }))], details: [], errors: [])
        }
        return FontNameLookup(bundle: FontBundle(root: "/app", fonts: fonts, systemFontNames: Set(AppleSystemFonts.postScriptNames)), platforms: [.iOS])
    }

    static let masterPassword = ["Exo2.0-Bold", "Exo2.0-ExtraBold", "Exo2.0-Regular", "Exo2.0-Thin", "SourceCodePro-Black", "SourceCodePro-ExtraLight", "SourceCodePro-Regular"]

    @Test func theAppsFamilyBeforeACloserSystemFace() {
        let lookup = Self.lookup(Self.masterPassword)
        let answers = ["Exo2-BoldItalic", "Exo2-Bold", "Exo2-Italic", "Exo2-Regular", "exo2-light", "SourceCode-Bold"].map { "\($0) → \(FontNameLookupTests().answer(lookup, $0))" }
        #expect(answers == [
            // Menlo-BoldItalic is 4 edits away, but not the app's family; Exo 2.0 has no italic to offer (M302).
            #"Exo2-BoldItalic → the family ships no italic (its faces: "Exo2.0-Bold", "Exo2.0-ExtraBold", "Exo2.0-Regular", "Exo2.0-Thin")"#,
            #"Exo2-Bold → did you mean "Exo2.0-Bold"?"#,
            #"Exo2-Italic → the family ships no italic (its faces: "Exo2.0-Bold", "Exo2.0-ExtraBold", "Exo2.0-Regular", "Exo2.0-Thin")"#,
            #"Exo2-Regular → did you mean "Exo2.0-Regular"?"#,
            #"exo2-light → did you mean "Exo2.0-Thin"?"#,  // beyond the usual bound (3 edits), only the nearest
            #"SourceCode-Bold → did you mean "SourceCodePro-Black"?"#,
        ])
    }

    /// A system face of exactly the name's family still wins on spelling; without an app family that shares the stem,
    /// the nearest name of any family, as before.
    @Test func theNamesOwnSystemFamilyAndOtherStemsAsBefore() {
        let lookup = Self.lookup(["HelveticaNeueBrand-Bold", "Exo2.0-Bold"])
        let answers = ["HelveticaNeue-Bld", "HelveticaNeueBrand-Bld", "Menlo-BoldItalc", "Ex-BoldItalic", "Exo2BoldItalic"].map { "\($0) → \(FontNameLookupTests().answer(lookup, $0))" }
        #expect(answers == [
            #"HelveticaNeue-Bld → did you mean "HelveticaNeue-Bold"?"#,
            #"HelveticaNeueBrand-Bld → did you mean "HelveticaNeueBrand-Bold"?"#,
            #"Menlo-BoldItalc → did you mean "Menlo-BoldItalic"?"#,
            #"Ex-BoldItalic → did you mean "Menlo-BoldItalic"?"#,  // a two-letter stem says too little
            #"Exo2BoldItalic → did you mean "Menlo-BoldItalic"?"#,  // no Family-Style form: as before
        ])
    }

    @Test func familyStems() {
        #expect(["Exo2.0-Bold", "Exo2-BoldItalic", "Helvetica", "-Bold", "Source Code Pro-It", "Ab-C-D"].map(FontNameLookup.familyStem)
            == ["exo20", "exo2", "helvetica", "", "sourcecodepro", "ab"])
    }
}
