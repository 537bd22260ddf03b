import Testing
@testable import FontInspector

/// The link from a font call to the one its `??` (Objective-C `?:`) chain falls back to (FP300). Results read
/// `line:column name -> line:column` of the fallback's name argument, or `-> none`.
@Suite struct FontCallFallbackChainTests {
    func links(_ text: String, _ language: SourceLanguage = .swift) -> [String] {
        SourceFileScanner.calls(in: text, file: language == .swift ? "View.swift" : "View.m", language: language).map { call in
            "\(call.line):\(call.column) \(call.name ?? call.argumentText ?? "nil") -> " + (call.fallback.map { "\($0.line):\($0.column)" } ?? "none")
        }
    }

    /// Pilgrim's tagline: line breaks, a comment and grouping parentheses between operands keep the chain; the
    /// system font at its end is no font call, so the last named call falls back to none.
    @Test func aChainAcrossLinesCommentsAndParentheses() {
        #expect(links("""
            let tagline = UIFont(name: "Cormorant-LightItalic", size: 24) ?? UIFont(name: "Cormorant-Italic", size: 24)
                // the system's serif italic
                ?? (UIFont(name: "Georgia-Italic", size: 24)) ?? UIFont.italicSystemFont(ofSize: 24)
            let grouped = (UIFont(name: "A", size: 1)) ?? /* then */ (((UIFont.init(name: "B", size: 1))))
            """) == [
            "1:28 Cormorant-LightItalic -> 1:79",
            "1:79 Cormorant-Italic -> 3:22",
            "3:22 Georgia-Italic -> none",
            "4:29 A -> 4:79",
            "4:79 B -> none",
        ])
    }

    /// A name held in a constant links the same way: lint looks up what the fallback's constant holds.
    @Test func namesThroughConstants() {
        #expect(links("""
            let kTitle = "Harbor-Heavy"
            let title = UIFont(name: kTitle, size: 17) ?? NSFont(name: "Menlo-Regular", size: 17)
            """) == [
            "2:26 kTitle -> 2:60",
            "2:60 Menlo-Regular -> none",
        ])
    }

    /// A chain grouped by parentheses links as Swift evaluates it: in `(X ?? A) ?? B` a nil A leaves the group nil,
    /// so A falls back to B, as in `X ?? (A ?? B)`; a group that is a call's argument is no operand of the `??`.
    @Test func aChainGroupedByParenthesesLinksLeftToRight() {
        #expect(links("""
            let a = (UIFont(name: "X", size: 1) ?? UIFont(name: "A", size: 1)) ?? UIFont(name: "B", size: 1)
            let b = UIFont(name: "X", size: 1) ?? (UIFont(name: "A", size: 1) ?? UIFont(name: "B", size: 1))
            let c = ((fallback ?? UIFont(name: "A", size: 1))) ?? UIFont(name: "B", size: 1)
            let d = wrap(UIFont(name: "X", size: 1) ?? UIFont(name: "A", size: 1)) ?? UIFont(name: "B", size: 1)
            """) == [
            "1:23 X -> 1:53",
            "1:53 A -> 1:84",
            "1:84 B -> none",
            "2:22 X -> 2:53",
            "2:53 A -> 2:83",
            "2:83 B -> none",
            "3:36 A -> 3:68",
            "3:68 B -> none",
            "4:27 X -> 4:57",
            "4:57 A -> none",
            "4:88 B -> none",
        ])
        #expect(links("""
            UIFont *f = ([UIFont fontWithName:@"X" size:1] ?: [UIFont fontWithName:@"A" size:1]) ?: [UIFont fontWithName:@"B" size:1];
            """, .objectiveC) == [
            "1:35 X -> 1:72",
            "1:72 A -> 1:110",
            "1:110 B -> none",
        ])
    }

    /// What is not a fallback: the right operand a variable or the system font, the call inside another call's
    /// parentheses, a ternary's branches, a force-unwrapped call, `??` inside the call's own arguments.
    @Test func whatEndsOrIsNoChain() {
        #expect(links("""
            let a = UIFont(name: "A", size: 1) ?? fallbackFont
            let b = UIFont(name: "B", size: 1) ?? .systemFont(ofSize: 1)
            let c = wrap(UIFont(name: "C", size: 1)) ?? UIFont(name: "D", size: 1)
            let e = flag ? UIFont(name: "E", size: 1) : UIFont(name: "F", size: 1)
            let g = UIFont(name: "G", size: 1)! ; let h = UIFont(name: "H", size: 1)
            let i = UIFont(name: name ?? "I", size: 1)
            """) == [
            "1:22 A -> none",
            "2:22 B -> none",
            "3:27 C -> none",
            "3:58 D -> none",
            "4:29 E -> none",
            "4:58 F -> none",
            "5:22 G -> none",
            "5:60 H -> none",
            "6:22 … ?? \"I\" -> none",
        ])
    }

    /// Objective-C's `?:` (also written `? :`) chains; a ternary's `? … :` does not.
    @Test func objectiveCElvis() {
        #expect(links("""
            UIFont *title = [UIFont fontWithName:@"A" size:17] ?: [UIFont fontWithName:@"B" size:17]
                ? : [UIFont systemFontOfSize:17];
            UIFont *body = flag ? [UIFont fontWithName:@"C" size:17] : [UIFont fontWithName:@"D" size:17];
            """, .objectiveC) == [
            "1:38 A -> 1:76",
            "1:76 B -> none",
            "3:44 C -> none",
            "3:81 D -> none",
        ])
    }
}
