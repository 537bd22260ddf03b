import Foundation
import Testing
@testable import FontInspector
import TestSupport

@Suite struct FontCatalogBuilderTests {
    /// A face as a font would give it, for catalogs whose truth the test sets.
    static func face(
        _ postScriptName: String?, family: String?, style: String?, weight: Int? = 400, italic: Bool = false,
        file: String, format: FontFormat = .trueType
    ) -> FontFace {
        FontFace(
            file: file, faceIndex: 0, instanceIndex: nil, postScriptName: postScriptName, family: family, style: style,
            fullName: nil, weight: weight, width: 5, italic: italic, format: format, container: .sfnt, isVariable: false,
            coordinates: [], glyphCount: 12, unitsPerEm: 1000, fontRevision: 1.5)
    }

    static func catalog(_ faces: [FontFace], registered: Set<String>? = nil, styleMaps: [StyleMap] = []) -> FontCatalog {
        let fonts = faces.map { face in BundleFont(path: face.file, faces: [face], details: [], errors: []) }
        var bundle = FontBundle(root: "/app", fonts: fonts, styleMaps: styleMaps)
        if let registered {
            let files = fonts.map(\.path)
            let (infoPlist, registration) = LintFixtures.registration(registering: files.filter(registered.contains), among: files)
            bundle.infoPlists = [infoPlist]
            bundle.registration = registration
        }
        return FontCatalogBuilder.build(bundle, namespace: "Fonts")
    }

    /// The PostScript names of `faces` that generate writes: faces Apple platforms load, not in web fonts (lint
    /// leaves WOFF and WOFF2 files out as a web view's), each name once (the first).
    static func generatable(_ faces: [FontFace]) -> [String] {
        var seen = Set<String>()
        return faces.filter(\.isLoadableOnApplePlatforms)
            .compactMap(\.postScriptName).filter { seen.insert($0).inserted }
    }

    static func identifiers(_ catalog: FontCatalog) -> [String] {
        catalog.faces.map { $0.familyIdentifier + "." + $0.identifier + "=" + $0.postScriptName }
    }

