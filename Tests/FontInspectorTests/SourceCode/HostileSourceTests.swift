import Testing
@testable import FontInspector

/// Inputs that once cost quadratic time (issue 10), with the exact answers they must still give; their
/// timing is measured by bench/hostile-source, not here.
@Suite struct HostileSourceTests {
    @Test func columnsOfManyCallsOnOneLine() {
        // `ł` is two bytes and one column; each item is 29 columns.
        let item = #"UIFont(name: "ł", size: 1)!, "#
        #expect(item.unicodeScalars.count == 29)
        let text = "let ł = [" + String(repeating: item, count: 3000) + "]\n  let x = UIFont(name: \"A\", size: 1)"
        let calls = SourceFileScanner.calls(in: text, file: "Line.swift", language: .swift)
        #expect(calls.count == 3001)
        // `let ł = [` is 9 columns; the name's quote is 13 columns into an item.
        #expect(calls.prefix(3000).map(\.column) == (0..<3000).map { 10 + 29 * $0 + 13 })
        #expect(calls.prefix(3000).allSatisfy { $0.line == 1 })
        #expect((calls.last?.line, calls.last?.column) == (2, 24))
    }

    @Test func columnsAreCountedAgainWhenAskedOutOfOrder() {
        let text = #"a("x") ; "y" ; "zł" ; "w""#
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            let structure = TokenStructure(SourceLexer.lex(buffer, language: .swift), bytes: buffer, language: .swift)
            let strings = (0..<structure.count).filter(structure.isString)
            var counter = TokenStructure.ColumnCounter(structure: structure)
            let forward = strings.map { counter.column(of: $0) }
            let backward = strings.reversed().map { counter.column(of: $0) }
            #expect(forward == [3, 10, 16, 23])
            #expect(backward == [23, 16, 10, 3])
            #expect(strings.map(structure.column(of:)) == forward)
        }
    }

    @Test func manyCallsInOneBlockKeepTheirScaling() {
        var lines = ["func style() {"]
        for index in 0..<2000 {
            lines.append("    let font\(index) = UIFont(name: \"F\(index)\", size: 17)!")
            if index % 3 == 0 { lines.append("    label.font = UIFontMetrics.default.scaledFont(for: font\(index))") }
        }
        lines.append("}")
        let calls = SourceFileScanner.calls(in: lines.joined(separator: "\n"), file: "Block.swift", language: .swift)
        #expect(calls.count == 2000)
        #expect(calls.filter { $0.textSize == .scaledByFontMetrics }.compactMap(\.name) == stride(from: 0, to: 2000, by: 3).map { "F\($0)" })
    }

    /// M462: each implicit `.init(name:size:)` looks for its type a bounded way back, so a switch of two thousand of
    /// them costs linear time; the cases farther than that from the declaration are not read.
    @Test func manyImplicitInitializersInOneSwitchAreReadInBoundedTime() {
        var lines = ["var face: UIFont {", "    switch kind {"]
        for index in 0..<2000 { lines.append("    case .k\(index): .init(name: \"F\(index)\", size: 17)!") }
        lines += ["    }", "}"]
        let calls = SourceFileScanner.calls(in: lines.joined(separator: "\n"), file: "Switch.swift", language: .swift)
        #expect(calls.compactMap(\.name) == (0..<calls.count).map { "F\($0)" })
        #expect(calls.count == 64)
    }

    @Test func aVeryLongUnknownNameGetsTheUsualHint() throws {
        let bundle = try LintFixtures.bundle(
            fonts: [LintFixtures.goodFonts + "/HarborSans-Regular.ttf"], systemFontNames: Set(AppleSystemFonts.postScriptNames))
        let lookup = FontNameLookup(bundle: bundle)
        guard case .unresolved(let hint) = lookup.resolution(of: String(repeating: "HarborSans", count: 10_000)) else {
            Issue.record("a 100,000-letter name resolved")
            return
        }
        #expect(hint == "no face answers to it by any of the three")
        guard case .unresolved(let near) = lookup.resolution(of: String(repeating: "x", count: 3) + "HarborSans-Regular") else {
            Issue.record("a near miss resolved")
            return
        }
        #expect(near == #"did you mean "HarborSans-Regular"?"#)
    }
}
