import Foundation
import Testing
@testable import FontInspector
import TestSupport

/// M402: a name resolves among the fonts of the app targets that build its file, not the whole checkout's. The
/// fixtures are font-not-registered's own examples; here, which file each name loads.
@Suite struct TargetFontScopeTests {
    @Test func eachTargetsNameLoadsItsOwnCopy() throws {
        let loaded = try Self.loadedFiles(in: Self.example("two app targets each copy their own copy"))
        #expect(loaded == [["App/Title.swift", "App/Fonts/HarborSans-Bold.ttf"], ["Kiosk/Title.swift", "Kiosk/Fonts/HarborSans-Bold.ttf"]])
    }

    @Test func aFrameworksFileAndAFileInNoTargetLoadTheCheckoutsRegisteredCopy() throws {
        let loaded = try Self.loadedFiles(in: Self.example("a framework's code, and a file no target builds"))
        #expect(loaded == [["HarborKit/Badge.swift", "App/Fonts/HarborSans-Bold.ttf"], ["Tools/Preview.swift", "App/Fonts/HarborSans-Bold.ttf"]])
    }

    private static func example(_ summaryStart: String) -> RuleExample {
        let examples = FontNotRegistered.description.triggering + FontNotRegistered.description.nonTriggering
        return examples.first { $0.summary.hasPrefix(summaryStart) }!
    }

    /// Each reference's file and the font file its name loads, relative to the app.
    private static func loadedFiles(in example: RuleExample) throws -> [[String]] {
        let app = try TempApp()
        for file in example.files {
            switch file.content {
            case .text: try app.text(file.unmarkedText ?? "", at: file.path)
            case .font(let repositoryPath, _): try app.directory.copy(relativeTo: Fixtures.repositoryRoot + "/" + repositoryPath, as: file.path)
            }
        }
        return try app.lint().references.map { reference in
            [reference.location.file, reference.fontFile ?? "none"].map { $0.replacingOccurrences(of: app.root + "/", with: "") }
        }
    }
}
