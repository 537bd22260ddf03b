import Foundation
import TestSupport

/// A PNG decoded by FontRenderingTests' decoder (Python's zlib, not libpng): what `specimen` wrote, read back
/// independently of the code that wrote it.
struct SpecimenImage: Decodable {
    var width: Int
    var height: Int
    var text: [String: String]
    var pixelsHex: String

    enum CodingKeys: String, CodingKey {
        case width, height, text
        case pixelsHex = "pixels"
    }

    static func read(_ path: String) throws -> SpecimenImage {
        let json = try Fixtures.output(of: ["python3", Fixtures.repositoryRoot + "/Tests/FontRenderingTests/Fixtures/decode-png.py", path])
        return try JSONDecoder().decode(SpecimenImage.self, from: Data(json.utf8))
    }

    /// RGB bytes, row after row.
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

    /// How many pixels of the rectangle are exactly `rgb`.
    func count(_ rgb: (UInt8, UInt8, UInt8), x: Range<Int>, y: Range<Int>, in pixels: [UInt8]) -> Int {
        var found = 0
        for row in y.clamped(to: 0..<height) {
            for column in x.clamped(to: 0..<width) {
                let index = (row * width + column) * 3
                if pixels[index] == rgb.0, pixels[index + 1] == rgb.1, pixels[index + 2] == rgb.2 { found += 1 }
            }
        }
        return found
    }
}

/// A PNG's size and tEXt chunks, read by walking its chunks: enough for a large sheet, without decoding pixels.
struct SpecimenImageHeader {
    var width = 0
    var height = 0
    var text: [String: String] = [:]

    init(_ path: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        func number(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = number(offset), type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let data = Array(bytes[(offset + 8)..<min(bytes.count, offset + 8 + length)])
            if type == "IHDR" { width = number(offset + 8); height = number(offset + 12) }
            if type == "tEXt", let zero = data.firstIndex(of: 0) {
                text[String(decoding: data[..<zero], as: UTF8.self)] = String(decoding: data[(zero + 1)...], as: UTF8.self)
            }
            offset += 12 + length
        }
    }
}
