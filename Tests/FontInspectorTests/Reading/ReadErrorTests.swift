import Foundation
import Testing
@testable import FontInspector
import TestSupport

@Suite struct ReadErrorTests {
    func reasons(_ path: String) throws -> [String] {
        let reading = try FaceReader().read(path: path)
        #expect(reading.faces.isEmpty)
        return reading.errors.map(\.message)
    }

    @Test func truncatedFontNamesWhatIsMissing() throws {
        #expect(try reasons(Fixtures.font("Malformed/truncated.ttf"))
            == ["damaged font: FreeType cannot open it (horizontal metrics (hmtx) table missing)"])
    }

    @Test func anHTMLPageSavedAsTTFSaysWhatItIs() throws {
        #expect(try reasons(Fixtures.font("Malformed/not-a-font.ttf")) == ["not a font file (it starts with \"<!DOCTYPE html>\")"])
    }

    @Test func emptyFile() throws {
        #expect(try reasons(Fixtures.font("Malformed/empty.otf")) == ["empty file (0 bytes)"])
    }

    @Test func binaryNonFontShowsItsFirstBytes() throws {
        let directory = try Fixtures.temporaryDirectory()
        try directory.write([0x50, 0x4B, 0x03, 0x04, 0x14, 0x00], as: "fonts.ttf")
        #expect(try reasons(directory.path + "/fonts.ttf") == ["not a font file (it starts with bytes 50 4B 03 04)"])
    }

    @Test func missingFileAndDirectoryAndDanglingLink() throws {
        let directory = try Fixtures.temporaryDirectory()
        try directory.mkdir("x.ttf")
        try directory.link("dangling.ttf", to: directory.path + "/nowhere.ttf")
        #expect(try reasons(directory.path + "/absent.ttf") == ["no such file or directory"])
        #expect(try reasons(directory.path + "/x.ttf") == ["is a directory"])
        #expect(try reasons(directory.path + "/dangling.ttf") == ["broken symbolic link"])
    }

    @Test func aFIFONamedLikeAFontIsNotOpened() throws {
        let directory = try Fixtures.temporaryDirectory()
        let path = directory.path + "/pipe.ttf"
        #expect(mkfifo(path, 0o644) == 0)
        #expect(try reasons(path) == ["not a regular file (a FIFO, socket or device)"])
    }

    @Test func aCollectionWithABrokenFaceKeepsItsGoodFaces() throws {
        // A TTC header whose second offset points past the end of the file.
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.font("Generated/Collections/FixtureMono.ttc"))))
        bytes[16...19] = [0x7F, 0xFF, 0xFF, 0xFF]
        let directory = try Fixtures.temporaryDirectory()
        try directory.write(bytes, as: "broken.ttc")
        let reading = try FaceReader().read(path: directory.path + "/broken.ttc")
        #expect(reading.faces.map(\.postScriptName) == ["FixtureMono-Regular", "FixtureMono-Italic"])
        #expect(reading.errors.count == 1)
        #expect(reading.errors.first?.message.hasPrefix("face 1: FreeType cannot open it (") == true)
    }
}
