import Foundation
import Testing
@testable import FontInspector
import TestSupport

/// Every input the fuzzer found a problem with (Fuzz/Regressions/face/, see scripts/fuzz), read the
/// way the fuzz target reads it. Under `scripts/sanitize` this replays the original finding.
@Suite struct FuzzRegressionTests {
    static let directory = Fixtures.repositoryRoot + "/Fuzz/Regressions/face"

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    @Test func thereAreInputsToReplay() {
        #expect(!Self.inputs.isEmpty)
    }

    @Test(arguments: inputs)
    func replay(_ name: String) throws {
        let path = Self.directory + "/" + name
        let reading = try FaceReader().read(path: path, depth: .details(languages: true))
        #expect(!reading.faces.isEmpty || !reading.errors.isEmpty)
        for error in reading.errors {
            #expect(error.file == path && !error.message.isEmpty && !error.message.contains("\n"))
        }
        for details in reading.details {
            #expect(!InfoTextReport.render(details).isEmpty)
        }
    }
}
