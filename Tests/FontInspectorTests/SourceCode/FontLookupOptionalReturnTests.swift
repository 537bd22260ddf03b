import Testing
@testable import FontInspector

/// Which font calls' Optional results the code returns unchanged as `UIFont?` / `NSFont?` (FP1000). Results read
/// `name returned` or `name not`.
@Suite struct FontLookupOptionalReturnTests {
    func returned(_ text: String, _ language: SourceLanguage = .swift) -> [String] {
        SourceFileScanner.calls(in: text, file: language == .swift ? "Font.swift" : "Font.m", language: language).map { call in
            (call.name ?? "nil") + (call.resultIsReturnedAsOptional ? " returned" : " not")
        }
    }

    /// A computed property, a function and a `switch` arm returning the call bare; not a force unwrap, `??`, a
    /// member read, an optional chain, a non-Optional return type or a `let` before the return.
    @Test func swiftForms() {
        #expect(returned("""
            var a: UIFont? { return UIFont(name: "A", size: 1) }
            func b() -> NSFont? { return NSFont(name: "B", size: 1) }
            var c: UIFont? {
                switch self {
                case .x: return UIFont(name: "C", size: 1)
                default: return nil
                }
            }
            var d: UIFont? { return UIFont(name: "D", size: 1)! }
            var e: UIFont? { return UIFont(name: "E", size: 1) ?? .systemFont(ofSize: 1) }
            var f: UIFont? { return UIFont(name: "F", size: 1)?.withSize(2) }
            var g: UIFont { return UIFont(name: "G", size: 1)! }
            func h() -> UIFont? {
                let font = UIFont(name: "H", size: 1)
                return font
            }
            """) == ["A returned", "B returned", "C returned", "D not", "E not", "F not", "G not", "H not"])
    }

    /// A closed block before the call holds nothing of it, and a block that is neither the declaration nor a
    /// `switch` (an `if`) stops the walk; a call that is the whole body is an implicit return, one followed by a
    /// member or by more statements is not.
    @Test func blocksAroundTheCall() {
        #expect(returned("""
            var a: UIFont? {
                if flag { log() }
                return UIFont(name: "A", size: 1)
            }
            var b: UIFont? {
                if flag { return UIFont(name: "B", size: 1) }
                return nil
            }
            var c: UIFont? { UIFont(name: "C", size: 1) }
            var d: UIFont? { UIFont(name: "D", size: 1)?.withSize(2) }
            var e: UIFont? { let f = UIFont(name: "E", size: 1); return f }
            """) == ["A returned", "B not", "C returned", "D not", "E not"])
    }

    /// Objective-C is not read for this: its lookups return through a pointer type, checked elsewhere.
    @Test func objectiveCIsNotRead() {
        #expect(returned("""
            - (UIFont *)a { return [UIFont fontWithName:@"A" size:12]; }
            """, .objectiveC) == ["A not"])
    }
}
