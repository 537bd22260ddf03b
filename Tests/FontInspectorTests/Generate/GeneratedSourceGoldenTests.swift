import Foundation
import Testing
@testable import FontInspector
import TestSupport

/// The generated code of each `GenerateCase` is what its golden file holds, byte for byte. After a deliberate change,
/// `scripts/update-generate-goldens` rewrites them (this test with FONTINSPECT_UPDATE_GOLDENS=1); read the diff.
@Suite struct GeneratedSourceGoldenTests {
    static let updating = ProcessInfo.processInfo.environment["FONTINSPECT_UPDATE_GOLDENS"] == "1"

    @Test(arguments: GenerateCase.all)
    func theGeneratedCodeIsTheGoldenFile(_ testCase: GenerateCase) throws {
        let source = try testCase.source()
        if Self.updating {
            try Data(source.utf8).write(to: URL(fileURLWithPath: testCase.golden))
            return
        }
        let golden = try String(contentsOfFile: testCase.golden, encoding: .utf8)
        let difference = FirstDifference.of(source, golden)
        #expect(difference == nil, "\(testCase.golden) is stale (run scripts/update-generate-goldens): \(difference ?? "")")
    }

    @Test func generatingTwiceGivesTheSameText() throws {
        let testCase = GenerateCase.all[1]
        #expect(try testCase.source() == testCase.source())
    }
}
