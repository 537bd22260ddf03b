import Testing
@testable import FontInspector
import TestSupport

/// What each committed test font must read as. The truths come from TestFonts/generate.py (and
/// TestFonts/README.md), written before the reader; Inter's from its fvar table.
struct Expected: Sendable, CustomTestStringConvertible {
    var file: String
    var faceIndex: Int
    var instanceIndex: Int?
    var postScriptName: String?
    var family: String?
    var style: String?
    var weight: Int?
    var width: Int?
    var italic: Bool
    var format: FontFormat
    var container: FontContainer

    init(_ file: String, _ faceIndex: Int, _ instanceIndex: Int?, _ postScriptName: String?, _ family: String?,
         _ style: String?, _ weight: Int?, _ width: Int?, _ italic: Bool, _ format: FontFormat, _ container: FontContainer) {
        self.file = file
        self.faceIndex = faceIndex
        self.instanceIndex = instanceIndex
        self.postScriptName = postScriptName
        self.family = family
        self.style = style
        self.weight = weight
        self.width = width
        self.italic = italic
        self.format = format
        self.container = container
    }

    var testDescription: String { file }

    static let all: [Expected] = [
        Expected("Generated/Coverage/FixtureCover-Bold.ttf", 0, nil, "FixtureCover-Bold", "Fixture Cover", "Bold", 700, 5, false, .trueType, .sfnt),
        Expected("Generated/Coverage/FixtureCover-Regular.ttf", 0, nil, "FixtureCover-Regular", "Fixture Cover", "Regular", 400, 5, false, .trueType, .sfnt),
        Expected("Generated/Collections/FixtureCondensed.otc", 0, nil, "FixtureCondensed-Regular", "Fixture Condensed", "Regular", 400, 3, false, .cff, .collection),
        Expected("Generated/Collections/FixtureCondensed.otc", 1, nil, "FixtureCondensed-Black", "Fixture Condensed", "Black", 900, 3, false, .cff, .collection),
        Expected("Generated/Collections/FixtureMono.ttc", 0, nil, "FixtureMono-Regular", "Fixture Mono", "Regular", 400, 5, false, .trueType, .collection),
        Expected("Generated/Collections/FixtureMono.ttc", 1, nil, "FixtureMono-Bold", "Fixture Mono", "Bold", 700, 5, false, .trueType, .collection),
        Expected("Generated/Collections/FixtureMono.ttc", 2, nil, "FixtureMono-Italic", "Fixture Mono", "Italic", 400, 5, true, .trueType, .collection),
        Expected("Generated/Other/FixtureBitmap.bdf", 0, nil, nil, "Fixture Bitmap", "Regular", nil, nil, false, .bdf, .other),
        Expected("Generated/Static/FixtureInvalidPSName.ttf", 0, nil, "Fixture Invalid[PS] Name", "Fixture Invalid", "Regular", 400, 5, false, .trueType, .sfnt),
        Expected("Generated/Static/FixtureMacRoman-Regular.ttf", 0, nil, "FixtureCafe-Regulier", "Fixture Café™", "Régulier", 400, 5, false, .trueType, .sfnt),
        Expected("Generated/Static/FixtureMismatch-Regular.ttf", 0, nil, "FixtureMismatch-Regular", "Fixture Mac Family", "Regular", 400, 5, false, .trueType, .sfnt),
        Expected("Generated/Static/FixtureNoOS2-Italic.ttf", 0, nil, "FixtureNoOS2-Italic", "Fixture No OS2", "Italic", nil, nil, true, .trueType, .sfnt),
        Expected("Generated/Static/FixtureNoPSName-Regular.ttf", 0, nil, nil, "Fixture No PS Name", "Regular", 400, 5, false, .trueType, .sfnt),
        Expected("Generated/Static/FixtureRestricted-Light.ttf", 0, nil, "FixtureRestricted-Light", "Fixture Restricted", "Light", 300, 3, false, .trueType, .sfnt),
        Expected("Generated/Static/FixtureSans-Bold.ttf", 0, nil, "FixtureSans-Bold", "Fixture Sans", "Bold", 700, 5, false, .trueType, .sfnt),
        Expected("Generated/Static/FixtureSans-Italic.ttf", 0, nil, "FixtureSans-Italic", "Fixture Sans", "Italic", 400, 5, true, .trueType, .sfnt),
        Expected("Generated/Static/FixtureSans-Oblique.ttf", 0, nil, "FixtureSans-Oblique", "Fixture Sans", "Oblique", 400, 5, true, .trueType, .sfnt),
        Expected("Generated/Static/FixtureSans-Regular.ttf", 0, nil, "FixtureSans-Regular", "Fixture Sans", "Regular", 400, 5, false, .trueType, .sfnt),
        Expected("Generated/Static/FixtureSerif-Regular.otf", 0, nil, "FixtureSerif-Regular", "Fixture Serif", "Regular", 400, 5, false, .cff, .sfnt),
        Expected("Generated/Static/FixtureSerif-SemiBold.otf", 0, nil, "FixtureSerif-SemiBold", "Fixture Serif", "SemiBold", 600, 5, false, .cff, .sfnt),
        Expected("Generated/Static/FixtureTypo-Semibold.ttf", 0, nil, "FixtureTypo-Semibold", "Fixture Typo", "Semibold", 600, 5, false, .trueType, .sfnt),
        Expected("Generated/Static/FixtureWinOnly-Regular.ttf", 0, nil, "FixtureWinOnly-Regular", "Fixture Win Only", "Regular", 400, 5, false, .trueType, .sfnt),
        Expected("Generated/Variable/FixtureFlex-VF.otf", 0, nil, "FixtureFlex-Regular", "Fixture Flex", "Regular", 400, 5, false, .cff2, .sfnt),
        Expected("Generated/Variable/FixtureFlex-VF.otf", 0, 1, "FixtureFlex-Regular_ExtraLight", "Fixture Flex", "ExtraLight", 200, 5, false, .cff2, .sfnt),
        Expected("Generated/Variable/FixtureFlex-VF.otf", 0, 3, "FixtureFlex-ExtraBoldPS", "Fixture Flex", "ExtraBold", 800, 5, false, .cff2, .sfnt),
        Expected("Generated/Variable/FixtureItalVar-VF.ttf", 0, nil, "FixtureItalVar-Regular", "Fixture Ital Var", "Regular", 400, 5, false, .trueType, .sfnt),
        Expected("Generated/Variable/FixtureItalVar-VF.ttf", 0, 2, "FixtureItalVar-Regular_Italic", "Fixture Ital Var", "Italic", 400, 5, true, .trueType, .sfnt),
        Expected("Generated/Variable/FixtureItalVar-VF.ttf", 0, 3, "FixtureItalVar-Regular_Bold-Italic", "Fixture Ital Var", "Bold Italic", 700, 5, true, .trueType, .sfnt),
        Expected("Generated/Variable/FixtureItalVar-VF.ttf", 0, 4, "FixtureItalVar-Regular_Bold", "Fixture Ital Var", "Bold", 700, 5, false, .trueType, .sfnt),
        Expected("Generated/Variable/FixtureSlantVar-VF.ttf", 0, nil, "FixtureSlantVar-Regular", "Fixture Slant Var", "Regular", 400, 5, false, .trueType, .sfnt),
        Expected("Generated/Variable/FixtureSlantVar-VF.ttf", 0, 2, "FixtureSlantVar-Regular_Oblique", "Fixture Slant Var", "Oblique", 400, 5, true, .trueType, .sfnt),
        Expected("Generated/Variable/FixtureSlantVar-VF.ttf", 0, 3, "FixtureSlantVar-Regular_Bold-Oblique", "Fixture Slant Var", "Bold Oblique", 700, 5, true, .trueType, .sfnt),
        Expected("Generated/Variable/FixtureSlantVar-VF.ttf", 0, 4, "FixtureSlantVar-Regular_Light", "Fixture Slant Var", "Light", 300, 5, false, .trueType, .sfnt),
        // The anytype-swift Inter case (no psid, no ID 25): Core Text's `<ID 6>_<subfamily, spaces → '-'>`, no
        // instance 1 (it sits at the default location), characters a PostScript name may not hold dropped.
        Expected("Generated/Variable/FixtureSpaced-VF.ttf", 0, nil, "FixtureSpaced", "Fixture Spaced", "Regular", 400, 5, false, .trueType, .sfnt),
        Expected("Generated/Variable/FixtureSpaced-VF.ttf", 0, 2, "FixtureSpaced_Semi-Bold", "Fixture Spaced", "Semi Bold", 600, 5, false, .trueType, .sfnt),
        Expected("Generated/Variable/FixtureSpaced-VF.ttf", 0, 3, "FixtureSpaced_Extra-Bold-Italic", "Fixture Spaced", "Extra Bold Italic", 800, 5, true, .trueType, .sfnt),
        Expected("Generated/Variable/FixtureSpaced-VF.ttf", 0, 4, "FixtureSpaced_Heavy-100-Test", "Fixture Spaced", "Heavy (100%) [Test]", 900, 5, false, .trueType, .sfnt),
        Expected("Generated/Variable/FixtureSpaced-VF.ttf", 0, 5, "FixtureSpaced_Thin-Ngatif", "Fixture Spaced", "Thin\tNégatif", 100, 5, true, .trueType, .sfnt),
        Expected("Generated/Variable/FixtureVar-VF.ttf", 0, nil, "FixtureVar-Regular", "Fixture Var", "Regular", 400, 5, false, .trueType, .sfnt),
        Expected("Generated/Variable/FixtureVar-VF.ttf", 0, 1, "FixtureVar-Regular_Thin", "Fixture Var", "Thin", 100, 5, false, .trueType, .sfnt),
        Expected("Generated/Variable/FixtureVar-VF.ttf", 0, 3, "FixtureVar-SemiBoldCustom", "Fixture Var", "SemiBold", 600, 5, false, .trueType, .sfnt),
        Expected("Generated/Variable/FixtureVar-VF.ttf", 0, 4, "FixtureVar-Regular_Condensed-Bold", "Fixture Var", "Condensed Bold", 700, 3, false, .trueType, .sfnt),
        Expected("Generated/Variable/FixtureVar-VF.ttf", 0, 5, "FixtureVar-Regular_Black", "Fixture Var", "Black", 900, 7, false, .trueType, .sfnt),
        Expected("Generated/Web/FixtureWeb-Bold.woff2", 0, nil, "FixtureWeb-Bold", "Fixture Web", "Bold", 700, 5, false, .cff, .woff2),
        Expected("Generated/Web/FixtureWeb-Regular.woff", 0, nil, "FixtureWeb-Regular", "Fixture Web", "Regular", 400, 5, false, .trueType, .woff),
        Expected("Generated/Web/FixtureWebVar.woff2", 0, nil, "FixtureWebVar-Regular", "Fixture Web Var", "Regular", 400, 5, false, .trueType, .woff2),
        Expected("Generated/Web/FixtureWebVar.woff2", 0, 1, "FixtureWebVar-Regular_Light", "Fixture Web Var", "Light", 300, 5, false, .trueType, .woff2),
        Expected("Generated/Web/FixtureWebVar.woff2", 0, 2, "FixtureWebVar-Regular_Bold", "Fixture Web Var", "Bold", 700, 5, false, .trueType, .woff2),
        Expected("Real/Inter/Inter.var.ttf", 0, nil, "Inter", "Inter", "Regular", 400, 5, false, .trueType, .sfnt),
        Expected("Real/Inter/Inter.var.ttf", 0, 1, "Inter_Thin", "Inter", "Thin", 100, 5, false, .trueType, .sfnt),
        Expected("Real/Inter/Inter.var.ttf", 0, 2, "Inter_Thin-Italic", "Inter", "Thin Italic", 100, 5, true, .trueType, .sfnt),
        Expected("Real/Inter/Inter.var.ttf", 0, 3, "Inter_Extra-Light", "Inter", "Extra Light", 200, 5, false, .trueType, .sfnt),
        Expected("Real/Inter/Inter.var.ttf", 0, 4, "Inter_Extra-Light-Italic", "Inter", "Extra Light Italic", 200, 5, true, .trueType, .sfnt),
        Expected("Real/Inter/Inter.var.ttf", 0, 5, "Inter_Light", "Inter", "Light", 300, 5, false, .trueType, .sfnt),
        Expected("Real/Inter/Inter.var.ttf", 0, 6, "Inter_Light-Italic", "Inter", "Light Italic", 300, 5, true, .trueType, .sfnt),
        Expected("Real/Inter/Inter.var.ttf", 0, 8, "Inter_Italic", "Inter", "Italic", 400, 5, true, .trueType, .sfnt),
        Expected("Real/Inter/Inter.var.ttf", 0, 9, "Inter_Medium", "Inter", "Medium", 500, 5, false, .trueType, .sfnt),
        Expected("Real/Inter/Inter.var.ttf", 0, 10, "Inter_Medium-Italic", "Inter", "Medium Italic", 500, 5, true, .trueType, .sfnt),
        Expected("Real/Inter/Inter.var.ttf", 0, 11, "Inter_Semi-Bold", "Inter", "Semi Bold", 600, 5, false, .trueType, .sfnt),
        Expected("Real/Inter/Inter.var.ttf", 0, 12, "Inter_Semi-Bold-Italic", "Inter", "Semi Bold Italic", 600, 5, true, .trueType, .sfnt),
        Expected("Real/Inter/Inter.var.ttf", 0, 13, "Inter_Bold", "Inter", "Bold", 700, 5, false, .trueType, .sfnt),
        Expected("Real/Inter/Inter.var.ttf", 0, 14, "Inter_Bold-Italic", "Inter", "Bold Italic", 700, 5, true, .trueType, .sfnt),
        Expected("Real/Inter/Inter.var.ttf", 0, 15, "Inter_Extra-Bold", "Inter", "Extra Bold", 800, 5, false, .trueType, .sfnt),
        Expected("Real/Inter/Inter.var.ttf", 0, 16, "Inter_Extra-Bold-Italic", "Inter", "Extra Bold Italic", 800, 5, true, .trueType, .sfnt),
        Expected("Real/Inter/Inter.var.ttf", 0, 17, "Inter_Black", "Inter", "Black", 900, 5, false, .trueType, .sfnt),
        Expected("Real/Inter/Inter.var.ttf", 0, 18, "Inter_Black-Italic", "Inter", "Black Italic", 900, 5, true, .trueType, .sfnt),
    ]

