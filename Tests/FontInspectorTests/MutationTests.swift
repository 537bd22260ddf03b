import Foundation
import Testing
@testable import FontInspector

/// Thousands of damaged fonts, made from every generated test font with a fixed seed: the reader
/// must come back from each with faces or with a clear error naming the file — never crash, hang
/// or return nothing. A failure names the mutant (source, mutation, index) so that it can be rebuilt.
@Suite struct MutationTests {
    static let seed: UInt64 = 0x666F_6E74_696E_7370  // "fontinsp"
    static let mutantsPerFontAndMutation = 25

    static func sourceFonts() throws -> [(name: String, bytes: [UInt8])] {
        let root = Fixtures.font("Generated")
        let files = try FileManager.default.subpathsOfDirectory(atPath: root).sorted()
            .filter { !$0.hasSuffix(".md") && FileStatus.of(root + "/" + $0) != .directory }
        return try files.map { ($0, try [UInt8](Data(contentsOf: URL(fileURLWithPath: root + "/" + $0)))) }
    }

    @Test func everyMutantGivesFacesOrAClearError() throws {
        let directory = try Fixtures.temporaryDirectory()
        let reader = try FaceReader()
        var mutator = FontMutator(random: SplitMix64(seed: Self.seed))
        var mutants = 0
        var rejected: [FontMutator.Mutation: Int] = [:]
        var renamed: [FontMutator.Mutation: Int] = [:]
        for source in try Self.sourceFonts() {
            let fileName = (source.name as NSString).lastPathComponent
            let originalNames = Self.names(of: reader.read(path: Fixtures.font("Generated/" + source.name)))
            for mutation in FontMutator.Mutation.allCases {
                for index in 0..<Self.mutantsPerFontAndMutation {
                    guard let bytes = mutator.mutate(source.bytes, by: mutation) else { continue }
                    let name = "\(mutation.rawValue)-\(index)-\(fileName)"
                    let path = directory.path + "/" + name
                    try directory.write(bytes, as: name)
                    let reading = reader.read(path: path, depth: .details(languages: true))
                    try FileManager.default.removeItem(atPath: path)
                    mutants += 1
                    #expect(!reading.faces.isEmpty || !reading.errors.isEmpty, "\(source.name) \(name): no face and no error")
                    for error in reading.errors {
                        #expect(error.file == path && !error.reason.isEmpty && !error.reason.contains("\n"),
                                "\(source.name) \(name): unclear error \(error)")
                    }
                    if reading.faces.isEmpty {
                        rejected[mutation, default: 0] += 1
                    } else if Self.names(of: reading) != originalNames {
                        renamed[mutation, default: 0] += 1
                    }
                }
            }
        }
        #expect(mutants >= 2000)
        // The damage is real: every kind changes what is read, and all but name-table damage (which
        // FreeType survives by dropping records) make some files unreadable.
        for mutation in FontMutator.Mutation.allCases {
            #expect((rejected[mutation] ?? 0) + (renamed[mutation] ?? 0) > 0, "\(mutation): no mutant read differently")
        }
        #expect(rejected[.nameTable] == nil)
        #expect((rejected[.byteFlips] ?? 0) > 0 && (rejected[.truncation] ?? 0) > 0 && (rejected[.tableDirectory] ?? 0) > 0)
    }

    static func names(of reading: FontFileReading) -> [[String?]] {
        reading.faces.map { [$0.postScriptName, $0.family, $0.style, $0.fullName] }
    }
}
