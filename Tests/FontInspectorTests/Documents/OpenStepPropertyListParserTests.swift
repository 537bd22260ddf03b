import Foundation
import Testing
@testable import FontInspector

/// The old-style property list grammar as `OpenStepPropertyListParser` reads it, each value as CoreFoundation's
/// parser gives it (`bench/openstep-equivalence` compares the two on the corpus's Xcode projects).
@Suite struct OpenStepPropertyListParserTests {
    static func parse(_ text: String) throws -> PropertyListValue { try OpenStepPropertyListParser.parse(text) }

    static func dictionary(_ members: [(String, PropertyListValue)]) -> PropertyListValue {
        .dictionary(PropertyListDictionary(members.map { (key: $0.0, value: $0.1) }))
    }

    @Test func quotedStringsDecodeTheirEscapes() throws {
        #expect(try Self.parse(#"{ "x\U00e9\n\"\\y" = 'q'; }"#) == Self.dictionary([("x\u{E9}\n\"\\y", .string("q"))]))
        #expect(try Self.parse(#""a\tb\U00E9\101\"c\\d\qe""#) == .string("a\tb\u{E9}A\"c\\dqe"))
        #expect(try Self.parse(#"'single \' quoted'"#) == .string("single ' quoted"))
        // An escaped surrogate pair is one scalar; a lone surrogate is repaired to U+FFFD.
        #expect(try Self.parse(#""\UD83D\UDE00 \UD83D""#) == .string("\u{1F600} \u{FFFD}"))
        #expect(try Self.parse("\"two\nlines\"") == .string("two\nlines"))
    }

    @Test func unquotedStringsTakeTheirCharacterSet() throws {
        #expect(try Self.parse("{ a-b_c$/:.9 = 1.5; }") == Self.dictionary([("a-b_c$/:.9", .string("1.5"))]))
        // Numbers stay strings, as in CoreFoundation's old-style parser.
        #expect(try Self.parse("( 17, YES )") == .array([.string("17"), .string("YES")]))
    }

    @Test func dataIsHexDigitsInPairsWithWhitespaceBetween() throws {
        #expect(try Self.parse("{ d = <0fAb 12\n 3c>; e = <>; }") == Self.dictionary([
            ("d", .data(Data([0x0F, 0xAB, 0x12, 0x3C]))), ("e", .data(Data())),
        ]))
    }

    @Test func dictionariesAndArraysNest() throws {
        let text = """
            // !$*UTF8*$!
            {
                /* Begin PBXBuildFile section */
                objects = { A1 = { isa = PBXBuildFile; files = (B2, "C 3",); }; }; // trailing comment
                empty = ( );
                emptyDictionary = { };
            }
            """
        #expect(try Self.parse(text) == Self.dictionary([
            ("empty", .array([])), ("emptyDictionary", Self.dictionary([])),
            ("objects", Self.dictionary([
                ("A1", Self.dictionary([("files", .array([.string("B2"), .string("C 3")])), ("isa", .string("PBXBuildFile"))])),
            ])),
        ]))
    }

    /// Foundation's dictionaries have no order: their keys come in byte order, and a repeated key keeps its last value.
    @Test func keysComeInByteOrderAndTheLastOfARepeatedKeyWins() throws {
        let root = try Self.parse("{ b = 1; \"\u{E9}\" = 2; A = 3; a = 4; b = 5; }")
        #expect(root.dictionaryValue?.keys == ["A", "a", "b", "\u{E9}"])
        #expect(root.dictionaryValue?["b"] == .string("5"))
    }

    @Test func aKeyWithoutValueStandsForItself() throws {
        #expect(try Self.parse("{ a; \"b c\"; }") == Self.dictionary([("a", .string("a")), ("b c", .string("b c"))]))
    }

    @Test func theTopLevelMayBeAStringABracelessDictionaryOrNothing() throws {
        #expect(try Self.parse("  just-a-string // note\n") == .string("just-a-string"))
        #expect(try Self.parse("a = b;\n\"c\" = (d);") == Self.dictionary([("a", .string("b")), ("c", .array([.string("d")]))]))
        #expect(try Self.parse(" /* only a comment */\n") == Self.dictionary([]))
    }

    @Test(arguments: [
        ("{ a = (b, c", "expected ',' or ')' in an array, found the end of the file", 1),
        ("{\n a = {\n b = c;\n", "a dictionary is not closed with '}' before the end of the file", 4),
        ("{ a = <0f", "data <…> is not closed with '>' before the end of the file", 1),
        ("{ a = \"b\n", "unterminated quoted string starting on this line", 1),
        ("{ a = ", "expected a value, found the end of the file", 1),
    ])
    func aTruncatedProjectIsOneProblemNamingTheFile(_ text: String, _ message: String, _ line: Int) {
        let file = "/tmp/App.xcodeproj/project.pbxproj"
        #expect(throws: InputProblem(message: "not a valid property list: \(message)", file: file, line: line)) {
            try PropertyListDocument.parse(Data(text.utf8), file: file)
        }
    }

    @Test func theDocumentIsOldStyleWithoutLines() throws {
        let document = try PropertyListDocument.parse(Data("{ a = b; }".utf8), file: "project.pbxproj")
        #expect(document.format == .openStep)
        #expect(document.root == Self.dictionary([("a", .string("b"))]))
        #expect(document.line(of: .root.appending(key: "a")) == nil)
    }
}