    static var files: [String] { all.map(\.file).reduce(into: []) { if !$0.contains($1) { $0.append($1) } } }
}

@Suite struct FaceReaderTests {
    @Test("every face of every test font reads as Apple platforms name it", arguments: Expected.files)
    func facesOfFile(_ file: String) throws {
        let reading = try FaceReader().read(path: Fixtures.font(file))
        #expect(reading.errors.isEmpty)
        let expected = Expected.all.filter { $0.file == file }
        #expect(reading.faces.count == expected.count)
        for (face, want) in zip(reading.faces, expected) {
            #expect(face.faceIndex == want.faceIndex)
            #expect(face.instanceIndex == want.instanceIndex)
            #expect(face.postScriptName == want.postScriptName)
            #expect(face.family == want.family)
            #expect(face.style == want.style)
            #expect(face.weight == want.weight)
            #expect(face.width == want.width)
            #expect(face.italic == want.italic)
            #expect(face.format == want.format)
            #expect(face.container == want.container)
        }
    }

    @Test func variableFontFacesCarryTheirCoordinatesAndFullNames() throws {
        let faces = try FaceReader().read(path: Fixtures.font("Generated/Variable/FixtureVar-VF.ttf")).faces
        #expect(faces.allSatisfy { $0.isVariable })
        #expect(faces[0].coordinates.isEmpty)
        #expect(faces[0].fullName == "Fixture Var Regular")
        // faces[3] is instance 4: instance 2 sits at the default location and is the default face.
        #expect(faces[3].instanceIndex == 4)
        #expect(faces[3].coordinates == [AxisCoordinate(tag: "wght", value: 700), AxisCoordinate(tag: "wdth", value: 75)])
        #expect(faces[3].fullName == "Fixture Var Condensed Bold")
    }

