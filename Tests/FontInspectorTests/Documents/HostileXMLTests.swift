import Foundation
import Testing
@testable import FontInspector
import TestSupport

/// Inputs that crashed Foundation's parsers or made CoreFoundation log to standard error (kept in
/// Fuzz/Regressions/ib, strings and pbxproj), each now refused by `FoundationParseGate` with one clear reason.
/// A crash would kill the test runner, so each passing test here also proves the crash is gone.
@Suite struct HostileXMLTests {
    static let regressions = Fixtures.repositoryRoot + "/Fuzz/Regressions"

    static func regression(_ target: String, _ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(regressions)/\(target)/\(name)")))
    }

    static let interfaceBuilderNotes: [String: String] = [
        "foundationxml-non-utf8-element-name.storyboard": "not read for font names: the XML is not valid UTF-8 at line 2",
        "foundationxml-non-utf8-attribute-name.storyboard": "not read for font names: the XML is not valid UTF-8 at line 2",
        "foundationxml-non-utf8-comment.storyboard": "not read for font names: the XML is not valid UTF-8 at line 3",
        "foundationxml-non-utf8-processing-instruction-target.storyboard":
            "not read for font names: the XML is not valid UTF-8 at line 2",
        "foundationxml-non-utf8-entity-name.storyboard": "not read for font names: the XML is not valid UTF-8 at line 2",
        "libxml2-utf7-declaration-with-nul-bytes.storyboard": "not read for font names: a NUL byte, which XML does not allow at line 6",
        "foundationxml-processing-instruction-without-data.storyboard":
            "not read for font names: a processing instruction <?…?> without data at line 4",
    ]

    /// The door is the only one: no other file of the library calls Foundation's parsers itself.
    @Test func onlyTheGateCallsFoundationsParsers() throws {
        let sources = Fixtures.repositoryRoot + "/Sources"
        let calls = ["XMLParser(", "PropertyListSerialization.propertyList(", "JSONSerialization.jsonObject("]
        var callers: [String] = []
        for case let file as String in FileManager.default.enumerator(atPath: sources)! where file.hasSuffix(".swift") {
            let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
            if calls.contains(where: text.contains) { callers.append(file) }
        }
        #expect(callers == ["FontInspector/Documents/FoundationParseGate.swift"])
    }

    @Test func everyKeptInputIsReplayedHere() throws {
        let files = { (target: String) in try FileManager.default.contentsOfDirectory(atPath: "\(Self.regressions)/\(target)").sorted() }
        #expect(try files("ib") == Self.interfaceBuilderNotes.keys.sorted())
        // The empty file is replayed by StringsReaderTests.emptyFilesAreReadWithoutFoundation.
        #expect(try files("strings") == ["foundation-binary-plist-set.stringsdict", "foundation-empty-file-leak.strings"])
        #expect(try files("pbxproj") == ["corefoundation-logs-missing-semicolon.pbxproj"])
    }

    @Test(arguments: interfaceBuilderNotes.keys.sorted())
    func storyboardThatCrashedFoundationXMLIsANote(_ name: String) throws {
        let (references, note) = InterfaceBuilderReader.references(in: try Self.regression("ib", name), file: name)
        #expect(references.isEmpty)
        #expect(note == InputProblem(message: Self.interfaceBuilderNotes[name] ?? "", file: name))
    }

    /// One broken document does not stop the others from being read.
    @Test func theOtherStoryboardsAreStillRead() throws {
        let folder = try Fixtures.temporaryDirectory()
        try folder.write(try Self.regression("ib", "foundationxml-non-utf8-element-name.storyboard"), as: "Broken.storyboard")
        try folder.write(Array(#"<document><fontDescription key="fontDescription" name="Inter-Bold"/></document>"#.utf8), as: "Good.xib")
        let scan = InterfaceBuilderReader.scan([folder.path + "/Broken.storyboard", folder.path + "/Good.xib"])
        #expect(scan.references.map { "\($0.file.hasSuffix("Good.xib")) \($0.name) \($0.line):\($0.column)" } == ["true Inter-Bold 1:55"])
        #expect(scan.skipped.map(\.message) == ["not read for font names: the XML is not valid UTF-8 at line 2"])
        #expect(scan.fileCount == 1)
    }

    /// Columns are counted on from the previous reference: pinned across multi-byte text on one line.
    @Test func columnsOfManyElementsOnOneLine() {
        let element = #"<font key="NSFont" name="Ä-Bold"/>"#
        let xml = "<document>é" + String(repeating: element, count: 3) + "\n  " + element + "</document>"
        let (references, note) = InterfaceBuilderReader.references(in: Array(xml.utf8), file: "x.xib")
        #expect(note == nil)
        // `<document>é` is 11 scalars; each element 34, the quote of its name the 25th of them.
        #expect(references.map { "\($0.line):\($0.column)" } == ["1:36", "1:70", "1:104", "2:27"])
    }

    /// The parse stops at the first error, and the note names its line.
    @Test func malformedTagFollowedByCommentOpenersIsOneNote() {
        let xml = "<document>\n<label text=></label>" + String(repeating: "<!--", count: 10_000) + "</document>"
        let (references, note) = InterfaceBuilderReader.references(in: Array(xml.utf8), file: "x.storyboard")
        #expect(references.isEmpty)
        #expect(note == InputProblem(
            message: "not valid XML at line 2 (XMLParser error 39); font names after it were not checked", file: "x.storyboard"))
    }

