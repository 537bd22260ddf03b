import Foundation
import Testing
@testable import FontInspector
import TestSupport

/// How names resolve (PostScript, family, full name, case, system, per platform) and what `references` lists:
/// exact values against Fixture Sans (Regular 400, Bold 700) and Fixture Var (default instance FixtureVar-Regular).
@Suite struct FontNameResolutionTests {
    static let fonts = [
        Fixtures.font("Generated/Static/FixtureSans-Regular.ttf"), Fixtures.font("Generated/Static/FixtureSans-Bold.ttf"),
        Fixtures.font("Generated/Variable/FixtureVar-VF.ttf"),
    ]

    func bundle(_ names: [String?], targets: [XcodeTarget] = []) throws -> FontBundle {
        var bundle = try LintFixtures.bundle(fonts: Self.fonts, systemFontNames: Set(AppleSystemFonts.postScriptNames))
        bundle.sourceCalls = names.enumerated().map { index, name in
            SourceFontCall(form: .uiFont, name: name, file: "Sources/A.swift", line: index + 1, column: 22, textSize: .notJudged)
        }
        bundle.targets = targets
        return bundle
    }

    /// `name → resolution face file(instance)` for each reference.
    func resolved(_ bundle: FontBundle) -> [String] {
        LintRunner.check(bundle).references.map { reference in
            var text = "\(reference.text ?? "nil") → \(reference.resolution.rawValue)"
            if let face = reference.face { text += " \(face)" }
            if let file = reference.fontFile { text += " " + (file.split(separator: "/").last.map(String.init) ?? file) }
            if let instance = reference.instance { text += "#\(instance)" }
            return text
        }
    }

