import Testing
@testable import FontInspector

/// A file's words in a Bloom filter: never a false "no" for a word the file holds.
@Suite struct WordBloomFilterTests {
    func filter(_ text: String) -> WordBloomFilter {
        Array(text.utf8).withUnsafeBufferPointer { WordBloomFilter($0) }
    }

    @Test func everyWordOfTheFileIsThereAndWordsItDoesNotHoldAreNot() {
        let words = filter("struct Theme { static let title = \"Inter-Bold\" } // $0 _private")
        for word in ["struct", "Theme", "static", "let", "title", "Inter", "Bold", "$0", "_private"] {
            #expect(words.mayContain(word), "\(word)")
        }
        // Whole words only: `Them` and `InterBold` are not words of the file.
        for word in ["Them", "InterBold", "heading", "kFace"] {
            #expect(!words.mayContain(word), "\(word)")
        }
    }

    @Test func aWordTheBytesCannotJudgeMayAlwaysBeThere() {
        let words = filter("let a = 1")
        // A backticked name, or a non-ASCII one another normalization may spell.
        #expect(words.mayContain("`default`"))
        #expect(words.mayContain("café"))
    }

    @Test func aCharacterThatComparesEqualToASCIIMakesEveryWordPossible() {
        #expect(filter("let \u{212A}Face = 1").mayContain("KFace"))
        #expect(filter("let x = 1 \u{037E}").mayContain("anything"))
        #expect(!filter("let Face = 1").mayContain("KFace"))
    }

    @Test func aLargeFileKeepsEveryWord() {
        let names = (0..<20_000).map { "name\($0)" }
        let words = filter(names.joined(separator: " "))
        #expect(names.allSatisfy(words.mayContain))
    }
}
