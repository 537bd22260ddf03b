import Testing
import TestSupport
@testable import FontRendering

/// What cannot be drawn is a RenderError naming the file and the reason, never a crash or a hang.
@Suite struct RenderFaceOpeningTests {
    func reason(_ path: String, faceIndex: Int = 0, namedInstance: Int? = nil) -> String? {
        do {
            _ = try RenderFace(path: path, faceIndex: faceIndex, namedInstance: namedInstance)
            return nil
        } catch {
            #expect(error.file == path)
            return error.reason
        }
    }

    @Test func unreadablePaths() throws {
        let notRegular = "cannot draw it: not a regular font file of a readable size"
        #expect(reason("/nonexistent/font.ttf") == notRegular)
        #expect(reason(Fixtures.testFonts) == notRegular)
        #expect(reason(Fixtures.font("Malformed/empty.otf")) == notRegular)
        #expect(reason("/dev/zero") == notRegular)
    }

    @Test func filesFreeTypeRefuses() {
        #expect(reason(Fixtures.font("Malformed/not-a-font.ttf")) == "FreeType cannot open face 0 (unknown file format)")
        #expect(reason(Fixtures.font("Generated/Static/FixtureSans-Regular.ttf"), faceIndex: 3)
            == "FreeType cannot open face 3 (invalid argument)")
        #expect(reason(Fixtures.font("Generated/Variable/FixtureVar-VF.ttf"), namedInstance: 9)
            == "FreeType cannot open face 0 instance 9 (invalid argument)")
        #expect(reason(Fixtures.font("Generated/Static/FixtureSans-Regular.ttf"), faceIndex: -1)
            == "cannot draw face -1 instance 0: out of range")
    }

    @Test func bitmapFontsAreNotDrawn() {
        #expect(reason(Fixtures.font("Generated/Other/FixtureBitmap.bdf"))
            == "has no outlines (a bitmap font): fontinspect draws scalable fonts only")
    }
}
