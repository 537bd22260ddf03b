import Foundation
import Testing
@testable import FontInspector
import TestSupport

/// A font call in an Objective-C macro's body runs where a file writes the macro's name (FP421): the scan keeps it,
/// once, at the definition, when some file does, and drops it when none does.
@Suite struct MacroFontCallsTests {
    /// Each call the scan keeps, as "file:line name".
    func calls(_ files: [(String, String)]) throws -> [String] {
        let directory = try Fixtures.temporaryDirectory()
        let paths = files.map { name, text in
            let path = directory.path + "/" + name
            _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
            return path
        }
        return SourceFileScanner.scan(paths).calls.map { "\(($0.file as NSString).lastPathComponent):\($0.line) \($0.name ?? "-")" }
    }

    static let header = """
        #define BADGE_FONT(size) \\
            [UIFont fontWithName:@"Harbor-Bold" size:(size)]
        #define kTitleFont [UIFont fontWithName:@"Harbor-Heavy" size:20]

        """

    @Test func aMacroNoFileWritesMakesNoFont() throws {
        #expect(try calls([("Fonts.h", Self.header), ("Badge.m", "#import \"Fonts.h\"\nbadge.font = [UIFont systemFontOfSize:12];\n")]) == [])
    }

    @Test func aMacroAnotherFileWritesIsReadOnceAtItsDefinition() throws {
        let kept = try calls([("Fonts.h", Self.header), ("Badge.m", "badge.font = BADGE_FONT(12);\nother.font = BADGE_FONT(14);\n")])
        #expect(kept == ["Fonts.h:2 Harbor-Bold"])
    }

    @Test func aMacroItsOwnFileWritesIsRead() throws {
        let file = "#define kTitleFont [UIFont fontWithName:@\"Harbor-Heavy\" size:20]\ntitle.font = kTitleFont;\n"
        #expect(try calls([("Title.m", file)]) == ["Title.m:1 Harbor-Heavy"])
    }

    @Test func aCommentedOutUseKeepsTheCall() throws {
        // Erring on the side of reading it: the name is in the file, if only in a comment.
        #expect(try calls([("Fonts.h", Self.header), ("Badge.m", "// badge.font = kTitleFont;\n")]) == ["Fonts.h:3 Harbor-Heavy"])
    }

    @Test func aLineContinuedWithCarriageReturnAndLineFeedIsStillTheMacro() throws {
        let header = "#define BADGE_FONT(size) \\\r\n    [UIFont fontWithName:@\"Harbor-Bold\" size:(size)]\r\n"
        #expect(try calls([("Fonts.h", header), ("Badge.m", "badge.text = @\"1\";\n")]) == [])
    }

    @Test func aCallOnTheLineAfterADirectiveIsOrdinaryCode() throws {
        let file = "#define kSize 12\nUIFont *font = [UIFont fontWithName:@\"Harbor-Bold\" size:kSize];\n"
        #expect(try calls([("Badge.m", file)]) == ["Badge.m:2 Harbor-Bold"])
    }
}
