/// Whether a file's bytes hold a word that is one of the font helpers' names: a file that names no helper is not
/// lexed for callers. Built once per lint (the name set, its lengths and first bytes), then asked of every file.
struct HelperNameFilter: Sendable {
    private let names: Set<String>
    private let lengths: Set<Int>
    private let firstBytes: [Bool]

    init(_ names: Set<String>) {
        self.names = names
        lengths = Set(names.map(\.utf8.count))
        var firstBytes = [Bool](repeating: false, count: 256)
        for first in names.compactMap(\.utf8.first) { firstBytes[Int(first)] = true }
        self.firstBytes = firstBytes
    }

    /// True when some word of `bytes` is one of the names.
    func mayName(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            guard Self.isIdentifier(bytes[index]) else { index += 1; continue }
            let start = index
            while index < bytes.count, Self.isIdentifier(bytes[index]) { index += 1 }
            if firstBytes[Int(bytes[start])], lengths.contains(index - start),
                names.contains(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
            {
                return true
            }
        }
        return false
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