    @Test func staticFaceMetadata() throws {
        let face = try #require(try FaceReader().read(path: Fixtures.font("Generated/Static/FixtureSans-Regular.ttf")).faces.first)
        #expect(face.fullName == "Fixture Sans Regular")
        #expect(face.glyphCount == 11)
        #expect(face.unitsPerEm == 1000)
        #expect(face.fontRevision == 1.5)
        #expect(face.isVariable == false)
        #expect(face.isLoadableOnApplePlatforms)
    }

    @Test func bitmapFormatsAreListedButNotLoadableOnApplePlatforms() throws {
        let face = try #require(try FaceReader().read(path: Fixtures.font("Generated/Other/FixtureBitmap.bdf")).faces.first)
        #expect(face.format == .bdf)
        #expect(face.isLoadableOnApplePlatforms == false)
    }

    @Test func webFontsWithoutStoredInstanceAtTheDefaultListOnlyTheStoredInstances() throws {
        // FreeType adds a synthetic named instance at the default location; the fvar table stores two.
        let faces = try FaceReader().read(path: Fixtures.font("Generated/Web/FixtureWebVar.woff2")).faces
        #expect(faces.map(\.instanceIndex) == [nil, 1, 2])
    }

    @Test func detailsCarryTheTablesBehindTheNames() throws {
        let reading = try FaceReader().read(
            path: Fixtures.font("Generated/Static/FixtureRestricted-Light.ttf"), depth: .details(languages: false))
        let details = try #require(reading.details.first)
        #expect(details.os2?.fsType.isRestrictedLicense == true)
        #expect(details.os2?.fsType.names == ["Restricted License embedding"])
        #expect(details.os2?.vendorID == "FIXT")
        #expect(details.os2?.widthClass == 3)
        #expect(details.head?.macStyle.rawValue == 0)
        #expect(details.italicAngle == 0)
        #expect(details.tableTags == ["OS/2", "cmap", "glyf", "head", "hhea", "hmtx", "loca", "maxp", "name", "post"])
        #expect(details.names.records.count == 12)
        #expect(details.languages == nil)
    }

