import BrandFonts
import Foundation
import MonoFonts
import Testing

/// A face as `fontinspect list --format json` prints it (faces.json beside this file, made from the repository's
/// root by `fontinspect list --format json Examples/FontPackage/Sources/BrandFonts/Fonts
/// Examples/FontPackage/Sources/MonoFonts/Fonts`; the root package's tests check it is still what list prints).
struct ListedFace: Decodable, Hashable, CustomStringConvertible {
    let file: String
    let postScriptName: String
    let family: String
    let style: String
    let weight: Int
    let italic: Bool

    var description: String { "\(postScriptName) (\(family) \(style) \(weight)\(italic ? " italic" : "")) in \(file)" }
}

struct Listing: Decodable {
    let faces: [ListedFace]

    static func load() throws -> Listing {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("faces.json")
        return try JSONDecoder().decode(Listing.self, from: Data(contentsOf: file))
    }

    /// The faces list found in one target's Fonts folder, with the file as the bundle holds it (its name).
    func faces(inTarget target: String) -> [ListedFace] {
        faces.filter { $0.file.contains("/Sources/\(target)/Fonts/") }.map { face in
            ListedFace(file: (face.file as NSString).lastPathComponent, postScriptName: face.postScriptName, family: face.family,
                       style: face.style, weight: face.weight, italic: face.italic)
        }.sorted { $0.postScriptName < $1.postScriptName }
    }
}

extension ListedFace {
    init(_ face: Fonts.Face) {
        self.init(file: face.file, postScriptName: face.postScriptName, family: face.family, style: face.style,
                  weight: face.weight, italic: face.isItalic)
    }

    init(_ face: Mono.Face) {
        self.init(file: face.file, postScriptName: face.postScriptName, family: face.family, style: face.style,
                  weight: face.weight, italic: face.isItalic)
    }
}

@Suite struct ConstantsTests {
    @Test func theBuildPluginsConstantsAreTheFacesListNames() throws {
        let listed = try Listing.load().faces(inTarget: "BrandFonts")
        #expect(listed.count == 7)
        #expect(Fonts.allFaces.map(ListedFace.init).sorted { $0.postScriptName < $1.postScriptName } == listed)
    }

    @Test func theCommittedConstantsAreTheFacesListNames() throws {
        let listed = try Listing.load().faces(inTarget: "MonoFonts")
        // A collection's three faces and the variable font's default face and four named instances.
        #expect(listed.count == 8)
        #expect(Mono.allFaces.map(ListedFace.init).sorted { $0.postScriptName < $1.postScriptName } == listed)
    }

    @Test func theLibrariesNameFacesThroughTheConstants() {
        #expect(Brand.text.postScriptName == "HarborSans-Regular")
        #expect(Brand.heading.postScriptName == "HarborSans-Bold")
        #expect(Code.listing.postScriptName == "FixtureMono-Regular")
        #expect(Code.emphasis.postScriptName == "FixtureMono-Bold")
        #expect(Code.lineNumbers.postScriptName == "FixtureVar-Regular_Thin")
        #expect(Code.lineNumbers.weight == 100)
    }

    @Test func theStyleMapsBodyStyleSwitchesToSemiBoldForBoldText() {
        #expect(Brand.body.textStyle == .body)
        #expect(Brand.body.face(boldText: false).postScriptName == "HarborSans-Regular")
        #expect(Brand.body.face(boldText: true).postScriptName == "HarborSans-SemiBold")
        #expect(Brand.body.size == 17)
        #expect(Fonts.Typography.all.count == 11)
    }

    /// Where register(from:) looks: every file of the constants is in the bundle SwiftPM built.
    @Test func everyFileIsInTheResourceBundle() throws {
        for (bundle, files) in [(Brand.bundle, Fonts.files), (Code.bundle, Mono.files)] {
            let resources = try #require(bundle.resourceURL)
            for file in files {
                #expect(FileManager.default.fileExists(atPath: resources.appendingPathComponent(file).path), "\(file) in \(resources.path)")
            }
        }
        #expect(Fonts.files.count == 7)
        #expect(Mono.files == ["FixtureMono.ttc", "FixtureVar-VF.ttf"])
    }
}
