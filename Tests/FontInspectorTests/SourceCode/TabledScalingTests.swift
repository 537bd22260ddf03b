import Foundation
import Testing
@testable import FontInspector
import TestSupport

/// The tabled scaling check answers as the per-call scans did (`ReferenceFontMetricsScaling`), for every token
/// of the examples' and tests' sources and of shapes chosen to reach each branch of the walks.
@Suite struct TabledScalingTests {
    /// Every token's statement and every UIFont call's answer, from both implementations.
    func compare(_ text: String, _ language: SourceLanguage) -> (differences: Int, scaled: Int, calls: Int) {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            let structure = TokenStructure(SourceLexer.lex(buffer, language: language), bytes: buffer, language: language)
            let tabled = FontMetricsScaling(structure: structure)
            let reference = ReferenceFontMetricsScaling(structure: structure)
            var differences = 0
            var scaled = 0
            var calls = 0
            for index in 0..<structure.count {
                if tabled.statementRange(around: index) != reference.statementRange(around: index) { differences += 1 }
                // Every word is asked, not only UIFont: the tables must hold for any token.
                guard structure.tokens[index].kind == .word else { continue }
                let answer = tabled.isScaled(callStart: index)
                if answer != reference.isScaled(callStart: index) { differences += 1 }
                if structure.isWord(index, "UIFont") || structure.isWord(index, "fontWithName") {
                    calls += 1
                    if answer { scaled += 1 }
                }
            }
            return (differences, scaled, calls)
        }
    }

    /// The names of the UIFont calls the scanner sees scaled.
    func scaledNames(_ text: String, _ language: SourceLanguage) -> [String] {
        SourceFileScanner.calls(in: text, file: "F", language: language).filter { $0.textSize == .scaledByFontMetrics }.compactMap(\.name)
    }

    static let sourceFiles: [String] = {
        let root = Fixtures.repositoryRoot
        var files: [String] = []
        for folder in ["Examples", "Tests", "Fuzz/Seeds/source", "Fuzz/Regressions/source"] {
            guard let walker = FileManager.default.enumerator(atPath: root + "/" + folder) else { continue }
            while let path = walker.nextObject() as? String {
                if SourceLanguage(path: path) != nil || folder.hasPrefix("Fuzz") { files.append(folder + "/" + path) }
            }
        }
        return files.sorted()
    }()

    @Test func thereAreSourcesToCompare() {
        #expect(Self.sourceFiles.count > 20)
    }

    @Test(arguments: sourceFiles)
    func sameAnswersAsThePerCallScan(_ file: String) throws {
        let data = try #require(FileManager.default.contents(atPath: Fixtures.repositoryRoot + "/" + file))
        let text = String(decoding: data, as: UTF8.self)
        for language in [SourceLanguage.swift, .objectiveC] {
            #expect(compare(text, language).differences == 0, "\(file) as \(language)")
        }
    }

    @Test func shapesOfEveryBranch() {
        let swift = """
            let a = UIFont(name: "A", size: 1)!
            label.font = UIFontMetrics.default.scaledFont(for: a)
            func f() {
                guard let b = UIFont(name: "B", size: 1) else { return }
                let c: UIFont? = UIFont(name: "C", size: 1)
                self.d.e = UIFont(name: "D", size: 1)
                x.font = metrics.scaledFont(for: self.d.e.withSize(3))
                if flag { y = metrics.scaledFont(for: b) }
                let g = [UIFont(name: "G", size: 1)!,
                         metrics.scaledFont(for: UIFont(name: "H", size: 2)!)]
                let i = UIFont(name: "I", size: 1)
                    ?? UIFont(name: "J", size: 2)
                a.b.c.d.e = UIFont(name: "K", size: 1)
                z = m.scaledFont(for: a.b.c.d.e)
                a.b.c.d.f = UIFont(name: "L", size: 1)
                ) } ] ( {
            }
            let late = UIFont(name: "M", size: 1); m.scaledFont(for: late)
            """
        #expect(compare(swift, .swift).differences == 0)
        #expect(scaledNames(swift, .swift) == ["A", "B", "D", "G", "H", "K", "M"])
        let objectiveC = """
            UIFont *a = [UIFont fontWithName:@"A" size:1];
            self.label.font = [metrics scaledFontForFont:a];
            - (void)f { UIFont *b = [UIFont fontWithName:@"B" size:1]; { [m scaledFontForFont:c]; } }
            """
        #expect(compare(objectiveC, .objectiveC).differences == 0)
        #expect(scaledNames(objectiveC, .objectiveC) == ["A"])
    }
}
