import Foundation
import Testing
@testable import FontInspector
import TestSupport

@Suite struct YAMLDocumentTests {
    func parse(_ text: String) throws(YAMLProblem) -> YAMLNode? {
        try YAMLDocument.parse(Data(text.utf8), file: "project.yml").root
    }

    func problem(_ data: Data, maximumDepth: Int = YAMLDocument.maximumDepth, maximumNodes: Int = YAMLDocument.maximumNodes) -> YAMLProblem? {
        do {
            _ = try YAMLDocument.parse(data, file: "project.yml", maximumDepth: maximumDepth, maximumNodes: maximumNodes)
            return nil
        } catch {
            return error
        }
    }

    @Test func blockMappingKeepsOrderAndPositions() throws {
        let root = try #require(try parse("name: App\ntargets:\n  Zeta:\n    type: application\n  Alpha: {}\n"))
        #expect(root.mappingValue?.map(\.key) == ["name", "targets"])
        #expect(root["name"] == YAMLNode(.scalar("App", plain: true), line: 1, column: 7))
        let targets = try #require(root["targets"]?.mappingValue)
        #expect(targets.map(\.key) == ["Zeta", "Alpha"])
        #expect(targets.map(\.keyLine) == [3, 5])
        #expect(targets.map(\.keyColumn) == [3, 3])
        #expect(targets[0].value["type"]?.scalarValue == "application")
        #expect(targets[0].value["type"]?.line == 4)
        #expect(targets[0].value["type"]?.column == 11)
        #expect(targets[1].value == YAMLNode(.mapping([]), line: 5, column: 10))
    }

