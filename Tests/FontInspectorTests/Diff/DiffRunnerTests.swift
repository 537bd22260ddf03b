import Foundation
import Testing
@testable import FontInspector
import TestSupport

/// `diff` over the generated pairs (TestFonts/generate_diff.py): every kind of change with the values the
/// generator wrote.
@Suite struct DiffRunnerTests {
    static let old = Fixtures.font("Generated/Diff/Old")
    static let new = Fixtures.font("Generated/Diff/New")
    static let app = Fixtures.repositoryRoot + "/Tests/Fixtures/DiffApp"

    static func run(app: String? = nil, strict: Bool = false) throws -> DiffResult {
        try DiffRunner.run(DiffOptions(old: old, new: new, app: app, strict: strict))
    }

    static func change(_ result: DiffResult, _ oldName: String) throws -> FaceChange {
        try #require(result.changes.first { $0.pair.old.face.postScriptName == oldName })
    }

    @Test func pairsByPostScriptNameThenFamilyAndStyleThenFile() throws {
        let result = try Self.run()
        let pairs = result.changes.map { "\($0.pair.old.label) \($0.pair.new.label) \($0.pair.method.rawValue)" }
        #expect(pairs == [
            "DiffMono-Regular DiffMono-Regular postScriptName",
            "DiffSans-Bold DiffSans-Bold postScriptName",
            "DiffSans-Light DiffSansText-Light file",
            "DiffSans-Medium DiffSansMedium familyAndStyle",
            "DiffSans-Regular DiffSans-Regular postScriptName",
            "DiffSerif-Bold DiffSerif-Bold postScriptName",
            "DiffSerif-Regular DiffSerif-Regular postScriptName",
        ])
        #expect(result.removed.map(\.label) == ["DiffGone-Regular"])
        #expect(result.added.map(\.label) == ["DiffSerif-Light"])
        #expect(result.errors == [])
    }

    @Test func renamedAndSplitFacesSayWhatChanged() throws {
        let result = try Self.run()
        #expect(try Self.change(result, "DiffSans-Medium").attributes == [AttributeChange(.postScriptName, old: "DiffSans-Medium", new: "DiffSansMedium")])
        #expect(try Self.change(result, "DiffSans-Light").attributes == [
            AttributeChange(.postScriptName, old: "DiffSans-Light", new: "DiffSansText-Light"),
            AttributeChange(.family, old: "Diff Sans", new: "Diff Sans Text"),
            AttributeChange(.fullName, old: "Diff Sans Light", new: "Diff Sans Text Light"),
            // Alone in its new family, nothing heavier is left for Bold Text.
            AttributeChange(.boldText, old: "DiffSans-Bold", new: "none"),
        ])
    }

    @Test func weightWidthSlopeContainerAndStaticToVariable() throws {
        let result = try Self.run()
        #expect(try Self.change(result, "DiffSans-Bold").attributes == [AttributeChange(.weight, old: "700", new: "800")])
        #expect(try Self.change(result, "DiffMono-Regular").attributes == [
            AttributeChange(.width, old: "5", new: "3"), AttributeChange(.italic, old: "no", new: "yes"),
            AttributeChange(.container, old: "sfnt", new: "WOFF2"),
        ])
        #expect(try Self.change(result, "DiffSerif-Regular").attributes == [AttributeChange(.variable, old: "static", new: "variable (named instance 2)")])
        #expect(try Self.change(result, "DiffSerif-Bold").attributes == [AttributeChange(.variable, old: "static", new: "variable (named instance 3)")])
    }

    @Test func licenceVersionBoldTextCoverageAndMetricsOfTheRegular() throws {
        let change = try Self.change(try Self.run(), "DiffSans-Regular")
        #expect(change.pair.method == .postScriptName)
        #expect(change.attributes == [
            AttributeChange(.embedding, old: "Installable embedding", new: "Preview & Print embedding"),
            AttributeChange(.version, old: "Version 1.500", new: "Version 2.000"),
            // Bold (700) moved to 800: for a 400 face iOS's target is 600, and Medium (500) is now nearer.
            AttributeChange(.boldText, old: "DiffSans-Bold", new: "DiffSansMedium"),
        ])
        #expect(change.coverage == CoverageChange(lost: [0x0142, 0x20AC], gained: [], lostInAppStrings: []))
        let metrics = try #require(change.verticalMetrics)
        // (800 + 200 + 200) / 1000 × 17 = 20.4 pt; (900 + 250 + 0) / 1000 × 17 = 19.55 pt: −4.17 %.
        #expect(metrics.oldLineHeight == 20.4)
        #expect(metrics.newLineHeight == 19.55)
        #expect(metrics.lineHeightChangePercent == -4.2)
        #expect(metrics.fields.map { "\($0.name) \($0.old) \($0.new)" } == [
            "hhea.ascender 800 900", "hhea.descender -200 -250", "hhea.lineGap 200 0", "USE_TYPO_METRICS off on", "head.yMax 740 960",
        ])
        #expect(metrics.newlyExceedsLine)
    }

    @Test func withoutAnAppNothingBreaksUnlessStrict() throws {
        let result = try Self.run()
        #expect(!result.breaks)
        // Sorted by file: NEW's faces (where renames and losses point) before OLD's removed one.
        #expect(result.findings.map { "\($0.severity.rawValue) \($0.ruleID) \($0.subject ?? "")" } == [
            "warning diff-postscript-name-changed DiffSans-Light",
            "warning diff-coverage-lost DiffSans-Regular",
            "warning diff-postscript-name-changed DiffSans-Medium",
            "warning diff-face-removed DiffGone-Regular",
        ])
        #expect(try Self.run(strict: true).breaks)
    }

    @Test func theAppsBrokenReferencesLandOnTheirLines() throws {
        let result = try Self.run(app: Self.app)
        #expect(result.breaks)
        #expect(result.referenceCount == 7)
        let app = Self.app
        let lines = result.findings.filter { $0.location.line != nil }.map { finding in
            "\(finding.location.file.replacingOccurrences(of: app + "/", with: "")):\(finding.location.line ?? 0):\(finding.location.column ?? 0) \(finding.ruleID)"
        }
        #expect(lines == [
            "Base.lproj/Main.storyboard:9:104 diff-reference-breaks",
            "Info.plist:10:0 diff-registered-file-removed",
            "Info.plist:13:0 diff-registered-file-removed",
            "Info.plist:14:0 diff-registered-file-removed",
            "Sources/AppFonts.swift:6:39 diff-reference-breaks",
            "Sources/AppFonts.swift:7:37 diff-reference-breaks",
            "Sources/AppFonts.swift:8:37 diff-reference-changes-face",
            "Styles.plist:6:0 diff-bold-text-changes",
        ])
        let messages = result.findings.filter { $0.location.file.hasSuffix("AppFonts.swift") }.map(\.message.text)
        #expect(messages == [
            "UIFont(name:size:) \"DiffSans-Light\" loads DiffSans-Light in OLD; no NEW face answers to it; that face is now named \"DiffSansText-Light\"",
            "UIFont(name:size:) \"DiffGone-Regular\" loads DiffGone-Regular in OLD; no NEW face answers to it; that face was removed",
            // The family name loaded the static Regular; NEW's variable font answers with its default instance, Light.
            "UIFont(name:size:) \"Diff Serif\" loads DiffSerif-Regular in OLD but DiffSerif-Light in NEW (by family name)",
        ])
        // body has no boldFontName: NEW's Bold (now 800) is farther from 600 than Medium (500).
        #expect(result.findings.last?.messageWithinFile == "body: Bold Text switches to DiffSansMedium in NEW; it was DiffSans-Bold")
        // The app loads DiffGone-Regular, so its removal is an error; the app's strings use both lost characters.
        #expect(result.findings.first { $0.ruleID == "diff-face-removed" }?.severity == .error)
        #expect(try Self.change(result, "DiffSans-Regular").coverage?.lostInAppStrings == [0x0142, 0x20AC])
    }

    @Test func anUnreadableFileIsAnErrorAndTheRestIsStillCompared() throws {
        let directory = try Fixtures.temporaryDirectory()
        for file in try FileManager.default.contentsOfDirectory(atPath: Self.new) {
            try directory.copy("Generated/Diff/New/" + file, as: file)
        }
        try directory.copy("Malformed/truncated.ttf", as: "Broken.ttf")
        let result = try DiffRunner.run(DiffOptions(old: Self.old, new: directory.path))
        #expect(result.errors.map(\.file) == [directory.path + "/Broken.ttf"])
        #expect(result.changes.count == 7)
        #expect(result.removed.map(\.label) == ["DiffGone-Regular"])
    }

    @Test func aMissingPathStopsTheDiff() {
        #expect(throws: DiffSetupError.self) { try DiffRunner.run(DiffOptions(old: Self.old, new: "/nonexistent/New")) }
        do {
            _ = try DiffRunner.run(DiffOptions(old: Self.old, new: "/nonexistent/New"))
        } catch {
            #expect(error.message == "/nonexistent/New: no such file or directory")
        }
    }
}
