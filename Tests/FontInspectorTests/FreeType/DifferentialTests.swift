import CFreeType
import Foundation
import Testing
@testable import FontInspector
import TestSupport

/// fontinspect against the two other readers on this machine, on every TestFonts face, for the
/// fields where they and Apple agree; the places where they don't are pinned as such.
@Suite struct FontconfigDifferentialTests {
    struct FcFace: Equatable {
        var postScriptName: String
        var weight: Int
        var italic: Bool
    }

    /// fontconfig's weight scale, mapped back to OS/2 classes (fontconfig.h: FC_WEIGHT_THIN 0 … FC_WEIGHT_BLACK 210).
    static let fontconfigWeights: [Int: Int] = [0: 100, 40: 200, 50: 300, 80: 400, 100: 500, 180: 600, 200: 700, 205: 800, 210: 900]

    static func fcQuery(_ path: String) throws -> [Int: FcFace] {
        let output = try Fixtures.output(of: ["fc-query", "--format", "%{index}|%{postscriptname}|%{weight}|%{slant}\n", path])
        var faces: [Int: FcFace] = [:]
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, let index = Int(fields[0]), let weight = Double(fields[2]), let slant = Int(fields[3]) else { continue }
            // Named instances come as index (n << 16) | face; the static faces are what fontconfig names the Apple way.
            guard index >> 16 == 0 else { continue }
            faces[index] = FcFace(postScriptName: fields[1], weight: fontconfigWeights[Int(weight)] ?? -1, italic: slant != 0)
        }
        return faces
    }

    /// Faces where fontconfig deliberately differs from Apple, with what each says.
    static let knownDifferences: [String: String] = [
        // No name ID 6: fontconfig invents one from the family; Apple has no PostScript name to match.
        "FixtureNoPSName-Regular.ttf": "fontconfig invents Fixture-No-PS-Name",
        // FreeType drops an ID 6 with spaces or brackets; fontconfig then invents one. Core Text reports the record as stored.
        "FixtureInvalidPSName.ttf": "fontconfig invents Fixture-Invalid",
        // No OS/2: fontconfig guesses from the style name; fontinspect reports no weight.
        "FixtureNoOS2-Italic.ttf": "fontconfig guesses Medium (its 100, OS/2 500)",
        // BDF: not an Apple format; fontconfig names it from the family.
        "FixtureBitmap.bdf": "fontconfig invents Fixture-Bitmap",
    ]

    @Test("PostScript name, weight and italic agree with fc-query", arguments: Expected.files)
    func agreesWithFcQuery(_ file: String) throws {
        let name = (file as NSString).lastPathComponent
        let fontconfig = try Self.fcQuery(Fixtures.font(file))
        let faces = try FaceReader().read(path: Fixtures.font(file)).faces.filter { $0.instanceIndex == nil }
        #expect(fontconfig.count == faces.count)
        for face in faces {
            let theirs = try #require(fontconfig[face.faceIndex])
            if let difference = Self.knownDifferences[name] {
                let ours = FcFace(postScriptName: face.postScriptName ?? "", weight: face.weight ?? -1, italic: face.italic)
                #expect(ours != theirs, "expected to differ: \(difference)")
                continue
            }
            #expect(face.postScriptName == theirs.postScriptName)
            #expect(face.weight == theirs.weight)
            #expect(face.italic == theirs.italic)
        }
    }

    @Test func knownDifferencesAreExactlyThese() throws {
        #expect(try Self.fcQuery(Fixtures.font("Generated/Static/FixtureNoPSName-Regular.ttf"))[0]?.postScriptName == "Fixture-No-PS-Name")
        #expect(try Self.fcQuery(Fixtures.font("Generated/Static/FixtureInvalidPSName.ttf"))[0]?.postScriptName == "Fixture-Invalid")
        #expect(try Self.fcQuery(Fixtures.font("Generated/Static/FixtureNoOS2-Italic.ttf"))[0]?.weight == 500)
    }
}

