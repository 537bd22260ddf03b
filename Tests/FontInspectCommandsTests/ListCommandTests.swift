import Foundation
import Testing
@testable import FontInspectCommands

@Suite struct ListCommandTests {
    let collections = TestFontsPath.root + "/Generated/Collections"

    @Test func tableGroupsFacesUnderTheirFamily() {
        let result = runTool("list", collections)
        #expect(result.status == 0)
        #expect(result.errors == "")
        #expect(result.output == """
            POSTSCRIPT NAME           STYLE    WEIGHT  ITALIC  FILE
            Fixture Condensed
              FixtureCondensed-Regular  Regular  400     no      \(collections)/FixtureCondensed.otc
              FixtureCondensed-Black    Black    900     no      \(collections)/FixtureCondensed.otc (face 1)
            Fixture Mono
              FixtureMono-Regular       Regular  400     no      \(collections)/FixtureMono.ttc
              FixtureMono-Italic        Italic   400     yes     \(collections)/FixtureMono.ttc (face 2)
              FixtureMono-Bold          Bold     700     no      \(collections)/FixtureMono.ttc (face 1)
            5 faces in 2 files, 2 families

            """)
    }

    @Test func familyNamesFormatPrintsTheDeviceSnippetsLines() {
        let result = runTool("list", "--format", "familynames", TestFontsPath.root + "/Generated/Static")
        #expect(result.status == 0)
        #expect(result.output == """
            Family: Fixture Café™ Font names: ["FixtureCafe-Regulier"]
            Family: Fixture Invalid Font names: ["Fixture Invalid[PS] Name"]
            Family: Fixture Mac Family Font names: ["FixtureMismatch-Regular"]
            Family: Fixture No OS2 Font names: ["FixtureNoOS2-Italic"]
            Family: Fixture Restricted Font names: ["FixtureRestricted-Light"]
            Family: Fixture Sans Font names: ["FixtureSans-Bold", "FixtureSans-Italic", "FixtureSans-Oblique", "FixtureSans-Regular"]
            Family: Fixture Serif Font names: ["FixtureSerif-Regular", "FixtureSerif-SemiBold"]
            Family: Fixture Typo Font names: ["FixtureTypo-Semibold"]
            Family: Fixture Win Only Font names: ["FixtureWinOnly-Regular"]

            """)
        #expect(result.errors == """
            Note: \(TestFontsPath.root)/Generated/Static/FixtureNoPSName-Regular.ttf: not listed: \
            the face has no PostScript name (name ID 6), so code cannot name it

            """)
    }

    @Test func familyNamesListAVariableFontsInstancesOnceEach() {
        let result = runTool("list", "--format=familynames", TestFontsPath.root + "/Generated/Variable/FixtureVar-VF.ttf")
        #expect(result.output == """
            Family: Fixture Var Font names: ["FixtureVar-Regular", "FixtureVar-Regular_Black", "FixtureVar-Regular_Condensed-Bold", "FixtureVar-Regular_Thin", "FixtureVar-SemiBoldCustom"]

            """)
    }

    @Test func jsonHasEveryDocumentedKeyInOrder() throws {
        let path = TestFontsPath.root + "/Generated/Variable/FixtureSlantVar-VF.ttf"
        let result = runTool("list", "--format", "json", path)
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let faces = try #require(document["faces"] as? [[String: Any]])
        #expect((document["errors"] as? [Any])?.isEmpty == true)
        #expect(faces.count == 4)
        let oblique = faces[1]
        #expect(oblique["postScriptName"] as? String == "FixtureSlantVar-Regular_Oblique")
        #expect(oblique["instanceIndex"] as? Int == 2)
        #expect(oblique["italic"] as? Bool == true)
        #expect(oblique["weight"] as? Int == 400)
        #expect(oblique["variable"] as? Bool == true)
        #expect(oblique["coordinates"] as? [String: Double] == ["wght": 400, "slnt": -12])
        #expect(faces[0]["instanceIndex"] is NSNull)
        // Key order is part of the contract: scripts diffing the output rely on it.
        let firstFace = result.output.components(separatedBy: "\n").drop(while: { !$0.contains("\"file\"") }).prefix(18)
            .map { $0.trimmingCharacters(in: .whitespaces).components(separatedBy: "\"")[1] }
        #expect(firstFace == [
            "file", "faceIndex", "instanceIndex", "postScriptName", "family", "style", "fullName", "weight", "width",
            "italic", "format", "container", "variable", "coordinates", "loadableOnApple", "glyphCount", "unitsPerEm",
            "fontRevision",
        ])
    }

    @Test func unreadableFilesAreReportedAndTheRestStillListed() throws {
        let truncated = TestFontsPath.root + "/Malformed/truncated.ttf"
        let notAFont = TestFontsPath.root + "/Malformed/not-a-font.ttf"
        let good = TestFontsPath.root + "/Generated/Static/FixtureSans-Bold.ttf"
        let result = runTool("list", "--format", "json", truncated, notAFont, good)
        #expect(result.status == 2)
        #expect(result.errors == """
            Error: \(truncated): damaged font: FreeType cannot open it (horizontal metrics (hmtx) table missing)
            Error: \(notAFont): not a font file (it starts with "<!DOCTYPE html>")

            """)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect((document["faces"] as? [[String: Any]])?.map { $0["postScriptName"] as? String } == ["FixtureSans-Bold"])
        #expect((document["errors"] as? [[String: String]])?.map { $0["file"] } == [truncated, notAFont])
    }

    @Test func walkingAFolderSkipsNonFontsButReportsBrokenFonts() {
        let result = runTool("list", TestFontsPath.root + "/Malformed")
        #expect(result.status == 2)
        #expect(result.output == "POSTSCRIPT NAME  STYLE  WEIGHT  ITALIC  FILE\n0 faces in 0 files, 0 families\n")
        #expect(result.errors.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 1)
    }

    /// Compared as files, not as names: Debian's alternatives install some fonts under two names (fonts-hanazono's
    /// one file is both HanaMinA.ttf and an alternatives link), fontconfig lists both names and fontinspect reads
    /// the file once, under whichever name it reached first.
    @Test func systemFontsAreTheFilesFontconfigKnows() throws {
        let result = runTool("list", "--system", "--format", "json")
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let files = Set((document["faces"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String })
        let fcList = Process()
        fcList.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        fcList.arguments = ["fc-list", "--format", "%{file}\n"]
        let pipe = Pipe()
        fcList.standardOutput = pipe
        try fcList.run()
        let listed = Set(String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").map(String.init))
        fcList.waitUntilExit()
        #expect(!listed.isEmpty)
        let ours = Dictionary(files.map { (fileIdentity($0), $0) }, uniquingKeysWith: { first, _ in first })
        let theirs = Dictionary(listed.map { (fileIdentity($0), $0) }, uniquingKeysWith: { first, _ in first })
        // Only what differs is printed: the whole sets run to hundreds of thousands of characters.
        let onlyOurs = Set(ours.keys).subtracting(theirs.keys).compactMap { ours[$0] }.sorted()
        let onlyTheirs = Set(theirs.keys).subtracting(ours.keys).compactMap { theirs[$0] }.sorted()
        #expect(onlyOurs.isEmpty, "listed by fontinspect, not by fc-list: \(onlyOurs.prefix(10))")
        #expect(onlyTheirs.isEmpty, "listed by fc-list, not by fontinspect: \(onlyTheirs.prefix(10))")
    }

    @Test func listWithoutPathsIsAUsageError() {
        let result = runTool("list")
        #expect(result.status == 64)
        #expect(result.output == "")
        #expect(result.errors == """
            Error: Missing expected argument '<paths> ...' (or --system)
            Usage: fontinspect list [--format <format>] [--color <when>] [--system] [--languages] [<paths> ...]
              See 'fontinspect list --help' for more information.

            """)
    }
}

@Suite struct ListLanguagesTests {
    @Test func languagesAreAddedAsTheLastKeyOnlyWhenAsked() throws {
        let path = TestFontsPath.root + "/Generated/Web/FixtureWebVar.woff2"
        let plain = runTool("list", "--format", "json", path)
        #expect(!plain.output.contains("\"languages\""))
        let result = runTool("list", "--format", "json", "--languages", path)
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let faces = try #require(document["faces"] as? [[String: Any]])
        // The default instance and both named instances share the font's character map: A–C a–c é ł € and space.
        #expect(faces.count == 3)
        #expect(faces.allSatisfy { $0["languages"] as? [String] == [] })
        #expect(result.output.contains("\"fontRevision\": 1.5,\n      \"languages\": []\n"))
    }

    @Test func languagesOfARealFont() throws {
        let result = runTool("list", "--format", "json", "--languages", TestFontsPath.root + "/Real/Inter/Inter.var.ttf")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let faces = try #require(document["faces"] as? [[String: Any]])
        let languages = try #require(faces.first?["languages"] as? [String])
        #expect(languages.contains("vi") && languages.contains("pl") && languages.contains("ru"))
        #expect(!languages.contains("ja"))
        #expect(faces.allSatisfy { $0["languages"] as? [String] == languages })
    }

    @Test func languagesNeedJSON() {
        let result = runTool("list", "--languages", TestFontsPath.root + "/Generated/Static")
        #expect(result.status == 64)
        #expect(result.errors.hasPrefix("Error: --languages needs --format json\n"))
    }
}

/// Device and inode as "device:inode", so that two names of one file compare equal; the path itself when
/// stat fails (then it can only equal itself).
private func fileIdentity(_ path: String) -> String {
    var info = stat()
    guard stat(path, &info) == 0 else { return path }
    return "\(info.st_dev):\(info.st_ino)"
}