    @Test func collectionsVariableInstancesAndWOFF2GetAConstantEachInListsOrder() throws {
        let bundle = try LintFixtures.bundle(fonts: [
            Fixtures.font("Generated/Collections/FixtureMono.ttc"), Fixtures.font("Generated/Variable/FixtureVar-VF.ttf"),
            Fixtures.font("Generated/Web/FixtureWebVar.woff2"),
        ])
        let catalog = FontCatalogBuilder.build(bundle, namespace: "Fonts")
        #expect(Self.identifiers(catalog) == [
            "FixtureMono.regular=FixtureMono-Regular", "FixtureMono.italic=FixtureMono-Italic", "FixtureMono.bold=FixtureMono-Bold",
            "FixtureVar.thin=FixtureVar-Regular_Thin", "FixtureVar.regular=FixtureVar-Regular",
            "FixtureVar.semiBold=FixtureVar-SemiBoldCustom", "FixtureVar.condensedBold=FixtureVar-Regular_Condensed-Bold",
            "FixtureVar.black=FixtureVar-Regular_Black",
            "FixtureWebVar.light=FixtureWebVar-Regular_Light", "FixtureWebVar.regular=FixtureWebVar-Regular",
            "FixtureWebVar.bold=FixtureWebVar-Regular_Bold",
        ])
        let mono = try #require(catalog.faces.first { $0.postScriptName == "FixtureMono-Italic" })
        #expect(mono.file == "FixtureMono.ttc")
        #expect(mono.faceIndex == 2)
        #expect(mono.italic && mono.weight == 400 && mono.style == "Italic" && mono.family == "Fixture Mono")
        let black = try #require(catalog.faces.first { $0.postScriptName == "FixtureVar-Regular_Black" })
        #expect(black.instanceIndex == 5)
        #expect(black.weight == 900)
        #expect(catalog.notes.isEmpty)
    }

    @Test func theGeneratedNamesAreListsPostScriptNames() throws {
        // Every face `list` prints with a PostScript name Apple platforms load, and nothing else.
        let inputs = FontInputs.read(paths: [Fixtures.testFonts], depth: .faces)
        let listed = Self.generatable(FaceListing(inputs.faces).families.flatMap(\.faces))
        let code = try GenerateRunner.run(GenerateOptions(root: Fixtures.testFonts))
        #expect(code.catalog.faces.map(\.postScriptName) == listed)
        #expect(listed.count == 103)
    }

    @Test func twoFacesWithOneStyleAreToldApartByTheirPostScriptNames() {
        let catalog = Self.catalog([
            Self.face("Foo-Regular", family: "Foo", style: "Regular", file: "/app/Foo-Regular.ttf"),
            Self.face("Foo-Text", family: "Foo", style: "Regular", file: "/app/Foo-Text.ttf"),
            Self.face("Foo-Book", family: "Foo", style: "Regular", file: "/app/Foo-Book.otf"),
        ])
        // Faces of one weight and slope are ordered by PostScript name: Book, Regular, Text.
        #expect(Self.identifiers(catalog) == ["Foo.book=Foo-Book", "Foo.regular=Foo-Regular", "Foo.text=Foo-Text"])
    }

    @Test func keywordsReservedNamesAndNamelessFamiliesGetUsableIdentifiers() {
        let catalog = Self.catalog([
            Self.face("Face-Default", family: "Face", style: "Default", file: "/app/a.ttf"),
            Self.face("Face-All", family: "Face", style: "All", weight: 700, file: "/app/b.ttf"),
            Self.face("Odd-Self", family: nil, style: "Self", file: "/app/c.ttf"),
            Self.face("Sym-X", family: "Sym", style: "%%", file: "/app/d.ttf"),
        ])
        #expect(Self.identifiers(catalog) == [
            "FaceFamily.default=Face-Default", "FaceFamily.faceAll=Face-All", "Sym.x=Sym-X", "Odd.self_=Odd-Self",
        ])
        let source = SwiftSourceEmitter.emit(GeneratedCode(catalog: catalog, access: .internal, flavors: []))
        #expect(source.contains("    enum FaceFamily {\n        static let `default` = Face(postScriptName: \"Face-Default\""))
        #expect(source.contains("static let all: [Face] = [`default`, faceAll]"))
    }

    @Test func namesFromTheFontCannotBreakOutOfTheirLiterals() {
        let catalog = Self.catalog([
            Self.face("Evil-Regular", family: "Evil\"); import Darwin; //\n\u{202E}", style: "Regular\\", file: "/app/Evil\n.ttf"),
        ])
        let source = SwiftSourceEmitter.emit(GeneratedCode(catalog: catalog, access: .internal, flavors: []))
        #expect(source.contains(#"    enum EvilImportDarwin {"#))
        #expect(source.contains(#"static let regular = Face(postScriptName: "Evil-Regular", family: "Evil\"); import Darwin; //\u{A}\u{202E}", style: "Regular\\", weight: 400, isItalic: false, file: "Evil\u{A}.ttf")"#))
        #expect(!source.contains("\n\u{202E}") && !source.unicodeScalars.contains("\u{202E}"))
    }

    @Test func facesCodeCannotLoadAreLeftOutWithANote() {
        let catalog = Self.catalog([
            Self.face("Foo-Regular", family: "Foo", style: "Regular", file: "/app/Foo-Regular.ttf"),
            Self.face(nil, family: "Foo", style: "Bold", file: "/app/Foo-NoName.ttf"),
            Self.face("Foo-Bitmap", family: "Foo", style: "Medium", file: "/app/Foo.bdf", format: .bdf),
            Self.face("Foo-Regular", family: "Foo", style: "Regular", file: "/app/Copy/Foo-Regular.ttf"),
        ], registered: ["/app/Copy/Foo-Regular.ttf"])
        // The registered copy wins the name.
        #expect(catalog.faces.map(\.path) == ["/app/Copy/Foo-Regular.ttf"])
        #expect(catalog.notes.map(\.description) == [
            "/app/Foo-Regular.ttf: not generated: \"Foo-Regular\" is also the PostScript name of /app/Copy/Foo-Regular.ttf, which is used",
            "/app/Foo-NoName.ttf: not generated: the face has no PostScript name, so code cannot name it",
            "/app/Foo.bdf: not generated: BDF faces do not load on Apple platforms",
        ])
    }

    @Test func styleMapEntriesNameTheirFacesAndBoldTextFaces() throws {
        let fonts = LintFixtures.goodFonts
        let map = StyleMap(document: try PropertyListDocument.parse(Data("""
            {"title": {"fontName": "HarborSans-SemiBold", "fontSize": 28, "boldFontName": "HarborSans-ExtraBold", "boldFontSize": 27.5},
             "body": {"fontName": "HarborSans-Regular", "fontSize": 17},
             "caption": {"fontName": "Helvetica", "fontSize": 12},
             "footnote": {"fontName": "HarborSans-Regular", "fontSize": 13, "boldFontName": "HarborSans-Missing"},
             "extraLargeTitle": {"fontName": "HarborSans-Bold", "fontSize": 36}}
            """.utf8), file: "/app/Type Scale.json"))
        let bundle = try LintFixtures.bundle(
            fonts: ["Regular", "SemiBold", "Bold", "ExtraBold"].map { "\(fonts)/HarborSans-\($0).ttf" }, styleMaps: [map])
        let catalog = FontCatalogBuilder.build(bundle, namespace: "Fonts")
        let styles = try #require(catalog.styleMaps.first)
        #expect(styles.identifier == "TypeScale")
        #expect(styles.styles.map { "\($0.identifier): \($0.regular.reference) / \($0.bold?.reference ?? "-") \($0.size) \($0.boldSize ?? 0) \($0.boldIsInferred)" } == [
            "title1: HarborSans.semiBold / HarborSans.extraBold 28.0 27.5 false",
            // No boldFontName: the face lint infers (Regular 400 -> the heavier face nearest 600).
            "body: HarborSans.regular / HarborSans.semiBold 17.0 0.0 true",
        ])
        #expect(catalog.notes.map(\.description).sorted() == [
            "/app/Type Scale.json:3: caption not generated: \"Helvetica\" is not the PostScript name of a generated face",
            "/app/Type Scale.json:4: footnote not generated: its boldFontName \"HarborSans-Missing\" is not the PostScript name of a generated face",
            "/app/Type Scale.json:5: extraLargeTitle not generated: extraLargeTitle exists only on visionOS",
        ])
    }

    @Test(arguments: [([String?](), true), (["17.0"], false), (["13.0", "16.4"], false), (["12.4", "17.0"], true), ([nil, "15.0"], false)])
    func theBoldTextFallbackIsKeptWhileSomeTargetRunsBeforeIOS13(_ deploymentTargets: [String?], _ expected: Bool) {
        let targets = deploymentTargets.enumerated().map { index, version in
            var target = XcodeTarget(name: "App\(index)", productType: XcodeTarget.applicationProductType, project: "/app/App.xcodeproj",
                                     infoPlists: [], copiedFiles: [], compiledFiles: [])
            target.iOSDeploymentTarget = version
            return target
        }
        let face = Self.face("Foo-Regular", family: "Foo", style: "Regular", file: "/app/Foo-Regular.ttf")
        let font = BundleFont(path: face.file, faces: [face], details: [], errors: [])
        let catalog = FontCatalogBuilder.build(FontBundle(root: "/app", fonts: [font], targets: targets), namespace: "Fonts")
        #expect(catalog.supportsBeforeIOS13 == expected)
    }
}
