/// Text decoded from name-record bytes, and whether the bytes were valid in their encoding.
struct DecodedText: Hashable {
    var text: String
    var isWellFormed: Bool
}

/// Decodes name-record bytes the way the OpenType spec assigns encodings to platforms.
enum NameTextDecoder {
    static func decode(_ bytes: [UInt8], platformID: UInt16, encodingID: UInt16) -> DecodedText? {
        switch (platformID, encodingID) {
        case (0, _), (3, _), (2, 1):
            // Unicode platform, Windows (all encodings store UTF-16BE), ISO 10646.
            return utf16BigEndian(bytes)
        case (1, 0):
            return DecodedText(text: MacRoman.decode(bytes), isWellFormed: true)
        case (2, 0):
            return ascii(bytes)
        case (2, 2):
            // ISO 8859-1: every byte is the code point of the same number.
            return DecodedText(text: String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) })), isWellFormed: true)
        default:
            return nil
        }
    }

    private static func utf16BigEndian(_ bytes: [UInt8]) -> DecodedText {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 0
        while index + 1 < bytes.count {
            units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
            index += 2
        }
        var wellFormed = bytes.count % 2 == 0
        var scalars = String.UnicodeScalarView()
        var decoder = UTF16()
        var iterator = units.makeIterator()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: break loop
            case .error:
                wellFormed = false
                scalars.append("\u{FFFD}")
            }
        }
        return DecodedText(text: String(scalars), isWellFormed: wellFormed)
    }

    private static func ascii(_ bytes: [UInt8]) -> DecodedText {
        let wellFormed = bytes.allSatisfy { $0 < 0x80 }
        let scalars = bytes.map { $0 < 0x80 ? Unicode.Scalar($0) : "\u{FFFD}" }
        return DecodedText(text: String(String.UnicodeScalarView(scalars)), isWellFormed: wellFormed)
    }
}
