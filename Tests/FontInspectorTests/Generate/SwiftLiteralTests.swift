import Testing
@testable import FontInspector

@Suite struct SwiftLiteralTests {
    @Test func aStringLiteralEscapesQuotesBackslashesAndInvisibleCharacters() {
        #expect(SwiftLiteral.string("HarborSans-Bold") == #""HarborSans-Bold""#)
        #expect(SwiftLiteral.string(#"a"b\c"#) == #""a\"b\\c""#)
        #expect(SwiftLiteral.string("Thin\tNégatif") == #""Thin\u{9}Négatif""#)
        // A newline would end the literal; a bidirectional override would reorder what a reader sees.
        #expect(SwiftLiteral.string("a\nb\u{202E}c") == #""a\u{A}b\u{202E}c""#)
        #expect(SwiftLiteral.string("\u{E000}") == #""\u{E000}""#)
    }

    @Test func sizesHaveNoTrailingZero() {
        #expect(SwiftLiteral.number(17) == "17")
        #expect(SwiftLiteral.number(17.5) == "17.5")
        #expect(SwiftLiteral.number(0.25) == "0.25")
    }
}
