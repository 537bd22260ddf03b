import Testing
@testable import FontInspector
import TestSupport

/// The exact messages of the face rules, with the place in front. Which fonts trigger each rule and which do not
/// is in the rules' examples (RuleExampleTests); these pin the wording.
@Suite struct FaceRuleTests {
    let good = LintFixtures.goodFonts + "/HarborSans-Regular.ttf"
    let broken = LintFixtures.brokenFonts

    @Test func missingPostScriptName() throws {
        let path = Fixtures.font("Generated/Static/FixtureNoPSName-Regular.ttf")
        #expect(LintFixtures.messages(MissingPostScriptName.self, try LintFixtures.bundle(fonts: [path]))
            == ["\(path): the face has no PostScript name (name ID 6), so code cannot name it"])
    }

    @Test func invalidPostScriptName() throws {
        let path = Fixtures.font("Generated/Static/FixtureInvalidPSName.ttf")
        #expect(LintFixtures.messages(InvalidPostScriptName.self, try LintFixtures.bundle(fonts: [path])) == [
            "\(path): PostScript name \"Fixture Invalid[PS] Name\" has a space (only printable ASCII 33–126 is allowed); has [ ] (not allowed: [](){}<>/%)",
        ])
        #expect(InvalidPostScriptName.problems(in: String(repeating: "A", count: 64)) == ["is 64 characters long (at most 63)"])
        #expect(InvalidPostScriptName.problems(in: String(repeating: "A", count: 63)).isEmpty)
        #expect(InvalidPostScriptName.problems(in: "Café-Bold") == ["has U+E9 (only printable ASCII 33–126 is allowed)"])
    }

    @Test func hiddenFontName() throws {
        let path = broken + "/HarborSystem.ttf"
        #expect(LintFixtures.messages(HiddenFontName.self, try LintFixtures.bundle(fonts: [path]))
            == ["\(path): PostScript name \".HarborSystem-Regular\" starts with '.', which Apple platforms reserve for hidden system fonts"])
    }

    @Test func familyNameMismatch() throws {
        let path = Fixtures.font("Generated/Static/FixtureMismatch-Regular.ttf")
        #expect(LintFixtures.messages(FamilyNameMismatch.self, try LintFixtures.bundle(fonts: [path])) == [
            "\(path): the family (name ID 1) is \"Fixture Mac Family\" in the Macintosh records, which iOS lists, and \"Fixture Windows Family\" in the Windows records, which Windows, Android, browsers and design tools show",
        ])
        let split = Fixtures.font("Generated/Hygiene/FixtureSplit-Regular.ttf")
        #expect(LintFixtures.messages(FamilyNameMismatch.self, try LintFixtures.bundle(fonts: [split])) == [
            "\(split): the typographic family (name ID 16) is \"Fixture Split Mac\" in the Macintosh records, which iOS lists, and \"Fixture Split Windows\" in the Windows records, which Windows, Android, browsers and design tools show",
        ])
    }

    @Test func duplicatePostScriptName() throws {
        let copy = broken + "/HarborSans-Regular-copy.ttf"
        let original = broken + "/HarborSans-Regular.ttf"
        #expect(LintFixtures.messages(DuplicatePostScriptName.self, try LintFixtures.bundle(fonts: [copy, original]))
            == ["\(original): PostScript name \"HarborSans-Regular\" is also in \(copy); iOS registers one of them and drops the other"])
    }

    /// FP1425: byte-for-byte copies of one file draw the same whichever iOS keeps; a third file with other bytes
    /// still competes with the first.
    @Test func identicalCopiesOfOneFileDoNotCompete() throws {
        let app = try TempApp()
        try app.infoPlist(["Fonts/HarborSans-Regular.ttf", "Legacy/HarborSans-Regular.ttf", "Old/HarborSans-Regular.ttf"])
        try app.font("HarborSans-Regular", at: "Fonts/HarborSans-Regular.ttf")
        try app.font("HarborSans-Regular", at: "Legacy/HarborSans-Regular.ttf")
        #expect(try app.findings("duplicate-postscript-name") == [])
        try app.font("HarborSans-Regular-copy", from: LintFixtures.brokenFonts, at: "Old/HarborSans-Regular.ttf")
        #expect(try app.findings("duplicate-postscript-name") == [
            "Old/HarborSans-Regular.ttf: PostScript name \"HarborSans-Regular\" is also in Fonts/HarborSans-Regular.ttf; iOS registers one of them and drops the other"])
    }

    @Test func styleLinking() throws {
        let path = broken + "/HarborSlab-Bold.ttf"
        #expect(LintFixtures.messages(StyleLinking.self, try LintFixtures.bundle(fonts: [path])) == [
            "\(path): style bits disagree — bold: fsSelection no, macStyle no, style name \"Bold\" yes",
        ])
        let oblique = Fixtures.font("Generated/Static/FixtureSans-Oblique.ttf")
        #expect(LintFixtures.messages(StyleLinking.self, try LintFixtures.bundle(fonts: [oblique])) == [
            "\(oblique): style bits disagree — italic: fsSelection yes, macStyle no, style name \"Oblique\" yes",
        ])
        let boldItalic = Fixtures.font("Generated/Hygiene/FixtureWords-BoldItalic.ttf")
        #expect(LintFixtures.messages(StyleLinking.self, try LintFixtures.bundle(fonts: [boldItalic])) == [
            "\(boldItalic): style bits disagree — bold: fsSelection no, macStyle no, style name \"BoldItalic\" yes",
        ])
    }

    /// D600 (nayn's GT America Condensed Bold Italic): Windows IDs 1/2 "… Condensed Bold" / "Italic" with the italic
    /// bits only, Mac ID 2 "Condensed Bold Italic". The bold line quotes the record that says Bold, the Mac one, not
    /// the Windows "Italic", which says nothing of bold.
    @Test func styleLinkingQuotesTheRecordThatSaysEachBit() {
        let path = "/app/Fonts/Fixture-CondensedBoldItalic.otf"
        let face = FontFace(
            file: path, faceIndex: 0, instanceIndex: nil, postScriptName: "Fixture-CondensedBoldItalic", family: "Fixture",
            style: "Condensed Bold Italic", fullName: "Fixture Condensed Bold Italic", weight: 700, width: 3, italic: true,
            format: .cff, container: .sfnt, isVariable: false, coordinates: [], glyphCount: 100, unitsPerEm: 1000, fontRevision: 1)
        let names = NameTable(records: [
            NameTableTests.record(1, 0, 0, 1, "Fixture"), NameTableTests.record(1, 0, 0, 2, "Condensed Bold Italic"),
            NameTableTests.record(3, 1, 0x409, 1, "Fixture Condensed Bold"), NameTableTests.record(3, 1, 0x409, 2, "Italic"),
        ])
        let details = FontDetails(
            face: face, names: names,
            os2: OS2Summary(version: 3, weightClass: 700, widthClass: 3, fsSelection: .italic, fsType: FSType(rawValue: 8), vendorID: "UKWN"),
            head: HeadSummary(macStyle: .italic, fontRevision: 1, unitsPerEm: 1000), italicAngle: -10,
            tableTags: [], axes: [], namedInstances: [], languages: nil)
        let bundle = FontBundle(root: "/app", fonts: [BundleFont(path: path, faces: [face], details: [details], errors: [])])
        #expect(LintFixtures.messages(StyleLinking.self, bundle) == [
            "\(path): style bits disagree — bold: fsSelection no, macStyle no, style name \"Condensed Bold Italic\" yes",
        ])
    }

    @Test func weightClassMismatch() throws {
        let path = broken + "/HarborSlab-SemiBold.ttf"
        #expect(LintFixtures.messages(WeightClassMismatch.self, try LintFixtures.bundle(fonts: [path]))
            == ["\(path): style \"SemiBold\" says weight 600, but usWeightClass is 700"])
        let xlight = Fixtures.font("Generated/Hygiene/FixtureWords-Xlight.ttf")
        #expect(LintFixtures.messages(WeightClassMismatch.self, try LintFixtures.bundle(fonts: [xlight]))
            == ["\(xlight): family \"Fixture Words Xlight\" (style \"Regular\") says weight 200 or 250 or 275, but usWeightClass is 5"])
        #expect(StyleNameWords.weight(in: "Extra Light Italic")?.classes == [200, 250, 275])
        #expect(StyleNameWords.weight(in: "Italic") == nil)
    }

    /// FP341 (PixPic's Radikal): an UltraThin at 200 below its family's Thin at 250 is in order; at 300, level with
    /// the Light, it is not.
    @Test func weightClassOfAnUltraThin() {
        func font(_ style: String, weight: Int) -> BundleFont {
            let path = "/app/Fonts/Fixture-\(style).otf"
            let face = FontFace(
                file: path, faceIndex: 0, instanceIndex: nil, postScriptName: "Fixture-\(style)", family: "Fixture",
                style: style, fullName: "Fixture \(style)", weight: weight, width: 5, italic: false, format: .cff,
                container: .sfnt, isVariable: false, coordinates: [], glyphCount: 100, unitsPerEm: 1000, fontRevision: 1)
            return BundleFont(path: path, faces: [face], details: [], errors: [])
        }
        let family = [font("Thin", weight: 250), font("Light", weight: 300)]
        let inOrder = FontBundle(root: "/app", fonts: [font("UltraThin", weight: 200)] + family)
        #expect(LintFixtures.messages(WeightClassMismatch.self, inOrder).isEmpty)
        let level = FontBundle(root: "/app", fonts: [font("UltraThin", weight: 300)] + family)
        #expect(LintFixtures.messages(WeightClassMismatch.self, level)
            == ["/app/Fonts/Fixture-UltraThin.otf: style \"UltraThin\" says weight 100 or 200, but usWeightClass is 300"])
    }

    /// FP401 (fleksy, Apple's SF Georgian Rounded): a named instance's wght coordinate less than 50 from its
    /// style's round weight is accepted; one further off (Ultralight 31, Black 1000), or a static face's
    /// usWeightClass a little off, is still reported.
    @Test func weightClassOfNamedInstancesOnAContinuousAxis() {
        let path = "/app/Fonts/FixtureVF.ttf"
        func face(_ style: String, weight: Int, instance: Int?) -> FontFace {
            FontFace(
                file: path, faceIndex: 0, instanceIndex: instance, postScriptName: "FixtureVF-\(style)", family: "Fixture VF",
                style: style, fullName: "Fixture VF \(style)", weight: weight, width: 5, italic: false, format: .trueType,
                container: .sfnt, isVariable: instance != nil, coordinates: [], glyphCount: 100, unitsPerEm: 1000, fontRevision: 1)
        }
        let instances = [("Ultralight", 31), ("Thin", 111), ("Light", 274), ("Medium", 510), ("Semibold", 590), ("Heavy", 860), ("Black", 1000)]
        let variable = FontBundle(root: "/app", fonts: [BundleFont(
            path: path, faces: instances.enumerated().map { face($1.0, weight: $1.1, instance: $0 + 1) }, details: [], errors: [])])
        #expect(LintFixtures.messages(WeightClassMismatch.self, variable) == [
            "\(path) (instance 1): style \"Ultralight\" says weight 200 or 250 or 275, but the wght coordinate is 31",
            "\(path) (instance 7): style \"Black\" says weight 900, but the wght coordinate is 1000",
        ])
        let staticFace = FontBundle(root: "/app", fonts: [BundleFont(path: path, faces: [face("Medium", weight: 510, instance: nil)], details: [], errors: [])])
        #expect(LintFixtures.messages(WeightClassMismatch.self, staticFace)
            == ["\(path): style \"Medium\" says weight 500, but usWeightClass is 510"])
    }

    @Test func italicAngle() throws {
        let path = broken + "/HarborSlab-Italic.ttf"
        #expect(LintFixtures.messages(ItalicAngle.self, try LintFixtures.bundle(fonts: [path]))
            == ["\(path): the face is italic but post.italicAngle is 0"])
    }

    @Test func restrictedEmbedding() throws {
        let path = broken + "/HarborLicensed-Regular.ttf"
        #expect(LintFixtures.messages(RestrictedEmbedding.self, try LintFixtures.bundle(fonts: [path]))
            == ["\(path): OS/2 fsType is Restricted License embedding (0x2); make sure the licence allows bundling it in an app"])
    }

    @Test func unreadableFont() throws {
        let html = broken + "/HarborWeb-Regular.ttf"
        let bdf = Fixtures.font("Generated/Other/FixtureBitmap.bdf")
        #expect(LintFixtures.messages(UnreadableFont.self, try LintFixtures.bundle(fonts: [html, bdf, good])) == [
            "\(html): not a font file (it starts with \"<!DOCTYPE html>\")",
            "\(bdf): BDF fonts are not loaded by Apple platforms; convert it to TrueType or OpenType",
        ])
        // Unregistered files are unregistered-font's business.
        #expect(LintFixtures.messages(UnreadableFont.self, try LintFixtures.bundle(fonts: [html], unregistered: [html])).isEmpty)
    }
}
