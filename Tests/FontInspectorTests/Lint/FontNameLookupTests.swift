import Testing
@testable import FontInspector

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
