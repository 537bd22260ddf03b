import Foundation
import Testing
@testable import FontInspector
import TestSupport

/// The inputs `scripts/fuzz source` kept (Fuzz/Regressions/source/): each scanned as Swift and as Objective-C
/// the way the fuzz target scans it, to the same calls as when it was kept. Under `scripts/sanitize` this
/// replays the original finding.
@Suite struct SourceFuzzRegressionTests {
    static let directory = Fixtures.repositoryRoot + "/Fuzz/Regressions/source"

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    static func calls(in name: String, _ language: SourceLanguage) throws -> [SourceFontCall] {
        let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name))
        return SourceFileScanner.calls(in: String(decoding: data, as: UTF8.self), file: name, language: language)
    }

    @Test(arguments: inputs)
    func replay(_ name: String) throws {
        for language in [SourceLanguage.swift, .objectiveC] {
            for call in try Self.calls(in: name, language) {
                #expect(call.line >= 1 && call.column >= 1)
            }
        }
    }
}
