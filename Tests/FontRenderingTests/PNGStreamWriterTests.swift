import Foundation
import Testing
import TestSupport
@testable import FontRendering

/// What PNGStreamWriter writes, read back by an independent decoder (zlib + struct in Python).
@Suite struct PNGStreamWriterTests {
    /// A 5 × 3 gradient band whose every byte differs from its neighbours, so any filter mistake shows.
    static func gradient(top: Int, rows: Int) -> Canvas {
        var canvas = Canvas(width: 5, height: rows, top: top, background: .white)
        for y in top..<(top + rows) {
            for x in 0..<5 {
                canvas.fill(PixelRect(x: x, y: y, width: 1, height: 1),
                            color: RGBA(red: UInt8(x * 50), green: UInt8(y * 70), blue: UInt8((x * 31 + y * 17) % 256)))
            }
        }
        return canvas
    }

    func write(_ path: String, text: [(key: String, value: String)] = []) throws {
        let writer = try PNGStreamWriter(path: path, width: 5, height: 3, text: text)
        try writer.append(Self.gradient(top: 0, rows: 2))
        try writer.append(Self.gradient(top: 2, rows: 1))
        try writer.finish()
    }

    @Test func bandsRoundTripToTheExactPixels() throws {
        let folder = try Fixtures.temporaryDirectory()
        let path = folder.path + "/out.png"
        try write(path)
        let decoded = try DecodedPNG.read(path)
        #expect(decoded.width == 5)
        #expect(decoded.height == 3)
        #expect(decoded.bitDepth == 8)
        #expect(decoded.colorType == 2) // RGB
        #expect(decoded.interlace == 0)
        #expect(decoded.pixels == Self.gradient(top: 0, rows: 3).pixels)
        #expect(decoded.chunks == ["IHDR", "IDAT", "IEND"])
        // Nothing but the picture is left in the folder: the temporary file was renamed.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.png"])
    }

    @Test func textChunksCarryKeysAndValuesAndNoTimeChunk() throws {
        let folder = try Fixtures.temporaryDirectory()
        let path = folder.path + "/out.png"
        try write(path, text: [("Software", "fontinspect 1.0"), ("Source", "Łódź/Regular.ttf")])
        let decoded = try DecodedPNG.read(path)
        #expect(decoded.text == ["Software": "fontinspect 1.0", "Source": "Łódź/Regular.ttf"])
        #expect(decoded.chunks == ["IHDR", "tEXt", "iTXt", "IDAT", "IEND"])
    }

    @Test func sameInputsGiveTheSameBytes() throws {
        let folder = try Fixtures.temporaryDirectory()
        try write(folder.path + "/a.png", text: [("Software", "fontinspect")])
        try write(folder.path + "/b.png", text: [("Software", "fontinspect")])
        let first = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/a.png"))
        let second = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/b.png"))
        #expect(first.count > 60)
        #expect(first == second)
    }

    @Test func unfinishedWriterLeavesNoFile() throws {
        let folder = try Fixtures.temporaryDirectory()
        do {
            let writer = try PNGStreamWriter(path: folder.path + "/out.png", width: 5, height: 3)
            try writer.append(Self.gradient(top: 0, rows: 2))
            #expect(throws: RenderError(file: folder.path + "/out.png", reason: "only 2 of the PNG's 3 rows were drawn")) {
                try writer.finish()
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }

    @Test func mismatchedBandsAndSizesAreErrorsNamingTheFile() throws {
        let folder = try Fixtures.temporaryDirectory()
        let path = folder.path + "/out.png"
        #expect(throws: RenderError(file: path, reason: "a PNG of 0 × 3 pixels cannot be written (each side must be 1 to 1000000)")) {
            _ = try PNGStreamWriter(path: path, width: 0, height: 3)
        }
        #expect(throws: RenderError(file: path, reason: "PNG text key \"\" is not 1 to 79 printable Latin-1 characters")) {
            _ = try PNGStreamWriter(path: path, width: 5, height: 3, text: [("", "x")])
        }
        let writer = try PNGStreamWriter(path: path, width: 5, height: 3)
        #expect(throws: RenderError(file: path, reason: "a band 4 pixels wide cannot go into a PNG 5 wide")) {
            try writer.append(Canvas(width: 4, height: 1, background: .white))
        }
        #expect(throws: RenderError(file: path, reason: "4 rows are more than the PNG's 3")) {
            try writer.append(Canvas(width: 5, height: 4, background: .white))
        }
    }

    @Test func unwritableFolderIsAnErrorNamingTheFile() throws {
        let path = "/nonexistent-folder-of-fontinspect/out.png"
        #expect(throws: RenderError(file: path, reason: "cannot create \(path).partial-\(getpid()): No such file or directory")) {
            _ = try PNGStreamWriter(path: path, width: 5, height: 3)
        }
    }
}
