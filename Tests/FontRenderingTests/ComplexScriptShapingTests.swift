import Foundation
import Testing
@testable import FontRendering

/// Arabic joining and right-to-left order with a real Arabic font, when the machine has one (DejaVu Sans,
/// from fonts-dejavu-core, which scripts/bootstrap installs). The generated fonts have no Arabic.
@Suite struct ComplexScriptShapingTests {
    static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let hasArabicFont = FileManager.default.fileExists(atPath: dejaVuSans)

    @Test(.enabled(if: hasArabicFont, "no DejaVu Sans at /usr/share/fonts/truetype/dejavu (apt install fonts-dejavu-core)"))
    func arabicShapesRightToLeftInJoiningForms() throws {
        let face = try RenderFace(path: Self.dejaVuSans)
        // سلم: seen, lam, meem, two UTF-8 bytes each.
        let word = face.shape("سلم", pixelSize: 40, language: "ar")
        #expect(word.isRightToLeft)
        // Visual order, left to right: the last letter first.
        #expect(word.glyphs.map(\.cluster) == [4, 2, 0])
        #expect(word.missingCharacters.isEmpty)
        // Joined, each letter takes another glyph than standing alone (initial, medial, final forms).
        let alone = ["س", "ل", "م"].map { face.shape($0, pixelSize: 40).glyphs.map(\.id) }
        #expect(word.glyphs.reversed().map { [$0.id] } != alone)
        for (joined, isolated) in zip(word.glyphs.reversed().map(\.id), alone.map { $0[0] }) {
            #expect(joined != isolated)
        }
    }

    @Test(.enabled(if: hasArabicFont, "no DejaVu Sans at /usr/share/fonts/truetype/dejavu (apt install fonts-dejavu-core)"))
    func latinInTheSameFaceStaysLeftToRight() throws {
        let line = try RenderFace(path: Self.dejaVuSans).shape("Zoë", pixelSize: 40)
        #expect(line.isRightToLeft == false)
        #expect(line.glyphs.map(\.cluster) == [0, 1, 2])
    }
}
