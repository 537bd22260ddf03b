import Foundation

/// Decodes a text file as Xcode writes them: UTF-8 (with or without a byte order mark) or UTF-16
/// (Xcode's old default for `.strings`, normally with a byte order mark; without one, the zero
/// bytes of ASCII text give its byte order away).
enum TextFileDecoder {
    static func decode(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return String(data: Data(bytes.dropFirst(3)), encoding: .utf8) }
        if bytes.starts(with: [0xFF, 0xFE]) { return utf16(bytes.dropFirst(2), bigEndian: false) }
        if bytes.starts(with: [0xFE, 0xFF]) { return utf16(bytes.dropFirst(2), bigEndian: true) }
        if bytes.count >= 2, bytes.count % 2 == 0 {
            if bytes[0] != 0, bytes[1] == 0 { return utf16(bytes[...], bigEndian: false) }
            if bytes[0] == 0, bytes[1] != 0 { return utf16(bytes[...], bigEndian: true) }
        }
        return String(data: Data(bytes), encoding: .utf8)
    }

    /// nil for an odd byte count or a lone surrogate, rather than text with replacement characters.
    private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> String? {
        guard bytes.count % 2 == 0 else { return nil }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let first = UInt16(bytes[index])
            let second = UInt16(bytes[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        var text = String.UnicodeScalarView()
        let failed = transcode(units.makeIterator(), from: UTF16.self, to: UTF32.self, stoppingOnError: true) {
            if let scalar = Unicode.Scalar($0) { text.append(scalar) }  // always a scalar: errors stop the transcode
        }
        return failed ? nil : String(text)
    }
}
