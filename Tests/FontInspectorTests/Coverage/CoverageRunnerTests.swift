import Testing
@testable import FontInspector
import TestSupport

/// The coverage pipeline called from Swift, as the `coverage` command calls it.
@Suite struct CoverageRunnerTests {
    @Test func checksTheAppsFontsAgainstItsStringsLanguageByLanguage() {
        let run = CoverageRunner.run(CoverageOptions(root: Fixtures.localizedApp))
        #expect(run.errors.isEmpty)
        #expect(run.notes.isEmpty)
        #expect(run.coverage.map { $0.faces.map(\.postScriptName) } == [["FixtureCover-Regular"], ["FixtureCover-Bold"]])
        #expect(run.stringCount == 28)
        #expect(run.languageCount == 7)
        #expect(run.stringFiles.map { String($0.dropFirst(Fixtures.localizedApp.count)) } == [
            "/Base.lproj/Main.strings", "/Localizable.xcstrings", "/de.lproj/Localizable.stringsdict",
            "/en.lproj/Localizable.strings", "/pl.lproj/Localizable.strings", "/vi.lproj/Localizable.strings",
        ])
        let bold = run.coverage[1].languages.map { "\($0.language) \($0.missing.count)/\($0.checkedCharacterCount)" }
        #expect(bold == ["Base 0/2", "de 1/8", "en 1/25", "ja 4/5", "pl 3/9", "ru 6/11", "vi 3/16"])
        #expect(run.lacksCharacters)
    }

    @Test func nothingToCheckIsAnErrorNamingWhatWasGiven() {
        let run = CoverageRunner.run(CoverageOptions(fontFiles: ["/nonexistent/fonts"]))
        #expect(run.coverage.isEmpty)
        #expect(!run.lacksCharacters)
        #expect(run.errors.map(\.description) == [
            "/nonexistent/fonts: no such file or directory",
            "the files given: no font that Apple platforms load was found to check",
            "the files given: no strings were found to check (.strings, .stringsdict, .xcstrings, --text)",
        ])
        #expect(CoverageTextReport.generateReport(run, context: ReportContext()) == "")
    }
}
