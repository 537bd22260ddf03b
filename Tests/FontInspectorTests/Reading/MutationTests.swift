import Foundation
import Testing
@testable import FontInspector
import TestSupport

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

    struct Mutant {
        var source: String
        var mutation: FontMutator.Mutation
        var path: String
    }

    @Test func everyMutantGivesFacesOrAClearError() throws {
        let directory = try Fixtures.temporaryDirectory()
        var mutator = FontMutator(random: SplitMix64(seed: Self.seed))
        var mutants: [Mutant] = []
        var originalNames: [String: [[String?]]] = [:]
        let reader = try FaceReader()
        for source in try Self.sourceFonts() {
            // The folders in the name too: Diff/Old and Diff/New hold files of the same name.
            let fileName = source.name.replacingOccurrences(of: "/", with: "-")
            originalNames[source.name] = Self.names(of: reader.read(path: Fixtures.font("Generated/" + source.name)))
            for mutation in FontMutator.Mutation.allCases {
                for index in 0..<Self.mutantsPerFontAndMutation {
                    guard let bytes = mutator.mutate(source.bytes, by: mutation) else { continue }
                    let name = "\(mutation.rawValue)-\(index)-\(fileName)"
                    try directory.write(bytes, as: name)
                    mutants.append(Mutant(source: source.name, mutation: mutation, path: directory.path + "/" + name))
                }
            }
        }
        #expect(mutants.count >= 2000)

        // Read the way `info` reads a folder: every file named, on all cores, languages included.
        let candidates = FontFileCollector.collect(mutants.map(\.path)).candidates
        #expect(candidates.map(\.path) == mutants.map(\.path))
        let readings = FontScanner.read(candidates, depth: .details(languages: true))
        var rejected: [FontMutator.Mutation: Int] = [:]
        var renamed: [FontMutator.Mutation: Int] = [:]
        for (mutant, reading) in zip(mutants, readings) {
            let label = "\(mutant.source) → \((mutant.path as NSString).lastPathComponent)"
            #expect(!reading.faces.isEmpty || !reading.errors.isEmpty, "\(label): no face and no error")
            for error in reading.errors {
                #expect(error.file == mutant.path && !error.reason.isEmpty && !error.reason.contains("\n"),
                        "\(label): unclear error \(error)")
            }
            if reading.faces.isEmpty {
                rejected[mutant.mutation, default: 0] += 1
            } else if Self.names(of: reading) != originalNames[mutant.source] {
                renamed[mutant.mutation, default: 0] += 1
            }
        }
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