    @Test func coreTextOrderWithoutATarget() throws {
        let names: [String?] = [
            "FixtureSans-Bold", "Fixture Sans", "Fixture Sans Bold", "Fixture Var", "FixtureVar-Regular_Black", "fixturesans-bold",
            "Menlo", "Menlo-Regular", "menlo", "LucidaGrande", ".AppleSystemUIFont", ".SFNS-Regular", "SFProText-Medium", nil, "",
        ]
        #expect(resolved(try bundle(names)) == [
            "FixtureSans-Bold → postScriptName FixtureSans-Bold FixtureSans-Bold.ttf",
            "Fixture Sans → familyFallback FixtureSans-Regular FixtureSans-Regular.ttf",
            "Fixture Sans Bold → fullNameFallback FixtureSans-Bold FixtureSans-Bold.ttf",
            "Fixture Var → familyFallback FixtureVar-Regular FixtureVar-VF.ttf",
            "FixtureVar-Regular_Black → postScriptName FixtureVar-Regular_Black FixtureVar-VF.ttf#5",
            "fixturesans-bold → letterCaseFallback FixtureSans-Bold FixtureSans-Bold.ttf",
            "Menlo → system Menlo-Regular",
            "Menlo-Regular → system Menlo-Regular",
            "menlo → letterCaseFallback Menlo-Regular",
            "LucidaGrande → system LucidaGrande",
            ".AppleSystemUIFont → system .AppleSystemUIFont",
            ".SFNS-Regular → system .SFNS-Regular",
            "SFProText-Medium → unresolved",
            "nil → runTime",
            " → unresolved",
        ])
    }

    @Test func anIOSTargetDoesNotLoadMacOSFontsNorIsToldToUseThem() throws {
        let target = XcodeTarget(name: "App", productType: XcodeTarget.applicationProductType, project: "App.xcodeproj/project.pbxproj",
                                 infoPlists: [], copiedFiles: [], compiledFiles: ["Sources/A.swift"], platform: .iOS)
        let bundle = try bundle(["LucidaGrande", "Menlo", "LucidaGrand"], targets: [target])
        #expect(resolved(bundle) == ["LucidaGrande → unresolved", "Menlo → system Menlo-Regular", "LucidaGrand → unresolved"])
        #expect(LintFixtures.messages(UnknownFontName.self, bundle) == [
            "Sources/A.swift: UIFont(name:size:) \"LucidaGrande\" is not the PostScript, family or full name of a bundled face or of a system font on iOS: no face answers to it by any of the three",
            "Sources/A.swift: UIFont(name:size:) \"LucidaGrand\" is not the PostScript, family or full name of a bundled face or of a system font on iOS: no face answers to it by any of the three",
        ])
    }

    @Test func aMacOSTargetMatchesLetterCaseExactly() throws {
        let target = XcodeTarget(name: "Mac", productType: XcodeTarget.applicationProductType, project: "Mac.xcodeproj/project.pbxproj",
                                 infoPlists: [], copiedFiles: [], compiledFiles: ["Sources/A.swift"], platform: .macOS)
        let bundle = try bundle(["fixturesans-bold", "LucidaGrande"], targets: [target])
        #expect(resolved(bundle) == ["fixturesans-bold → unresolved", "LucidaGrande → system LucidaGrande"])
    }

    @Test func familyFallbackPicksTheRegularUprightDefaultInstance() throws {
        let bundle = try bundle([])
        let family = bundle.allFaces.filter { $0.face.family == "Fixture Var" }
        #expect(family.count == 5)
        #expect(FontNameLookup(bundle: bundle).familyFallbackFace(of: family).map { "\($0.face.postScriptName ?? "") \($0.face.instanceIndex.map(String.init) ?? "default")" } == "FixtureVar-Regular default")
        #expect(FontNameLookup.likelySystemFace(of: ["Menlo-Bold", "Menlo-BoldItalic", "Menlo-Italic", "Menlo-Regular"]) == "Menlo-Regular")
        #expect(FontNameLookup.likelySystemFace(of: ["Cochin-Bold", "Cochin", "Cochin-Italic"]) == "Cochin")
        #expect(FontNameLookup.likelySystemFace(of: ["Zapfino"]) == "Zapfino")
    }

    @Test func targetPlatformFromBuildSettings() {
        #expect(TargetPlatform.of(configurations: [["SDKROOT": "iphoneos"], [:]]) == .iOS)
        #expect(TargetPlatform.of(configurations: [["SDKROOT": "macosx"]]) == .macOS)
        #expect(TargetPlatform.of(configurations: [["SDKROOT": "auto", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator"]]) == .iOS)
        #expect(TargetPlatform.of(configurations: [["SDKROOT": "auto", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator macosx"]]) == nil)
        #expect(TargetPlatform.of(configurations: [["SDKROOT": "iphoneos", "SUPPORTS_MACCATALYST": "YES"]]) == nil)
        #expect(TargetPlatform.of(configurations: [["SDKROOT": "appletvos"]]) == .tvOS)
        #expect(TargetPlatform.of(configurations: [["SDKROOT": "iphoneos"], ["SDKROOT": "macosx"]]) == nil)
        #expect(TargetPlatform.of(configurations: [[:]]) == nil)
        #expect(ReferencePlatforms.builtBundlePlatform(root: "/x/App.app/", infoPlists: ["/x/App.app/Contents/Info.plist"]) == .macOS)
        #expect(ReferencePlatforms.builtBundlePlatform(root: "/x/App.app", infoPlists: ["/x/App.app/Info.plist"]) == .iOS)
        #expect(ReferencePlatforms.builtBundlePlatform(root: "/x/App", infoPlists: ["/x/App/Contents/Info.plist"]) == nil)
    }

    @Test func referencesInJSON() throws {
        let result = LintRunner.check(try bundle(["Fixture Var", nil]))
        let json = LintJSONReport.render(result)
        let path = Fixtures.font("Generated/Variable/FixtureVar-VF.ttf")
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let references = (object?["references"] as? [[String: Any]] ?? []).map { reference in
            reference.keys.sorted().map { key in "\(key)=\(reference[key] is NSNull ? "null" : "\(reference[key] ?? "")")" }.joined(separator: " ")
        }
        #expect(references == [
            "column=22 face=FixtureVar-Regular faceIndex=0 file=Sources/A.swift fontFile=\(path) instance=null keyPath=null kind=code line=1 platforms=[\"iOS\", \"macOS\"] resolution=familyFallback text=Fixture Var",
            "column=22 face=null faceIndex=null file=Sources/A.swift fontFile=null instance=null keyPath=null kind=code line=2 platforms=[\"iOS\", \"macOS\"] resolution=runTime text=null",
        ])
        #expect(LintReferencesTextReport.render(result) == """
            Font names checked: 2
              Sources/A.swift:1:22  code  "Fixture Var"        familyFallback  → FixtureVar-Regular in \(path)
              Sources/A.swift:2:22  code  (given at run time)  runTime         \("")

            """)
    }
}
