import Foundation
import Testing
@testable import FontInspector
import TestSupport

/// The inputs `scripts/fuzz plist` crashed Foundation with (Fuzz/Regressions/plist/), each refused with
/// one clear problem before Foundation sees it. Under `scripts/sanitize` this replays the original finding.
@Suite struct PlistFuzzRegressionTests {
    static let directory = Fixtures.repositoryRoot + "/Fuzz/Regressions/plist"

    static func problem(reading name: String) throws -> InputProblem? {
        let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name))
        do {
            _ = try PropertyListDocument.parse(data, file: name)
            return nil
        } catch {
            return error
        }
    }

    @Test func everyKeptInputIsReplayedHere() throws {
        #expect(try FileManager.default.contentsOfDirectory(atPath: Self.directory).sorted() == [
            "foundation-binary-plist-set-bridging.bplist", "foundationxml-invalid-utf8-element-name.plist",
            "foundationxml-processing-instruction-without-data.plist",
        ])
    }

    /// FoundationXML's XMLParser traps on an element name that is not UTF-8 (`<\u{FF}\u{FF}\u{FF}\u{0C}fontName>` on line 35).
    @Test func xmlThatIsNotUTF8IsRefusedAtItsLine() throws {
        let name = "foundationxml-invalid-utf8-element-name.plist"
        #expect(try Self.problem(reading: name) == InputProblem(
            kind: .unreadable, message: "not a valid property list: the XML is not valid UTF-8", file: name, line: 35))
    }

    /// FoundationXML passes the missing data of `<?xmboldFontNamei?>` to strlen.
    @Test func processingInstructionWithoutDataIsRefusedAtItsLine() throws {
        let name = "foundationxml-processing-instruction-without-data.plist"
        #expect(try Self.problem(reading: name) == InputProblem(
            kind: .unreadable, message: "not a valid property list: a processing instruction <?…?> without data",
            file: name, line: 1))
        let declared = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<plist version=\"1.0\">\n<?target  ?>\n<dict/></plist>"
        #expect(throws: InputProblem(
            kind: .unreadable, message: "not a valid property list: a processing instruction <?…?> without data",
            file: "Info.plist", line: 3)) { try PropertyListDocument.parse(Data(declared.utf8), file: "Info.plist") }
    }

    /// Bridging the set at the top of this damaged binary plist crashes swift-corelibs-foundation.
    @Test func binaryPlistWithASetIsRefused() throws {
        let name = "foundation-binary-plist-set-bridging.bplist"
        #expect(try Self.problem(reading: name) == InputProblem(
            kind: .unreadable,
            message: "not a valid property list: a binary property list with a set; expected arrays and dictionaries only",
            file: name))
    }

    /// Valid UTF-8 beyond ASCII still reads, with its lines.
    @Test func xmlInUTF8BeyondASCIIStillReads() throws {
        let xml = "<plist version=\"1.0\">\n<dict>\n<key>UIAppFonts</key>\n<array><string>Zażółć.ttf</string></array>\n</dict>\n</plist>\n"
        let document = try PropertyListDocument.parse(Data(xml.utf8), file: "Info.plist")
        let fonts = InfoPlistFonts(document: document)
        #expect(fonts.appFonts.map(\.value) == ["Zażółć.ttf"])
        #expect(fonts.appFonts.map(\.line) == [4])
    }

    /// A binary plist of arrays and dictionaries (no set) still reads.
    @Test func binaryPlistWithoutASetStillReads() throws {
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["UIAppFonts": ["A.ttf", "B.otf"]], format: .binary, options: 0)
        let fonts = InfoPlistFonts(document: try PropertyListDocument.parse(data, file: "Info.plist"))
        #expect(fonts.appFonts.map(\.value) == ["A.ttf", "B.otf"])
        #expect(fonts.problems.isEmpty)
    }
}
