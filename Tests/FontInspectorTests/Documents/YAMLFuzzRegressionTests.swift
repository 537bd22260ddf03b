import Foundation
import Testing
@testable import FontInspector
import TestSupport

/// The hostile inputs kept for `scripts/fuzz yaml` (Fuzz/Regressions/yaml/), replayed through the YAML reader
/// and the XcodeGen reader: each stops at its bound with one clear problem, or reads with bounded notes.
@Suite struct YAMLFuzzRegressionTests {
    static let directory = Fixtures.repositoryRoot + "/Fuzz/Regressions/yaml"

    /// Parsed by YAMLReading itself, so the problem keeps libyaml's own kind (`tooManyNodes`).
    static func read(_ name: String) throws -> Result<YAMLDocument, YAMLProblem> {
        let file = directory + "/" + name
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        return Result { () throws(YAMLProblem) in try YAMLDocument.parse(data, file: file) }
    }

    @Test func everyKeptInputIsReplayedHere() throws {
        #expect(try FileManager.default.contentsOfDirectory(atPath: Self.directory).sorted() == [
            "billion-laughs.yml", "deep-block-nesting.yml", "deep-flow-nesting.yml", "self-referencing-spec.yml",
        ])
    }

    @Test func billionLaughsStopsAtTheNodeBound() {
        let file = Self.directory + "/billion-laughs.yml"
        #expect(throws: YAMLProblem(
            kind: .tooManyNodes, message: "aliases expand to more than 1000000 nodes; not read", file: file, line: 6, column: 45)) {
            try Self.read("billion-laughs.yml").get()
        }
    }

    @Test func deepNestingStopsAtTheDepthBound() {
        #expect(throws: YAMLProblem(
            kind: .tooDeep, message: "sequences and mappings nest deeper than 128 levels; not read",
            file: Self.directory + "/deep-flow-nesting.yml", line: 1, column: 129)) { try Self.read("deep-flow-nesting.yml").get() }
        // Mapping k127 is the 129th collection (the root is the first): it opens at the value after `k127:`.
        #expect(throws: YAMLProblem(
            kind: .tooDeep, message: "sequences and mappings nest deeper than 128 levels; not read",
            file: Self.directory + "/deep-block-nesting.yml", line: 129, column: 129)) { try Self.read("deep-block-nesting.yml").get() }
    }

    @Test func aSpecThatUsesItselfEndsWithNotes() throws {
        let file = Self.directory + "/self-referencing-spec.yml"
        let root = try #require(try Self.read("self-referencing-spec.yml").get().root)
        let (targets, notes) = XcodeGenProjectReader.targets(in: root, file: file, walkedFiles: [])
        #expect(targets.map(\.target.name) == ["A_iOS", "A_iOS"])
        #expect(notes.map(\.message) == [
            "target \"A\": template \"T\" uses itself or nests deeper than 16; not applied",
            "target \"A_iOS\": sources path \"App\" (line 5) matches no file scanned",
            "target \"A_iOS\": sources path \"App\" (line 5) matches no file scanned",
        ])
    }
}
