/// Text decoded from name-record bytes, and whether the bytes were valid in their encoding.
struct DecodedText: Hashable {
    var text: String
    var isWellFormed: Bool
}

/// Decodes name-record bytes the way the OpenType spec assigns encodings to platforms.
enum NameTextDecoder {
    /// The encodings fontinspect decodes; nil for the others (legacy CJK Mac encodings).
    enum Encoding {
        case utf16BigEndian, macRoman, ascii, latin1

        init?(platformID: UInt16, encodingID: UInt16) {
            switch (platformID, encodingID) {
            // Unicode platform, Windows (all encodings store UTF-16BE), ISO 10646.
            case (0, _), (3, _), (2, 1): self = .utf16BigEndian
            case (1, 0): self = .macRoman
            case (2, 0): self = .ascii
            case (2, 2): self = .latin1
            default: return nil
            }
        }
    }

    static func decode(_ bytes: [UInt8], platformID: UInt16, encodingID: UInt16) -> DecodedText? {
        switch Encoding(platformID: platformID, encodingID: encodingID) {
        case .utf16BigEndian:
            return utf16BigEndian(bytes)
        case .macRoman:
            return DecodedText(text: MacRoman.decode(bytes), isWellFormed: true)
        case .ascii:
            return ascii(bytes)
        case .latin1:
            // ISO 8859-1: every byte is the code point of the same number.
            return DecodedText(text: String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) })), isWellFormed: true)
        case nil:
            return nil
        }
    }

    /// Transcoded straight to UTF-8 (the standard library's generic UTF-16 paths were most of the
    /// decoding time); each unpaired surrogate becomes one U+FFFD, as Core Text shows it.
    private static func utf16BigEndian(_ bytes: [UInt8]) -> DecodedText {
        let unitCount = bytes.count / 2
        func unit(_ index: Int) -> UInt32 { UInt32(bytes[2 * index]) << 8 | UInt32(bytes[2 * index + 1]) }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(unitCount)
        var wellFormed = bytes.count % 2 == 0
        var index = 0
        while index < unitCount {
            var scalar = unit(index)
            index += 1
            if (0xD800...0xDBFF).contains(scalar), index < unitCount, (0xDC00...0xDFFF).contains(unit(index)) {
                scalar = 0x10000 + (scalar - 0xD800) << 10 + (unit(index) - 0xDC00)
                index += 1
            } else if (0xD800...0xDFFF).contains(scalar) {
                scalar = 0xFFFD
                wellFormed = false
            }
            appendUTF8(scalar, to: &utf8)
        }
        return DecodedText(text: String(decoding: utf8, as: UTF8.self), isWellFormed: wellFormed)
    }

    private static func appendUTF8(_ scalar: UInt32, to utf8: inout [UInt8]) {
        switch scalar {
        case ..<0x80:
            utf8.append(UInt8(scalar))
        case ..<0x800:
            utf8 += [UInt8(0xC0 | scalar >> 6), UInt8(0x80 | scalar & 0x3F)]
        case ..<0x10000:
            utf8 += [UInt8(0xE0 | scalar >> 12), UInt8(0x80 | scalar >> 6 & 0x3F), UInt8(0x80 | scalar & 0x3F)]
        default:
            utf8 += [UInt8(0xF0 | scalar >> 18), UInt8(0x80 | scalar >> 12 & 0x3F),
                     UInt8(0x80 | scalar >> 6 & 0x3F), UInt8(0x80 | scalar & 0x3F)]
        }
    }

    private static func ascii(_ bytes: [UInt8]) -> DecodedText {
        let wellFormed = bytes.allSatisfy { $0 < 0x80 }
        let scalars = bytes.map { $0 < 0x80 ? Unicode.Scalar($0) : "\u{FFFD}" }
        return DecodedText(text: String(String.UnicodeScalarView(scalars)), isWellFormed: wellFormed)
    }
}