@Suite struct FreeTypeInstanceNameTests {
    /// The name FreeType generates once a named instance is selected (FT_Set_Named_Instance).
    static func freeTypeInstanceNames(_ path: String) throws -> [String?] {
        var library: FT_Library?
        #expect(FT_Init_FreeType(&library) == 0)
        defer { FT_Done_FreeType(library) }
        var face: FT_Face?
        #expect(FT_New_Face(library, path, 0, &face) == 0)
        let handle = try #require(face)
        defer { FT_Done_Face(handle) }
        let count = Int(handle.pointee.style_flags >> 16)
        return (1...count).map { index in
            FT_Set_Named_Instance(handle, FT_UInt(index))
            return FT_Get_Postscript_Name(handle).map { String(cString: $0) }
        }
    }

    /// FreeType names instances by Adobe TN 5902 (`Inter-SemiBold`); Core Text does not (`Inter_Semi-Bold`:
    /// SwiftGen's Fonts.swift in anyproto/anytype-swift, written by asking Core Text, for this same Inter;
    /// iOS's own `STIXTwoText_Medium`). Pinned here: where the two differ, and that they differ only in the
    /// spelling (same instances, same subfamily letters), except for the instance at the default location,
    /// which FreeType names and Core Text folds into the default face.
    @Test("instance names differ from FreeType's TN 5902 names exactly as Core Text's do", arguments: [
        ("Real/Inter/Inter.var.ttf", "Inter-", 7),
        ("Generated/Variable/FixtureSlantVar-VF.ttf", "FxSlant-", 1),
    ])
    func differsFromFreeTypeAsCoreTextDoes(_ file: String, freeTypePrefix: String, instanceAtDefault: Int) throws {
        let reading = try FaceReader().read(path: Fixtures.font(file))
        let defaultName = try #require(reading.faces.first?.postScriptName)
        let ours = reading.faces.filter { $0.instanceIndex != nil }
        let freeType = try Self.freeTypeInstanceNames(Fixtures.font(file))
        #expect(ours.count == freeType.count - 1)
        #expect(!ours.contains { $0.instanceIndex == instanceAtDefault })
        for face in ours {
            let index = try #require(face.instanceIndex)
            let theirs = try #require(freeType[index - 1])
            let name = try #require(face.postScriptName)
            #expect(name.hasPrefix(defaultName + "_"))
            #expect(theirs.hasPrefix(freeTypePrefix))
            #expect(String(name.dropFirst(defaultName.count + 1)).replacingOccurrences(of: "-", with: "")
                == String(theirs.dropFirst(freeTypePrefix.count)))
        }
    }

    @Test func whereCoreTextAndFreeTypeNameInterDifferently() throws {
        let path = Fixtures.font("Real/Inter/Inter.var.ttf")
        let freeType = try Self.freeTypeInstanceNames(path)
        let ours = try FaceReader().read(path: path).faces.filter { $0.instanceIndex != nil }.map(\.postScriptName)
        #expect(freeType[10] == "Inter-SemiBold")
        #expect(ours[9] == "Inter_Semi-Bold")
        #expect(freeType[15] == "Inter-ExtraBoldItalic")
        #expect(ours[14] == "Inter_Extra-Bold-Italic")
        #expect(freeType[6] == "Inter-Regular")
        #expect(!ours.contains("Inter-Regular") && !ours.contains("Inter_Regular"))
    }

    @Test func freeType212GivesNoNameWhenTheFamilyHasASpace() throws {
        // Why fontinspect generates instance names itself (see InstancePostScriptName).
        let names = try Self.freeTypeInstanceNames(Fixtures.font("Generated/Variable/FixtureVar-VF.ttf"))
        let version = (major: FREETYPE_MAJOR, minor: FREETYPE_MINOR)
        if version.major == 2 && version.minor <= 12 {
            #expect(names.allSatisfy { $0 == nil })
        }
    }
}
