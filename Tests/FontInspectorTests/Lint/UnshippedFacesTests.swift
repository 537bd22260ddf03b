import Testing
@testable import FontInspector

/// D1300 and FP1200: a name no shipped face answers to, that a font file of the repository no target copies holds,
/// names that file (and, in a development pod, what its podspec ships); the podspec's literals read exactly.
@Suite struct UnshippedFacesTests {
    /// unknown-font-name's messages for one of the rule's triggering examples, `line: message`.
    func messages(_ summaryStart: String) throws -> [String] {
        let example = try #require(UnknownFontName.description.triggering.first { $0.summary.hasPrefix(summaryStart) })
        return try RuleExampleTests.lint(example, rule: "unknown-font-name").0.map { "\($0.location.line ?? 0): \($0.message.text)" }
    }

    @Test func aNameOfAnUnshippedFileNamesTheFileByPostScriptFamilyAndFullName() throws {
        let copy = "which no target copies (add it to the Copy Bundle Resources of target \"App\")"
        #expect(try messages("names of a font file in the repository") == [
            "1: UIFont(name:size:) \"FixtureSerif-Regular\" is not the PostScript, family or full name of a bundled face or of a system font on iOS: it is the PostScript name of Design/FixtureSerif-Regular.otf, \(copy)",
            "2: UIFont(name:size:) \"Fixture Serif\" is not the PostScript, family or full name of a bundled face or of a system font on iOS: it is the family name of Design/FixtureSerif-Regular.otf, \(copy)",
            "3: Font.custom(_:size:) \"Fixture Serif Regular\" is not the PostScript, family or full name of a bundled face or of a system font on iOS: it is the full name of Design/FixtureSerif-Regular.otf, \(copy)",
        ])
    }

    @Test func aDevelopmentPodsFileSaysWhatItsPodspecShips() throws {
        #expect(try messages("the same file in a development pod") == [
            "1: UIFont(name:size:) \"FixtureSerif-Regular\" is not the PostScript, family or full name of a bundled face or of a system font on iOS: it is the PostScript name of Frameworks/Kit/Resources/FixtureSerif-Regular.otf, which no target of the projects lint reads copies (Pods/ is not read), and Frameworks/Kit/Kit.podspec's resources (\"Resources/*.{strings,xcassets}\") leave it out, so `pod install` does not ship it (add it to them)",
        ])
        #expect(try messages("the same pod whose podspec's resources take the file") == [
            "1: UIFont(name:size:) \"FixtureSerif-Regular\" names no face lint has read; it is the PostScript name of Frameworks/Kit/Resources/FixtureSerif-Regular.otf, which Frameworks/Kit/Kit.podspec's resources (\"Resources/*.{otf,ttf}\") ship in the pod, whose bundle lint does not read: not checked",
        ])
    }

    @Test func aSwiftGenPathNamesTheUnshippedFileWhenTheNameDoesNot() throws {
        #expect(try messages("a SwiftGen constant whose name no face answers to, read by a view") == [
            "5: SwiftGen FontConvertible(name:family:path:) \"FixtureSerif-Book\" is not the PostScript, family or full name of a bundled face or of a system font on iOS: SwiftGen's path \"FixtureSerif-Regular.otf\" is Design/FixtureSerif-Regular.otf (face \"FixtureSerif-Regular\"), which no target copies (add it to the Copy Bundle Resources of target \"App\")",
        ])
    }

    /// FP780's probe keeps its info, and says which file to add.
    @Test func aProbeForAnUnshippedFaceNamesTheFileToAdd() throws {
        let example = RuleExample("probe", files: [
            .xcodeProject([RuleExample.Target("App", resources: ["Fonts/HarborSans-Regular.ttf"], sources: ["Sources/Title.swift"])]),
            .infoPlist(["HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
            .font("Design/FixtureSerif-Regular.otf", from: "TestFonts/Generated/Static/FixtureSerif-Regular.otf", "in no target"),
            .text("Sources/Title.swift", "if let serif = UIFont(name: \"FixtureSerif-Regular\", size: 17) { label.font = serif }\n"),
        ])
        let findings = try RuleExampleTests.lint(example, rule: "unknown-font-name").0
        #expect(findings.map(\.severity) == [.info])
        #expect(findings.map(\.message.text) == [
            "UIFont(name:size:) \"FixtureSerif-Regular\" is not the PostScript, family or full name of a bundled face or of a system font on iOS, nor near one; the code tests the result for nil and has a branch for the font being absent, the way one asks whether the user installed a font (info: nothing fails; if the app means to ship the font, add its file: it is the PostScript name of Design/FixtureSerif-Regular.otf, which no target copies (add it to the Copy Bundle Resources of target \"App\"))",
        ])
    }

    /// With `--target`, a file another target copies is only not that target's.
    @Test func underTargetTheMessageSaysThatTargetDoesNotCopyIt() throws {
        let example = RuleExample("target", files: [
            .xcodeProject([
                RuleExample.Target("App", resources: ["Fonts/HarborSans-Regular.ttf"], sources: ["Sources/Title.swift"]),
                RuleExample.Target("Widget", infoPlist: nil, resources: ["Design/FixtureSerif-Regular.otf"]),
            ]),
            .infoPlist(["HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
            .font("Design/FixtureSerif-Regular.otf", from: "TestFonts/Generated/Static/FixtureSerif-Regular.otf", "copied by Widget only"),
            .text("Sources/Title.swift", "let serif = UIFont(name: \"FixtureSerif-Regular\", size: 17)\n"),
        ], options: .init(target: "App"))
        #expect(try RuleExampleTests.lint(example, rule: "unknown-font-name").0.map(\.message.text) == [
            "UIFont(name:size:) \"FixtureSerif-Regular\" is not the PostScript, family or full name of a bundled face or of a system font on iOS: it is the PostScript name of Design/FixtureSerif-Regular.otf, which target \"App\" does not copy (add it to the Copy Bundle Resources of target \"App\")",
        ])
    }

    @Test func podspecResourcesAreItsLiterals() {
        let spec = """
            Pod::Spec.new do |spec|
              spec.name = 'Kit' # resources below
              spec.resources = [
                "Resources/*.{strings,zcassets,stringsdict}",
                'Resources/**/*.{strings,stringsdict}',
              ]
              spec.ios.resource = "Icons.bundle"
              spec.resource_bundles = { 'KitFonts' => ['Fonts/*.ttf'], :Images => "Images" }
              spec.dependency 'SnapKit'
            end
            """
        let resources = PodspecResources.parse(spec, file: "/app/Kit/Kit.podspec")
        #expect(resources?.globs == [
            "Resources/*.{strings,zcassets,stringsdict}", "Resources/**/*.{strings,stringsdict}", "Icons.bundle", "Fonts/*.ttf", "Images",
        ])
        #expect(resources?.ships("Resources/Roboto-Medium.ttf") == false)
        #expect(resources?.ships("Resources/en.lproj/Localizable.strings") == true)
        #expect(resources?.ships("Fonts/Roboto-Medium.ttf") == true)
        #expect(resources?.ships("Images/Logo/Roboto.ttf") == true)
        #expect(resources?.ships("Fonts/Sub/Roboto.ttf") == false)
        #expect(PodspecResources.parse("Pod::Spec.new do |s|\n  s.name = 'Kit'\nend\n", file: "k")?.globs == [])
    }

    /// Ruby the reader cannot be sure of says nothing about what the pod ships.
    @Test func podspecResourcesThatAreNotPlainLiteralsAreUnsure() {
        for value in [
            "s.resources = RESOURCES", "s.resources = \"#{root}/Fonts/*.ttf\"", "s.resources += ['Fonts/*.ttf']",
            "s.resources = ['a'] + extra", "s.resources = %w[Fonts/a.ttf]", "s.resource_bundles = { 'Kit' => files }",
            "s.resources.concat(['a'])",
            "s.resources = '" + String(repeating: "{a,b}", count: 9) + "'",
            "s.resource_bundles = " + String(repeating: "{ 'a' => ", count: 5) + "'x'" + String(repeating: " }", count: 5),
        ] {
            #expect(PodspecResources.parse("Pod::Spec.new do |s|\n  \(value)\nend\n", file: "k") == nil, "\(value)")
        }
    }

    @Test func bracesExpandToRubysAlternatives() {
        #expect(PodspecResources.expandingBraces("R/*.{a,b{c,d}}") == ["R/*.a", "R/*.bc", "R/*.bd"])
        #expect(PodspecResources.expandingBraces("R/{x") == ["R/{x"])
    }
}
