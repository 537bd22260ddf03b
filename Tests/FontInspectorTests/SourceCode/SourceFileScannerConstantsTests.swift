import Foundation
import Testing
@testable import FontInspector
import TestSupport

/// The constants pass reads only the files passed over (no font call) that may declare a looked-up name: what
/// it leaves out must never change an answer. Results read as in `StringConstantTableTests`.
@Suite struct SourceFileScannerConstantsTests {
    /// The calls described, the file each call's first resolved name is written in, and the files' paths.
    func scan(_ files: [(String, String)]) throws -> (calls: [String], definedIn: [String?], paths: [String]) {
        let directory = try Fixtures.temporaryDirectory()
        let paths = files.map { name, text in
            let path = directory.path + "/" + name
            _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
            return path
        }
        let calls = SourceFileScanner.scan(paths).calls
        return (calls.map(StringConstantTableTests.describe), calls.map { $0.resolvedNames.first?.file }, paths)
    }

    @Test func aNameIsFollowedThroughFilesWithoutFontCallsToAFixedPoint() throws {
        let (calls, _, _) = try scan([
            ("Label.swift", "let label = UIFont(name: Theme.title, size: 17)\n"),
            ("Theme.swift", "enum Theme {\n    static let title = Brand.heading\n}\n"),
            ("Unrelated.swift", "struct Row { let title = \"Not a font\" }\n"),
            ("Brand.swift", "enum Brand {\n    static let heading = kHeadingFace\n}\n"),
            ("Faces.swift", "// The brand's faces.\nlet kHeadingFace = \"Inter-Bold\"\n"),
        ])
        #expect(calls == ["1:26 Theme.title -> \"Inter-Bold\"@2"])
    }

    @Test func everyFileDeclaringALookedUpNameCountsSoAmbiguityStaysAmbiguous() throws {
        // Two files without font calls declare `kFace` with different values: neither is guessed.
        let (calls, _, _) = try scan([
            ("A.swift", "let a = UIFont(name: kFace, size: 12)\n"),
            ("B.swift", "let kFace = \"Inter-Bold\"\n"),
            ("C.swift", "let other = 1\n"),
            ("D.swift", "let kFace = \"Inter-Light\"\n"),
        ])
        #expect(calls == ["1:22 kFace -> run time"])
    }

    @Test func theFirstDeclarationOfEqualValuesIsTheOneReportedWhateverFilesAreLeftOut() throws {
        let (calls, definedIn, paths) = try scan([
            ("A.swift", "let a = UIFont(name: kFace, size: 12)\n"),
            ("B.swift", "let unrelated = \"x\"\n"),
            ("C.swift", "\n\nlet kFace = \"Inter-Bold\"\n"),
            ("D.swift", "let kFace = \"Inter-Bold\"\n"),
        ])
        #expect(calls == ["1:22 kFace -> \"Inter-Bold\"@3"])
        #expect(definedIn == [paths[2]])
    }

    @Test func pastTheBudgetOfNameTestsEveryFileIsLexedAndTheAnswersStayTheSame() throws {
        // 300 names to look for in 2 files without calls: 600 tests, more than 2 × nameTestsPerFile.
        #expect(300 * 2 > 2 * SourceFileScanner.nameTestsPerFile)
        let calls = (0..<300).map { "let f\($0) = UIFont(name: kFace\($0), size: 12)" }.joined(separator: "\n")
        let (found, _, _) = try scan([
            ("Calls.swift", calls + "\n"), ("A.swift", "let kFace7 = \"Inter-Bold\"\n"), ("B.swift", "let kFace299 = \"Inter-Light\"\n"),
        ])
        #expect(found.count == 300)
        #expect(found.first == "1:23 kFace0 -> run time")
        #expect(found[7] == "8:23 kFace7 -> \"Inter-Bold\"@1")
        #expect(found.last == "300:25 kFace299 -> \"Inter-Light\"@1")
    }

    @Test func aNameWrittenWithACharacterEqualToASCIIIsStillFound() throws {
        // U+212A KELVIN SIGN is canonically `K`: Swift's String comparison takes `\u{212A}Face` for `KFace`.
        let (calls, _, _) = try scan([
            ("A.swift", "let a = UIFont(name: KFace, size: 12)\n"),
            ("B.swift", "let \u{212A}Face = \"Inter-Bold\"\n"),
        ])
        #expect(calls == ["1:22 KFace -> \"Inter-Bold\"@1"])
    }
}