    /// A storyboard whose Git LFS object was not fetched is said to be that, not malformed XML (M764).
    @Test func gitLFSPointerIsSaidToBeOne() {
        let pointer = "version https://git-lfs.github.com/spec/v1\noid sha256:4b97803d\nsize 52918\n"
        let (references, note) = InterfaceBuilderReader.references(in: Array(pointer.utf8), file: "Main.storyboard")
        #expect(references.isEmpty)
        #expect(note == InputProblem(
            message: "a Git LFS pointer, not the file: its content is not in the checkout (`git lfs pull` fetches it); font names not checked",
            file: "Main.storyboard"))
    }

    /// The size limit is checked before reading (a sparse file: nothing is written to disk).
    @Test func storyboardOverTheLimitIsANote() throws {
        let folder = try Fixtures.temporaryDirectory()
        try folder.write(Array("<document/>".utf8), as: "Huge.storyboard")
        let path = folder.path + "/Huge.storyboard"
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(InterfaceBuilderReader.maximumFileSize) + 1)
        try handle.close()
        let (references, note) = InterfaceBuilderReader.read(file: path)
        #expect(references.isEmpty)
        #expect(note == InputProblem(message: "not read for font names: 16777217 bytes, larger than the 16 MiB fontinspect reads", file: path))
    }

    /// libxml2 crashed decoding UTF-7 (the fuzzer's find); any encoding but UTF-8 is refused.
    @Test func declaredEncodingOtherThanUTF8IsANote() {
        let xml = "<?xml version=\"1.0\" encoding='UTF-7'?>\n<document/>"
        let (_, note) = InterfaceBuilderReader.references(in: Array(xml.utf8), file: "x.xib")
        #expect(note?.message == "not read for font names: the XML declares the encoding \"UTF-7\"; only UTF-8 is read at line 1")
        let utf8 = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<document><font key=\"NSFont\" name=\"A\"/></document>"
        #expect(InterfaceBuilderReader.references(in: Array(utf8.utf8), file: "x.xib").0.map(\.name) == ["A"])
    }

    @Test func stringsdictHoldingABinarySetIsAnError() throws {
        let folder = try Fixtures.temporaryDirectory()
        try folder.write(try Self.regression("strings", "foundation-binary-plist-set.stringsdict"), as: "Localizable.stringsdict")
        let path = folder.path + "/Localizable.stringsdict"
        #expect(throws: InputProblem(
            message: "not a valid property list (a binary property list with a set; expected arrays and dictionaries only)", file: path)) {
            try LocalizationFileReader.read(path: path, source: .stringsdict)
        }
    }

    /// CoreFoundation logged `Old-style plist parser: missing semicolon…` for this project; now our own message.
    @Test func pbxprojMissingASemicolonIsOneProblem() throws {
        let project = try Fixtures.temporaryDirectory()
        try project.mkdir("App.xcodeproj")
        try project.write(try Self.regression("pbxproj", "corefoundation-logs-missing-semicolon.pbxproj"), as: "App.xcodeproj/project.pbxproj")
        let file = project.path + "/App.xcodeproj/project.pbxproj"
        #expect(throws: InputProblem(
            kind: .unreadable, message: "not a valid property list: missing ';' after a dictionary value, found 'r'",
            file: file, line: 6)) { try XcodeProjectReader.read(file: file, walkedFiles: []) }
    }

    @Test(arguments: [
        ("{ a = b }", "missing ';' after a dictionary value, found '}'", 1),
        ("\"a\" = \"b\"", "missing ';' after a dictionary value, found the end of the file", 1),
        ("{ a }", "expected '=' after a dictionary key, found '}'", 1),
        ("(\n a,\n b", "expected ',' or ')' in an array, found the end of the file", 3),
        ("{ a = <0fa>; }", "data <…> with an odd number of hex digits", 1),
        ("{ a = \"b; }", "unterminated quoted string starting on this line", 1),
        ("{ a = b; } c", "unexpected 'c' after the end of the property list", 1),
        ("{\n/* never closed", "unterminated comment starting on this line", 2),
    ])
    func malformedOldStyleTextIsRefusedWithItsLine(_ text: String, _ message: String, _ line: Int) {
        #expect(throws: StringsSyntaxError(line: line, message: message)) { _ = try OpenStepPropertyListParser.parse(text) }
    }

    /// What the checker lets through, Foundation reads to the same values.
    @Test func wellFormedOldStyleTextStillReads() throws {
        let text = "// !$*UTF8*$!\n{ a = (b, \"c d\",); e = <0fAb 12>; /* note */ f = { g = h; }; 'i'; }\n"
        _ = try OpenStepPropertyListParser.parse(text)
        let document = try PropertyListDocument.parse(Data(text.utf8), file: "Style.plist")
        #expect(document.format == .openStep)
        #expect(document.root == .dictionary(PropertyListDictionary([
            ("a", .array([.string("b"), .string("c d")])), ("e", .data(Data([0x0F, 0xAB, 0x12]))),
            ("f", .dictionary(PropertyListDictionary([("g", .string("h"))]))), ("i", .string("i")),
        ])))
        _ = try OpenStepPropertyListParser.parse("a = b;\n\"c\";")
        _ = try OpenStepPropertyListParser.parse("just-a-string")
    }

    @Test func oldStyleNestingDeeperThanTheLimitIsRefused() {
        let text = String(repeating: "(", count: 600) + String(repeating: ")", count: 600)
        #expect(throws: StringsSyntaxError(line: 1, message: "arrays and dictionaries nest deeper than 512 levels")) {
            _ = try OpenStepPropertyListParser.parse(text)
        }
    }
}
