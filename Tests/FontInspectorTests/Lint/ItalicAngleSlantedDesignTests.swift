import Foundation
import Testing
@testable import FontInspector
import TestSupport

/// FP321 (holdout-o): a display face whose letters lean by design — the only face of its family, its hhea caret
/// leaning as post.italicAngle says — is not an upright face with a stray angle. The faces are Harbor Sans
/// Regular with post and hhea rewritten at test time.
@Suite struct ItalicAngleSlantedDesignTests {
    /// Harbor Sans Regular (upright, family "Harbor Sans") with italicAngle and the caret slope replaced.
    private func slanted(angle: Int, caretRise: Int, caretRun: Int, as name: String, in directory: TemporaryDirectory) throws -> String {
        var font = SfntFont(bytes: try [UInt8](Data(contentsOf: URL(fileURLWithPath: LintFixtures.goodFonts + "/HarborSans-Regular.ttf"))))
        var post = try #require(font["post"]), hhea = try #require(font["hhea"])
        post.setUInt32(angle << 16, at: 4)   // Fixed 16.16: whole degrees
        hhea.setUInt16(caretRise, at: 18)
        hhea.setUInt16(caretRun, at: 20)
        font["post"] = post
        font["hhea"] = hhea
        try directory.write(font.bytes, as: name)
        return directory.path + "/" + name
    }

    @Test func aLoneFaceWhoseCaretLeansWithItsAngleIsSlantedByDesign() throws {
        let directory = try Fixtures.temporaryDirectory()
        // atan(249/1000) = 13.98°: the caret agrees with -14 within a degree.
        let path = try slanted(angle: -14, caretRise: 1000, caretRun: 249, as: "Slanted.ttf", in: directory)
        #expect(LintFixtures.messages(ItalicAngle.self, try LintFixtures.bundle(fonts: [path])).isEmpty)
    }

    @Test func anUprightCaretKeepsTheFinding() throws {
        let directory = try Fixtures.temporaryDirectory()
        let path = try slanted(angle: -14, caretRise: 1, caretRun: 0, as: "Stray.ttf", in: directory)
        #expect(LintFixtures.messages(ItalicAngle.self, try LintFixtures.bundle(fonts: [path]))
            == ["\(path): the face is upright but post.italicAngle is -14"])
    }

    @Test func aSiblingOfTheSameFamilyKeepsTheFinding() throws {
        // Harbor Sans Bold beside it: an upright Regular whose angle and caret were copied from an italic.
        let directory = try Fixtures.temporaryDirectory()
        let path = try slanted(angle: -14, caretRise: 1000, caretRun: 249, as: "Copied.ttf", in: directory)
        let bold = LintFixtures.goodFonts + "/HarborSans-Bold.ttf"
        #expect(LintFixtures.messages(ItalicAngle.self, try LintFixtures.bundle(fonts: [path, bold]))
            == ["\(path): the face is upright but post.italicAngle is -14"])
    }
}
