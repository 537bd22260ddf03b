import Testing
@testable import FontInspector

/// Which font calls' results the code tests for nil (FP780). Results read `name tested` or `name not`.
@Suite struct FontLookupNilTestTests {
    func tested(_ text: String, _ language: SourceLanguage = .swift) -> [String] {
        SourceFileScanner.calls(in: text, file: language == .swift ? "View.swift" : "View.m", language: language).map { call in
            (call.name ?? "nil") + (call.resultIsNilTested ? " tested" : " not")
        }
    }

    /// Swift: `if let`, `guard let`, an annotated `let` then `== nil`, `nil !=`; not `??`, `!`, a use before the
    /// test, a member of the same name, or a test after another use.
    @Test func swiftForms() {
        #expect(tested("""
            if let a = UIFont(name: "A", size: 1) { label.font = a }
            guard let b = NSFont(name: "B", size: 1) else { return }
            let c: NSFont? = NSFont(name: "C", size: 1)
            if c == nil { return }
            let d = UIFont(name: "D", size: 1)
            if nil != d { show(d) }
            let e = UIFont(name: "E", size: 1) ?? .systemFont(ofSize: 1)
            let f = UIFont(name: "F", size: 1)!
            let g = UIFont(name: "G", size: 1)
            label.font = g
            if g == nil { return }
            let h = UIFont(name: "H", size: 1)
            self.h = nil
            show(h)
            if h == nil { return }
            """) == ["A tested", "B tested", "C tested", "D tested", "E not", "F not", "G not", "H not"])
    }

    /// A member assignment binds no name (review of session 16): `label.font = …` then a bare `font` test is another
    /// variable's.
    @Test func aMemberAssignmentIsNoBinding() {
        #expect(tested("""
            label.font = UIFont(name: "A", size: 1)
            if font == nil { return }
            """) == ["A not"])
    }

    /// The Swift name of an Objective-C method whose first keyword holds a preposition, as `UncalledFontHelpers`
    /// looks for it besides the keyword (review of session 16).
    @Test func theSwiftBaseNameOfAnObjectiveCKeyword() {
        func base(_ keyword: String) -> String? { UncalledFontHelpers.swiftBaseName(Array(keyword.utf8)).map { String(decoding: $0, as: UTF8.self) } }
        #expect(base("appFontWithWeight") == "appFont")
        #expect(base("markerFontOfSize") == "markerFont")
        #expect(base("topicTitleFont") == nil)
        #expect(base("withSize") == nil)
    }

    /// Objective-C: `if (!font)`, `if (font)`, `font == nil`; not a plain assignment used first.
    @Test func objectiveCForms() {
        #expect(tested("""
            NSFont *a = [NSFont fontWithName:@"A" size:12];
            if (!a) { a = [NSFont systemFontOfSize:13]; }
            NSFont *b = [NSFont fontWithName:@"B" size:12];
            if (b) { self.font = b; }
            font = [UIFont fontWithName:@"C" size:12];
            if (font == nil) return;
            NSFont *d = [NSFont fontWithName:@"D" size:12];
            self.label.font = d;
            """, .objectiveC) == ["A tested", "B tested", "C tested", "D not"])
    }
}