    @Test func detailsOfAVariableFontListAxesAndInstances() throws {
        let reading = try FaceReader().read(
            path: Fixtures.font("Generated/Variable/FixtureVar-VF.ttf"), depth: .details(languages: false))
        let details = try #require(reading.details.first)
        #expect(reading.details.count == 1)
        #expect(details.axes == [
            VariationAxis(tag: "wght", name: "Weight", minimum: 100, defaultValue: 400, maximum: 900),
            VariationAxis(tag: "wdth", name: "Width", minimum: 75, defaultValue: 100, maximum: 125),
        ])
        #expect(details.namedInstances.map(\.postScriptName) == [
            "FixtureVar-Regular_Thin", "FixtureVar-Regular", "FixtureVar-SemiBoldCustom", "FixtureVar-Regular_Condensed-Bold",
            "FixtureVar-Regular_Black",
        ])
        #expect(details.namedInstances.map(\.postScriptNameIsStored) == [false, false, true, false, false])
        // info still shows the instance at the default location, as the default face it is.
        #expect(details.namedInstances.map(\.isDefaultFace) == [false, true, false, false, false])
    }

    @Test func italicComesFromMacStyleWithoutAnOS2Table() throws {
        let reading = try FaceReader().read(
            path: Fixtures.font("Generated/Static/FixtureNoOS2-Italic.ttf"), depth: .details(languages: false))
        let details = try #require(reading.details.first)
        #expect(details.os2 == nil)
        #expect(details.head?.macStyle == .italic)
        #expect(details.face.italic)
        #expect(details.italicAngle == -12)
    }

    @Test func languagesComeFromFontconfigWhenAskedFor() throws {
        let reading = try FaceReader().read(
            path: Fixtures.font("Real/Inter/Inter.var.ttf"), depth: .details(languages: true))
        let languages = try #require(reading.details.first?.languages)
        #expect(languages.contains("en"))
        #expect(languages.contains("vi"))
        #expect(languages.contains("ru"))
        #expect(!languages.contains("ja"))
        #expect(languages == languages.sorted())
    }
}