    @Test func quotingStylesAndEscapes() throws {
        let root = try #require(try parse(#"""
            plain: true
            single: 'it''s'
            double: "tab\there \u00e9"
            quotedTrue: "true"
            literal: |
              line one
              line two
            folded: >
              a
              b
            empty:
            tilde: ~
            """#))
        #expect(root["plain"]?.content == .scalar("true", plain: true))
        #expect(root["plain"]?.boolValue == true)
        #expect(root["single"]?.content == .scalar("it's", plain: false))
        #expect(root["double"]?.content == .scalar("tab\there é", plain: false))
        #expect(root["quotedTrue"]?.boolValue == nil)
        #expect(root["literal"]?.scalarValue == "line one\nline two\n")
        #expect(root["folded"]?.scalarValue == "a b\n")
        #expect(root["empty"]?.isNull == true)
        #expect(root["tilde"]?.isNull == true)
        #expect(root["quotedTrue"]?.isNull == false)
    }

    @Test func flowAndBlockSequences() throws {
        let root = try #require(try parse("platform: [iOS, tvOS]\nfonts:\n  - A.ttf\n  - 'B C.otf'\n"))
        #expect(root["platform"]?.sequenceValue?.compactMap(\.scalarValue) == ["iOS", "tvOS"])
        #expect(root["platform"]?.sequenceValue?.map(\.column) == [12, 17])
        #expect(root["fonts"]?.sequenceValue?.compactMap(\.scalarValue) == ["A.ttf", "B C.otf"])
        #expect(root["fonts"]?.sequenceValue?.map(\.line) == [3, 4])
    }

    @Test func anchorsAliasesAndMergeKeys() throws {
        let root = try #require(try parse("""
            base: &base
              type: framework
              platform: iOS
            list: &fonts [A.ttf, B.ttf]
            app:
              <<: *base
              type: application
              fonts: *fonts
            """))
        let app = try #require(root["app"]?.mappingValue)
        // The explicit `type` wins over the merged one; the merged `platform` takes the `<<` place.
        #expect(app.map(\.key) == ["platform", "type", "fonts"])
        #expect(root["app"]?["type"]?.scalarValue == "application")
        #expect(root["app"]?["platform"]?.scalarValue == "iOS")
        #expect(root["app"]?["fonts"]?.sequenceValue?.compactMap(\.scalarValue) == ["A.ttf", "B.ttf"])
        // An alias's node is the anchored one, with the anchor's position.
        #expect(root["app"]?["fonts"]?.line == 4)
    }

    @Test func billionLaughsStopsAtTheNodeBound() {
        var text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            let previous = level == 1 ? "a" : "l\(level - 1)"
            text += "l\(level): &l\(level) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
        }
        #expect(problem(Data(text.utf8)) == YAMLProblem(
            kind: .tooManyNodes, message: "aliases expand to more than 1000000 nodes; not read", file: "project.yml",
            line: 6, column: 45))
        // Every alias counts its whole expansion: the root, `a`, its 11 nodes, `b` and its sequence make 15, each
        // `*a` 11 more.
        #expect(problem(Data("a: &a [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\nb: [*a, *a]\n".utf8), maximumNodes: 30)?.column == 9)
        #expect(problem(Data("a: &a [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\nb: [*a, *a]\n".utf8), maximumNodes: 37) == nil)
    }

    @Test func deepNestingStopsAtTheDepthBound() {
        let deep = String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
        #expect(problem(Data(deep.utf8)) == YAMLProblem(
            kind: .tooDeep, message: "sequences and mappings nest deeper than 128 levels; not read", file: "project.yml",
            line: 1, column: 129))
        let nested = String(repeating: "[", count: 128) + String(repeating: "]", count: 128)
        #expect(problem(Data(nested.utf8)) == nil)
    }

    @Test func syntaxErrorsNameLineAndColumn() {
        let bad = problem(Data("targets:\n  App:\n    type: application\n   sources: [a\n".utf8))
        #expect(bad?.kind == .unreadable)
        #expect(bad?.description == "project.yml:4:4: did not find expected key while parsing a block mapping")
        let unclosed = problem(Data("name: \"App\n".utf8))
        #expect(unclosed?.description == "project.yml:2:1: found unexpected end of stream while scanning a quoted scalar")
        #expect(problem(Data("name: *missing\n".utf8))?.description == "project.yml:1:7: the alias *missing names no anchor before it")
        #expect(problem(Data("? [a, b]\n: c\n".utf8))?.kind == .unsupported)
        #expect(problem(Data("a: 1\n---\nb: 2\n".utf8))?.description == "project.yml:2:1: a second YAML document; fontinspect reads files with one")
    }

    @Test func bytesThatAreNotUTF8AreRefusedAtTheirPlace() {
        var data = Data("name: App\nfont: ".utf8)
        data.append(contentsOf: [0xFF, 0xFE, 0x41])
        let refused = problem(data)
        #expect(refused == YAMLProblem(
            kind: .unreadable, message: "not valid UTF-8: invalid leading UTF-8 octet", file: "project.yml", line: 2, column: 7))
        let converted = refused.map(InputProblem.init)
        #expect(converted == InputProblem(
            kind: .unreadable, message: "not valid UTF-8: invalid leading UTF-8 octet", file: "project.yml", line: 2, column: 7))
        #expect(converted?.description == "project.yml:2: column 7: not valid UTF-8: invalid leading UTF-8 octet")
    }

    @Test func rawControlCharactersAreRefusedButEscapesAreKept() throws {
        #expect(problem(Data("name: A\u{1B}[31mB\n".utf8)) == YAMLProblem(
            kind: .unreadable, message: "control characters are not allowed", file: "project.yml", line: 1, column: 8))
        // An escape inside double quotes is YAML's own: the value holds it, and reporters escape it for terminals.
        #expect(try parse(#"name: "A\eB""#)?["name"]?.scalarValue == "A\u{1B}B")
    }

    @Test func emptyAndCommentOnlyFilesHaveNoRoot() throws {
        #expect(try parse("") == nil)
        #expect(try parse("# only a comment\n") == nil)
    }

    @Test func readingAFileKeepsTheSizeLimit() throws {
        let folder = try Fixtures.temporaryDirectory()
        let file = folder.path + "/project.yml"
        try Data("name: App\n".utf8).write(to: URL(fileURLWithPath: file))
        #expect(try YAMLDocument.read(file: file).root?["name"]?.scalarValue == "App")
        #expect(throws: InputProblem(kind: .tooLarge, message: "the file is larger than 0 MiB; not read", file: file)) {
            try YAMLDocument.read(file: file, maximumFileSize: 4)
        }
        #expect(throws: InputProblem(kind: .unreadable, message: "cannot open the file: no such file or directory", file: folder.path + "/none.yml")) {
            try YAMLDocument.read(file: folder.path + "/none.yml")
        }
    }
}
