import Foundation
import TestSupport

/// A PNG read back by Fixtures/decode-png.py (zlib and struct only, not libpng), to check what was written.
struct DecodedPNG: Decodable {
    var width: Int
    var height: Int
    var bitDepth: Int
    var colorType: Int
    var interlace: Int
    var chunks: [String]
    var text: [String: String]
    var pixelsHex: String

    enum CodingKeys: String, CodingKey {
        case width, height, bitDepth, colorType, interlace, chunks, text
        case pixelsHex = "pixels"
    }

    var pixels: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(pixelsHex.utf8.count / 2)
        var high: UInt8?
        for character in pixelsHex.utf8 {
            let nibble = character <= 57 ? character - 48 : character - 87
            if let first = high { bytes.append(first << 4 | nibble); high = nil } else { high = nibble }
        }
        return bytes
    }

    static let decoder = Fixtures.repositoryRoot + "/Tests/FontRenderingTests/Fixtures/decode-png.py"

    static func read(_ path: String) throws -> DecodedPNG {
        let json = try Fixtures.output(of: ["python3", decoder, path])
        return try JSONDecoder().decode(DecodedPNG.self, from: Data(json.utf8))
    }
}
