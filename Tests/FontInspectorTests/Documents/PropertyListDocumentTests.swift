import Foundation
import Testing
@testable import FontInspector
import TestSupport

@Suite struct PropertyListDocumentTests {
    @Test func xmlPlistValuesKeepDocumentOrderAndEveryKeyAndElementHasItsLine() throws {
        let text = xmlPlist("""
            <dict>
                <key>zeta</key>
                <string>last in byte order, first in the file</string>
                <key>UIAppFonts</key>
                <array>
                    <string>A.ttf</string>
                    <string>B
            .ttf</string>
                    <integer>3</integer><real>2.5</real>
                </array>
                <key>body</key>
                <dict><key>fontName</key><string>Inter-Regular</string>
                    <key>fontSize</key>
                    <integer>17</integer>
                    <key>flag</key><true/>
                </dict>
                <key><![CDATA[odd&key]]></key><date>2020-01-01T00:00:00Z</date>
                <key>esc&amp;aped</key><data>AAEC</data>
            </dict>
            """)
        let document = try document(text, file: "Info.plist")
        #expect(document.format == .xml)
        guard case .dictionary(let root) = document.root else { Issue.record("not a dictionary"); return }
        #expect(root.keys == ["zeta", "UIAppFonts", "body", "odd&key", "esc&aped"])
        #expect(root["UIAppFonts"] == .array([.string("A.ttf"), .string("B\n.ttf"), .integer(3), .real(2.5)]))
        #expect(root["body"]?.dictionaryValue?.members.map(\.key) == ["fontName", "fontSize", "flag"])
        #expect(root["body"]?.dictionaryValue?["flag"] == .boolean(true))
        #expect(root["odd&key"] == .date(Date(timeIntervalSince1970: 1_577_836_800)))
        #expect(root["esc&aped"] == .data(Data([0, 1, 2])))
        let lines = [
            "zeta": 5, "UIAppFonts": 7, "UIAppFonts[0]": 9, "UIAppFonts[1]": 10, "UIAppFonts[2]": 12,
            "UIAppFonts[3]": 12, "body": 14, "body.fontName": 15, "body.fontSize": 16, "body.flag": 18,
            "odd&key": 20, "esc&aped": 21,
        ]
        for (path, line) in lines {
            #expect(document.line(of: keyPath(path)) == line, "\(path)")
        }
        #expect(document.line(of: keyPath("UIAppFonts[4]")) == nil)
    }

    @Test func binaryPlistsReadTheSameValuesWithoutLines() throws {
        let data = try binaryPlist(["UIAppFonts": ["A.ttf", "B.ttf"], "b": 1, "a": true, "size": 17.5] as [String: Any])
        let document = try PropertyListDocument.parsePropertyList(data, file: "Info.plist")
        #expect(document.format == .binary)
        // No text to keep an order from: keys in byte order.
        #expect(document.root.dictionaryValue?.keys == ["UIAppFonts", "a", "b", "size"])
        #expect(document.root.dictionaryValue?["UIAppFonts"] == .array([.string("A.ttf"), .string("B.ttf")]))
        #expect(document.root.dictionaryValue?["a"] == .boolean(true))
        #expect(document.root.dictionaryValue?["b"] == .integer(1))
        #expect(document.root.dictionaryValue?["size"] == .real(17.5))
        #expect(document.line(of: keyPath("UIAppFonts[0]")) == nil)
    }

