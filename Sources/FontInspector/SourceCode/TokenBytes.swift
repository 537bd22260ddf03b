/// A token's bytes, compared with a literal by length and then byte by byte: a `switch` over a word's
/// `Substring` compared every case by Unicode canonical equivalence, a sixth of a lint's instructions. When the
/// token or the literal is not ASCII the comparison is `String`'s, so the answer never differs from it.
struct TokenBytes {
    let bytes: Slice<UnsafeBufferPointer<UInt8>>
    private let isASCII: Bool

    init(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) {
        self.bytes = bytes
        isASCII = !bytes.contains { $0 >= 0x80 }
    }

    static func == (token: TokenBytes, literal: StaticString) -> Bool {
        guard token.isASCII, literal.isASCII else {
            return Substring(decoding: UnsafeBufferPointer(rebasing: token.bytes), as: UTF8.self) == literal.description
        }
        guard token.bytes.count == literal.utf8CodeUnitCount else { return false }
        return literal.withUTF8Buffer { expected in
            var offset = token.bytes.startIndex
            for byte in expected {
                guard token.bytes.base[offset] == byte else { return false }
                offset += 1
            }
            return true
        }
    }

    static func ~= (literal: StaticString, token: TokenBytes) -> Bool { token == literal }
}
