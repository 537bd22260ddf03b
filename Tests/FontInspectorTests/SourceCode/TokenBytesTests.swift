import Testing
@testable import FontInspector

/// A token compared with a literal byte by byte gives `String`'s answer, canonical equivalence included.
@Suite struct TokenBytesTests {
    func compare(_ token: String, _ literal: StaticString) -> Bool {
        Array(token.utf8).withUnsafeBufferPointer { TokenBytes($0[...]) == literal }
    }

    @Test func sameAnswersAsStringComparison() {
        #expect(compare("struct", "struct"))
        #expect(!compare("structs", "struct"))
        #expect(!compare("Struct", "struct"))
        #expect(!compare("", "let"))
        // U+212A KELVIN SIGN is canonically `K`, and `é` written with a combining accent is `é`.
        #expect(compare("\u{212A}ey", "Key"))
        #expect(compare("caf\u{65}\u{301}", "café"))
        #expect(!compare("cafe", "café"))
    }

    @Test func aSwitchOverTheBytesMatchesItsCase() {
        let kind = Array("extension".utf8).withUnsafeBufferPointer { buffer in
            switch TokenBytes(buffer[...]) {
            case "struct", "enum": "type"
            case "extension": "extension"
            default: "other"
            }
        }
        #expect(kind == "extension")
    }
}