    @Test func jsonNumbersBooleansAndNullAreTold() throws {
        let document = try document(#"{"n": [1, 2.5, true, false, null, -0, 18446744073709551615]}"#, file: "map.json")
        #expect(document.format == .json)
        #expect(document.root.dictionaryValue?["n"] == .array([
            .integer(1), .real(2.5), .boolean(true), .boolean(false), .null, .integer(0), .real(Double(UInt64.max)),
        ]))
    }

    @Test func jsonKeysAndElementsHaveTheirLines() throws {
        let text = """
            {
              "title": {"fontName": "Inter-Bold",
                        "fontSize": 28},
              "b\\u006fdy": {
                "fontName": "Inter-Regular", "fontSize": 17,
                "tags": ["a", {"x": 1},
                  "c"]
              },
              "note": "a \\"quoted\\" {brace} [bracket]", "after": 1
            }
            """
        let document = try document(text, file: "map.json")
        #expect(document.root.dictionaryValue?.keys == ["title", "body", "note", "after"])
        let lines = [
            "title": 2, "title.fontName": 2, "title.fontSize": 3, "body": 4, "body.fontName": 5, "body.fontSize": 5,
            "body.tags": 6, "body.tags[0]": 6, "body.tags[1]": 6, "body.tags[1].x": 6, "body.tags[2]": 7,
            "note": 9, "after": 9,
        ]
        for (path, line) in lines {
            #expect(document.line(of: keyPath(path)) == line, "\(path)")
        }
    }

    @Test func xmlNestedTwentyThousandDeepIsRefusedWithoutCrashing() {
        let text = "<plist version=\"1.0\">\n" + String(repeating: "<array>", count: 20_000)
            + String(repeating: "</array>", count: 20_000) + "</plist>"
        let problem = thrownProblem { try document(text) }
        #expect(problem == InputProblem(
            kind: .tooDeep, message: "arrays and dictionaries nest deeper than 512 levels; not read",
            file: "Test.plist", line: 2))
    }

    @Test(arguments: [512, 513])
    func nestingIsAllowedUpToFiveHundredTwelveLevels(depth: Int) {
        let xml = "<plist>" + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
            + "</plist>"
        let json = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(thrownProblem { try document(xml) }?.kind == (depth > 512 ? .tooDeep : nil))
        #expect(thrownProblem { try document(json, file: "deep.json") }?.kind == (depth > 512 ? .tooDeep : nil))
    }

    @Test func jsonNestedTwentyThousandDeepIsRefusedWithoutCrashing() {
        let text = "{\"a\":\n" + String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000) + "}"
        let problem = thrownProblem { try document(text, file: "deep.json") }
        #expect(problem == InputProblem(
            kind: .tooDeep, message: "arrays and dictionaries nest deeper than 512 levels; not read",
            file: "deep.json", line: 2))
    }

    @Test func deepBinaryPlistsAreRefusedWithoutCrashing() throws {
        var nested: Any = [Any]()
        for _ in 0..<600 { nested = [nested] }
        let problem = thrownProblem { try PropertyListDocument.parsePropertyList(try! binaryPlist(nested), file: "deep.plist") }
        // Foundation on Linux refuses it as damaged; where it reads it, the conversion refuses it as too deep.
        #expect(problem?.kind == .unreadable || problem?.kind == .tooDeep)
    }

    @Test func binaryPlistsWithBadOffsetsAreProblemsNotCrashes() throws {
        let valid = [UInt8](try binaryPlist(["UIAppFonts": ["A.ttf"]]))
        // The trailer's last 8 bytes are the offset table's offset; each offset-table entry is an object's offset.
        var badTableOffset = valid
        badTableOffset[badTableOffset.count - 1] = 0xFF
        var badObjectOffsets = valid
        let tableOffset = Int(valid[valid.count - 1])
        for index in tableOffset..<(valid.count - 32) { badObjectOffsets[index] = 0xEE }
        let truncated = Array(valid.prefix(valid.count - 10))
        for bytes in [badTableOffset, badObjectOffsets, truncated] {
            let problem = thrownProblem { try PropertyListDocument.parsePropertyList(Data(bytes), file: "Info.plist") }
            #expect(problem == InputProblem(
                kind: .unreadable, message: "not a valid property list: truncated or damaged binary property list",
                file: "Info.plist"))
        }
    }

    @Test func malformedXMLIsAProblemWithTheLineWhereItBroke() {
        let problem = thrownProblem { try document(xmlPlist("<dict>\n<key>a</key>\n<string>x</strin>\n</dict>")) }
        #expect(problem?.kind == .unreadable)
        #expect(problem?.line == 6)
        #expect(problem?.message == "not a valid property list: Close tag on line 6 does not match open tag string")
    }

    @Test func malformedJSONIsAProblemWithItsLine() {
        let problem = thrownProblem { try document("{\n  \"a\": 1,\n  x\n}", file: "map.json") }
        #expect(problem == InputProblem(
            kind: .unreadable, message: "not valid JSON: Invalid value around character 14.", file: "map.json",
            line: 3))
    }

    @Test func entityExpansionIsRefusedQuickly() {
        var entities = "<!ENTITY a0 \"lol\">\n"
        for level in 1...9 {
            entities += "<!ENTITY a\(level) \"" + String(repeating: "&a\(level - 1);", count: 10) + "\">\n"
        }
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [\n\(entities)]>\n<plist><dict><key>&a9;</key><string>x</string></dict></plist>"
        #expect(thrownProblem { try document(text) }?.kind == .unreadable)
    }

    @Test func filesAreBoundedAndMissingOrEmptyFilesAreProblems() throws {
        let directory = try Fixtures.temporaryDirectory()
        let large = try directory.write(Data(count: PropertyListDocument.maximumFileSize + 1), as: "Large.plist")
        let empty = try directory.write("", as: "Empty.plist")
        try directory.mkdir("Folder.plist")
        let cases: [(String, InputProblem.Kind, String)] = [
            (large, .tooLarge, "the file is larger than 8 MiB; not read"),
            (empty, .unreadable, "the file is empty"),
            (directory.path + "/Missing.plist", .unreadable, "cannot open the file: no such file or directory"),
            (directory.path + "/Folder.plist", .unreadable, "a folder, not a file"),
        ]
        for (file, kind, message) in cases {
            #expect(thrownProblem { try PropertyListDocument.read(file: file) }
                == InputProblem(kind: kind, message: message, file: file))
        }
        let small = try directory.write(xmlPlist("<array/>"), as: "Small.plist")
        #expect(thrownProblem { try PropertyListDocument.read(file: small, maximumFileSize: 10) }?.kind == .tooLarge)
    }

    @Test func theFileNameChoosesJSONUnlessToldOtherwise() throws {
        let directory = try Fixtures.temporaryDirectory()
        let json = try directory.write(#"{"a": [1]}"#, as: "Map.JSON")
        let config = try directory.write(#"{"a": [1]}"#, as: ".fontinspect")
        #expect(try PropertyListDocument.read(file: json).format == .json)
        #expect(try PropertyListDocument.read(file: config, asJSON: true).format == .json)
        // Read as a property list, JSON is not valid (OpenStep plists use `=` and `;`).
        #expect(thrownProblem { try PropertyListDocument.read(file: config) }?.kind == .unreadable)
        let openStep = try directory.write(#"{ UIAppFonts = ("A.ttf"); }"#, as: "OpenStep.plist")
        let document = try PropertyListDocument.read(file: openStep)
        #expect(document.format == .openStep)
        #expect(document.root == .dictionary(PropertyListDictionary([(key: "UIAppFonts", value: .array([.string("A.ttf")]))])))
    }
}

/// Parses `"body.tags[1].x"` back into a path, for tests.
func keyPath(_ text: String) -> PropertyListPath {
    var path = PropertyListPath.root
    for part in text.split(separator: ".") {
        var rest = Substring(part)
        if let bracket = rest.firstIndex(of: "[") {
            path = path.appending(key: String(rest[..<bracket]))
            rest = rest[bracket...]
            while let open = rest.firstIndex(of: "["), let close = rest.firstIndex(of: "]") {
                path = path.appending(index: Int(rest[rest.index(after: open)..<close])!)
                rest = rest[rest.index(after: close)...]
            }
        } else {
            path = path.appending(key: String(rest))
        }
    }
    return path
}
