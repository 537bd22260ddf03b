import Testing
@testable import FontInspector

/// Each face rule with a font that triggers it and one that does not (SwiftLint's triggering /
/// non-triggering examples), exact messages asserted.
@Suite struct FaceRuleTests {
    let good = LintFixtures.goodFonts + "/HarborSans-Regular.ttf"
    let broken = LintFixtures.brokenFonts

    @Test func missingPostScriptName() throws {
        let path = Fixtures.font("Generated/Static/FixtureNoPSName-Regular.ttf")
        #expect(LintFixtures.messages(MissingPostScriptName.self, try LintFixtures.bundle(fonts: [path]))
            == ["\(path): the face has no PostScript name (name ID 6), so code cannot name it"])
        #expect(LintFixtures.messages(MissingPostScriptName.self, try LintFixtures.bundle(fonts: [good])).isEmpty)
    }

    @Test func invalidPostScriptName() throws {
        let path = Fixtures.font("Generated/Static/FixtureInvalidPSName.ttf")
        #expect(LintFixtures.messages(InvalidPostScriptName.self, try LintFixtures.bundle(fonts: [path])) == [
            "\(path): PostScript name \"Fixture Invalid[PS] Name\" has a space (only printable ASCII 33–126 is allowed); has [ ] (not allowed: [](){}<>/%)",
        ])
        #expect(LintFixtures.messages(InvalidPostScriptName.self, try LintFixtures.bundle(fonts: [good])).isEmpty)
        #expect(InvalidPostScriptName.problems(in: String(repeating: "A", count: 64)) == ["is 64 characters long (at most 63)"])
        #expect(InvalidPostScriptName.problems(in: String(repeating: "A", count: 63)).isEmpty)
        #expect(InvalidPostScriptName.problems(in: "Café-Bold") == ["has U+E9 (only printable ASCII 33–126 is allowed)"])
    }

    @Test func hiddenFontName() throws {
        let path = broken + "/HarborSystem.ttf"
        #expect(LintFixtures.messages(HiddenFontName.self, try LintFixtures.bundle(fonts: [path]))
            == ["\(path): PostScript name \".HarborSystem-Regular\" starts with '.', which Apple platforms reserve for hidden system fonts"])
        #expect(LintFixtures.messages(HiddenFontName.self, try LintFixtures.bundle(fonts: [good])).isEmpty)
    }

    @Test func familyNameMismatch() throws {
        let path = Fixtures.font("Generated/Static/FixtureMismatch-Regular.ttf")
        #expect(LintFixtures.messages(FamilyNameMismatch.self, try LintFixtures.bundle(fonts: [path])) == [
            "\(path): the Macintosh name records call the family \"Fixture Mac Family\" and the Windows records \"Fixture Windows Family\"; iOS shows \"Fixture Mac Family\", other platforms \"Fixture Windows Family\"",
        ])
        // Typographic family on both platforms, legacy family differing from it: no mismatch.
        let typo = Fixtures.font("Generated/Static/FixtureTypo-Semibold.ttf")
        #expect(LintFixtures.messages(FamilyNameMismatch.self, try LintFixtures.bundle(fonts: [typo, good])).isEmpty)
    }

    @Test func duplicatePostScriptName() throws {
        let copy = broken + "/HarborSans-Regular-copy.ttf"
        let original = broken + "/HarborSans-Regular.ttf"
        #expect(LintFixtures.messages(DuplicatePostScriptName.self, try LintFixtures.bundle(fonts: [copy, original]))
            == ["\(original): PostScript name \"HarborSans-Regular\" is also in \(copy); iOS registers one of them and drops the other"])
        // Only registered faces compete.
        #expect(LintFixtures.messages(DuplicatePostScriptName.self, try LintFixtures.bundle(fonts: [copy, original], unregistered: [copy])).isEmpty)
        // A variable font's default and its instance at the default location share a name: not a duplicate.
        let variable = Fixtures.font("Generated/Variable/FixtureVar-VF.ttf")
        #expect(LintFixtures.messages(DuplicatePostScriptName.self, try LintFixtures.bundle(fonts: [variable])).isEmpty)
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
        let sans = ["Regular", "Bold", "Italic"].map { Fixtures.font("Generated/Static/FixtureSans-\($0).ttf") }
        #expect(LintFixtures.messages(StyleLinking.self, try LintFixtures.bundle(fonts: sans + [good])).isEmpty)
    }

    @Test func weightClassMismatch() throws {
        let path = broken + "/HarborSlab-SemiBold.ttf"
        #expect(LintFixtures.messages(WeightClassMismatch.self, try LintFixtures.bundle(fonts: [path]))
            == ["\(path): style \"SemiBold\" says weight 600, but usWeightClass is 700"])
        let faces = ["Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Italic", "SemiBoldItalic"].map { LintFixtures.goodFonts + "/HarborSans-\($0).ttf" }
        #expect(LintFixtures.messages(WeightClassMismatch.self, try LintFixtures.bundle(fonts: faces)).isEmpty)
        // Named instances are checked by their wght coordinate: Inter's all agree.
        #expect(LintFixtures.messages(WeightClassMismatch.self, try LintFixtures.bundle(fonts: [Fixtures.font("Real/Inter/Inter.var.ttf")])).isEmpty)
        #expect(StyleNameWords.weight(in: "Extra Light Italic")?.classes == [200])
        #expect(StyleNameWords.weight(in: "Italic") == nil)
    }

    @Test func italicAngle() throws {
        let path = broken + "/HarborSlab-Italic.ttf"
        #expect(LintFixtures.messages(ItalicAngle.self, try LintFixtures.bundle(fonts: [path]))
            == ["\(path): the face is italic but post.italicAngle is 0"])
        let italic = LintFixtures.goodFonts + "/HarborSans-Italic.ttf"
        #expect(LintFixtures.messages(ItalicAngle.self, try LintFixtures.bundle(fonts: [italic, good])).isEmpty)
    }

    @Test func restrictedEmbedding() throws {
        let path = broken + "/HarborLicensed-Regular.ttf"
        #expect(LintFixtures.messages(RestrictedEmbedding.self, try LintFixtures.bundle(fonts: [path]))
            == ["\(path): OS/2 fsType is Restricted License embedding (0x2); make sure the licence allows bundling it in an app"])
        #expect(LintFixtures.messages(RestrictedEmbedding.self, try LintFixtures.bundle(fonts: [good])).isEmpty)
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
