import Foundation
import Testing
@testable import FontInspectCommands

@Suite struct InfoCommandTests {
    @Test func textShowsNamesTablesAndFlagsSpelledOut() {
        let path = TestFontsPath.root + "/Generated/Static/FixtureSans-Italic.ttf"
        let result = runTool("info", path)
        #expect(result.status == 0)
        let lines = result.output.components(separatedBy: "\n")
        #expect(lines.first == path)
        for expected in [
            "  PostScript name  FixtureSans-Italic",
            "  Family           Fixture Sans",
            "  Weight           400 (Regular)",
            "  Italic           yes",
            "  Format           TrueType in sfnt container",
            "  Font revision    1.500",
            "  6   1 Macintosh  0 Roman        English   \"FixtureSans-Italic\"",
            "  6   3 Windows    1 Unicode BMP  en-US     \"FixtureSans-Italic\"",
            "  fsSelection    0x0001  ITALIC",
            "  fsType         0x0000  Installable embedding",
            "  macStyle      0x0002  Italic",
            "  italicAngle  -12",
        ] {
            #expect(lines.contains(expected), "missing line: \(expected)")
        }
    }

    @Test func variableFontShowsAxesAndInstancesWithTheirNameSource() {
        let result = runTool("info", TestFontsPath.root + "/Generated/Variable/FixtureFlex-VF.otf")
        let lines = result.output.components(separatedBy: "\n")
        #expect(lines.contains("  wght  Weight  200  400      800"))
        #expect(lines.contains("  1  ExtraLight  FixtureFlex-Regular_ExtraLight (generated)                wght=200"))
        #expect(lines.contains("  2  Regular     FixtureFlex-Regular (the default face; not listed apart)  wght=400"))
        #expect(lines.contains("  3  ExtraBold   FixtureFlex-ExtraBoldPS (stored)                          wght=800"))
        #expect(lines.contains("  Format           CFF2 (variable) in sfnt container"))
    }

    @Test func jsonCarriesRecordsAndTables() throws {
        let result = runTool("info", "--format", "json", TestFontsPath.root + "/Generated/Static/FixtureRestricted-Light.ttf")
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let font = try #require((document["fonts"] as? [[String: Any]])?.first)
        #expect(font["postScriptName"] as? String == "FixtureRestricted-Light")
        #expect((font["nameRecords"] as? [Any])?.count == 12)
        let os2 = try #require(font["os2"] as? [String: Any])
        #expect(os2["fsType"] as? Int == 2)
        #expect(os2["fsTypeFlags"] as? [String] == ["Restricted License embedding"])
        #expect(os2["widthClass"] as? Int == 3)
        #expect(font["tables"] as? [String] == ["OS/2", "cmap", "glyf", "head", "hhea", "hmtx", "loca", "maxp", "name", "post"])
        #expect(font["languages"] as? [String] == [])
    }

    @Test func aCollectionShowsEveryFace() {
        let result = runTool("info", TestFontsPath.root + "/Generated/Collections/FixtureMono.ttc")
        #expect(result.output.components(separatedBy: "\n").filter { $0.hasPrefix(TestFontsPath.root) } == [
            TestFontsPath.root + "/Generated/Collections/FixtureMono.ttc",
            TestFontsPath.root + "/Generated/Collections/FixtureMono.ttc (face 1)",
            TestFontsPath.root + "/Generated/Collections/FixtureMono.ttc (face 2)",
        ])
    }

    @Test func infoWithoutFilesIsAUsageError() {
        #expect(runTool("info").status == 64)
    }
}
