/// Four-character sfnt tags as text and back.
enum FontTag {
    static func string(_ value: UInt32) -> String {
        let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> UInt32($0)) }
        return String(decoding: bytes.map { (0x20...0x7E).contains($0) ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
    }

    static func value(_ tag: String) -> UInt32 {
        tag.utf8.prefix(4).reduce(0) { $0 << 8 | UInt32($1) }
    }
}
