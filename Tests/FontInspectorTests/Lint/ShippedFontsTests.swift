import Foundation
import Testing
@testable import FontInspector
import TestSupport

/// Which fonts lint takes as the app's (issue 12 points 3-5): the manifest and page readers with exact values,
/// and whole lints of small apps whose truth is known.
@Suite struct ShippedFontsTests {
    @Test func packageResourcesAreTheLiteralsOfProcessAndCopy() {
        let manifest = """
            .target(name: "Icons", resources: [.process("Resources"), .copy( "Fonts/Icons.ttf" ), .process("a/./b/../c")]),
            .target(name: "Other", resources: [.copy("../Outside"), .process(resourceFolder), .process("")]),
            """
        #expect(SwiftPackageResources.resourcePaths(inManifest: manifest) == ["Resources", "Fonts/Icons.ttf", "a/c"])
    }

    @Test func packageResourcesMatchWholePathComponents() throws {
        let files = ["P/Sources/Icons/Resources/Icons.ttf", "P/Sources/Icons/MyResources/Other.ttf", "P/Tools/Icons.ttf", "Q/Resources/Q.ttf"]
        #expect(SwiftPackageResources.shippedFiles(files, manifests: []).isEmpty)
        let folder = try Fixtures.temporaryDirectory().path
        try FileManager.default.createDirectory(atPath: folder + "/P", withIntermediateDirectories: true)
        try Data(#".target(name: "Icons", resources: [.process("Resources")])"#.utf8).write(to: URL(fileURLWithPath: folder + "/P/Package.swift"))
        let shipped = SwiftPackageResources.shippedFiles(files.map { folder + "/" + $0 }, manifests: [folder + "/P/Package.swift"])
        #expect(shipped == [folder + "/P/Sources/Icons/Resources/Icons.ttf"])
    }

    /// FP380: with a project, the strings tables are those a target copies (alone, in a copied bundle), a Swift
    /// package's and, where a target copies pod resources, Pods/'s; a vendored SDK's tables are left with a note.
    @Test func stringsTablesAreThoseTheTargetsCopy() {
        let files = [
            // Nested bundles in the app's own language (en): the finder leaves out the others (FP360).
            "/app/App/en.lproj/Localizable.strings", "/app/App/Strings.bundle/en.lproj/App.strings",
            "/app/Vendor/SDK.bundle/en.lproj/SDK.strings", "/app/Vendor/Kit/de.lproj/Kit.strings",
            "/app/Packages/Icons/Package.swift", "/app/Packages/Icons/Sources/Icons/fr.lproj/Icons.strings",
            "/app/Pods/Pay/Pay.bundle/en.lproj/Pay.strings",
        ]
        let contents = BundleContents(root: "/app", layout: .sourceFolder, otherFiles: files)
        let copied = ["/app/App/en.lproj/Localizable.strings", "/app/App/Strings.bundle"].map { CopiedFile(path: $0, bundlePath: "") }
        func target(copiesPods: Bool) -> XcodeTarget {
            XcodeTarget(name: "App", productType: XcodeTarget.applicationProductType, project: "/app/App.xcodeproj/project.pbxproj",
                        infoPlists: [], copiedFiles: copied, compiledFiles: [], copiesPodResources: copiesPods)
        }
        let tables = LocalizationFileFinder.tables(in: contents)
        var notes: [InputProblem] = []
        let kept = FontBundleLoader.shippedTables(tables, in: contents, targets: [target(copiesPods: false)], embedded: [], notes: &notes)
        #expect(kept.map(\.path) == [files[0], files[1], files[5]])
        #expect(notes.map(\.message) == [
            "3 strings tables (Vendor/SDK.bundle/en.lproj/SDK.strings, Vendor/Kit/de.lproj/Kit.strings, …) are copied by no linted target or framework nor in a Swift package: not the app's text; characters not checked",
        ])
        notes = []
        let withPods = FontBundleLoader.shippedTables(tables, in: contents, targets: [target(copiesPods: true)], embedded: [], notes: &notes)
        #expect(withPods.map(\.path) == [files[0], files[1], files[5], files[6]])
        #expect(FontBundleLoader.shippedTables(tables, in: contents, targets: [], embedded: [], notes: &notes).count == 6)
    }

    @Test func webPagesNameTheirFontsInFontFaceRules() {
        let css = """
            @font-face { font-family: Mono; src: url('Fonts/Mono.ttf?v=2') format('truetype'), url("Mono.woff2#iefix"); }
            @font-face { src: url( ../../Bold.otf ); }
            body { background: url(bg.png); }
            """
        let sources = WebFontUsage.fontFaceSources(inPage: css)
        #expect(sources.map(\.name) == ["Mono.ttf", "Mono.woff2", "Bold.otf", "bg.png"])
        #expect(sources.map(\.levelsUp) == [0, 0, 2, 0])
        #expect(WebFontUsage.fontFaceSources(inPage: "body { background: url(Mono.ttf); }").isEmpty)
    }

    /// A page's fonts are those below its folder: an app font of the same name elsewhere is not a web font.
    @Test func webFontsAreBelowThePageThatNamesThem() throws {
        let folder = try Fixtures.temporaryDirectory().path
        try FileManager.default.createDirectory(atPath: folder + "/Web", withIntermediateDirectories: true)
        try Data("@font-face { src: url(fonts/Mono.ttf); }".utf8).write(to: URL(fileURLWithPath: folder + "/Web/term.css"))
        try Data("<p>no fonts</p>".utf8).write(to: URL(fileURLWithPath: folder + "/Web/index.html"))
        let fonts = [folder + "/Web/fonts/Mono.ttf", folder + "/App/Fonts/Mono.ttf", folder + "/Web/fonts/Other.ttf"]
        let pages = [folder + "/Web/term.css", folder + "/Web/index.html"]
        #expect(WebFontUsage.webFonts(fonts, pages: pages) == [folder + "/Web/fonts/Mono.ttf"])
    }

    /// Bootstrap's layout (FP83): `css/site.css` loads `url('../fonts/…')`, a folder beside the page's; the same name
    /// outside the folder `..` climbs to is the app's.
    @Test func webFontsBesideThePageFolderAreFoundThroughTheirParentReference() throws {
        let folder = try Fixtures.temporaryDirectory().path
        try FileManager.default.createDirectory(atPath: folder + "/Web/css", withIntermediateDirectories: true)
        try Data("@font-face { src: url('../fonts/Icons.ttf?v=3') format('truetype'); }".utf8)
            .write(to: URL(fileURLWithPath: folder + "/Web/css/site.css"))
        let fonts = [folder + "/Web/fonts/Icons.ttf", folder + "/App/Fonts/Icons.ttf", folder + "/Web/fonts/Other.ttf"]
        #expect(WebFontUsage.webFonts(fonts, pages: [folder + "/Web/css/site.css"]) == [folder + "/Web/fonts/Icons.ttf"])
        #expect(WebFontUsage.fontFaceSources(inPage: "@font-face { src: url(../../a/Icons.woff), url(./Icons.ttf); }").map { "\($0.name) \($0.levelsUp)" }
            == ["Icons.woff 2", "Icons.ttf 0"])
    }

    /// Only pages with a font in or below their folder, or below one or two folders up, are read: the folders that can hold one.
    @Test func pagesAreReadOnlyAboveAFont() {
        #expect(WebFontUsage.ancestorFolders(of: ["/app/Web/fonts/Mono.ttf", "/app/Web/Bold.otf", "Local.ttf"])
            == ["/app/Web/fonts", "/app/Web", "/app", "/", ""])
        #expect(WebFontUsage.ancestorFolders(of: []).isEmpty)
        #expect(WebFontUsage.climbs(from: "/app/Web/css/v2") == ["/app/Web/css/v2", "/app/Web/css", "/app/Web"])
        #expect(WebFontUsage.climbs(from: "/app") == ["/app", "/"])
        #expect(WebFontUsage.climbs(from: "") == [""])
    }

    @Test func tuistManifestFontsAreTheStringLiteralsOfTheArray() {
        let manifest = """
            let project = Project(targets: [
                .target(name: "App", infoPlist: .extendingDefault(with: [
                    "UIAppFonts": [
                        "A-Bold.ttf",
                        "A-Regular.ttf", fontName,
                        "Never.ttf",
                    ],
                    "UILaunchScreen": [:],
                ])),
            ])
            """
        let fonts = TuistManifestFonts.appFonts(inManifest: Array(manifest.utf8), file: "Project.swift")
        #expect(fonts.map(\.value) == ["A-Bold.ttf", "A-Regular.ttf"])
        #expect(fonts.map(\.line) == [4, 5])
        #expect(fonts.map(\.keyPath) == ["UIAppFonts[0]", "UIAppFonts[1]"])
    }

    @Test func aTuistUIAppFontsDictionaryIsAProblemAndNamesNoFile() {
        // Xcode's "Item 0" row label copied as a key (D280); the array after it is still read.
        let manifest = """
            let a = Project(infoPlist: ["UIAppFonts": [
                "Item 0": "chab.otf"
            ]])
            let b = Project(infoPlist: ["UIAppFonts": ["B.ttf"]])
            """
        let (entries, problems) = TuistManifestFonts.declaredFonts(inManifest: Array(manifest.utf8), file: "Project.swift")
        #expect(entries.map(\.value) == ["B.ttf"])
        #expect(problems.map(\.line) == [1])
        #expect(problems.map(\.kind) == [.wrongType])
        #expect(problems.first?.message.hasPrefix("UIAppFonts is a dictionary; iOS ignores it") == true)
    }

    @Test func aTuistManifestBuildingNoAppIsAFrameworks() {
        let framework = "let p = Project.framework(name: \"Kit\")\n"
        let library = "let p = Project(targets: [.target(name: \"Kit\", product: .staticFramework)])\n"
        let app = "let p = Project(targets: [.target(name: \"App\", product: .app), .target(name: \"Kit\", product: .framework)])\n"
        #expect(TuistManifestFonts.declaresOnlyFrameworks(Array(framework.utf8)))
        #expect(TuistManifestFonts.declaresOnlyFrameworks(Array(library.utf8)))
        #expect(!TuistManifestFonts.declaresOnlyFrameworks(Array(app.utf8)))
    }

    @Test func anXcodeGenSpecByAnyNameHasTopLevelNameAndTargets() throws {
        let folder = try Fixtures.temporaryDirectory().path
        let files = [
            "project-bwa.yml": "name: BWA\noptions:\n  bundleIdPrefix: x\ntargets:\n  App:\n    type: application\n",
            ".github/workflows/ci.yml": "name: CI\non: push\njobs:\n  build:\n    runs-on: macos\n",
            "targets.yml": "targets:\n  App:\n    type: application\n",
        ]
        for (name, text) in files {
            try FileManager.default.createDirectory(atPath: folder + "/" + (name as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        #expect(files.keys.sorted().filter { XcodeGenProjectReader.isSpec(folder + "/" + $0) } == ["project-bwa.yml"])
        #expect(XcodeGenProjectReader.isSpec(folder + "/project.yml"))
    }

    /// A local package's fonts ship only in the targets that depend on it (`packageProductDependencies` →
    /// `XCLocalSwiftPackageReference`), and in those that depend on a package depending on it (`.package(path:)`).
    @Test func localPackagesShipInTheTargetsThatDependOnThem() throws {
        let app = try TempApp()
        try app.text("""
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tT1 = {isa = PBXNativeTarget; buildPhases = (); name = App; packageProductDependencies = (D1, ); productType = "com.apple.product-type.application"; };
            \t\tT2 = {isa = PBXNativeTarget; buildPhases = (); name = Widget; packageProductDependencies = (D2, ); productType = "com.apple.product-type.app-extension"; };
            \t\tT3 = {isa = PBXNativeTarget; buildPhases = (); name = AppTests; packageProductDependencies = (D3, ); productType = "com.apple.product-type.bundle.unit-test"; };
            \t\tD3 = {isa = XCSwiftPackageProductDependency; package = K3; productName = Shared; };
            \t\tK3 = {isa = XCLocalSwiftPackageReference; relativePath = Packages/Shared; };
            \t\tD1 = {isa = XCSwiftPackageProductDependency; package = K1; productName = Icons; };
            \t\tD2 = {isa = XCSwiftPackageProductDependency; package = K2; productName = Charts; };
            \t\tK1 = {isa = XCLocalSwiftPackageReference; relativePath = Packages/Icons; };
            \t\tK2 = {isa = XCLocalSwiftPackageReference; relativePath = "Packages/Charts"; };
            \t\tG0 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            \t\tR0 = {isa = PBXProject; mainGroup = G0; packageReferences = (K1, K2, K3, ); targets = (T1, T2, T3, ); };
            \t};
            \trootObject = R0;
            }

            """, at: "App.xcodeproj/project.pbxproj")
        try app.text(#".package(path: "../Shared"), .target(name: "Icons", resources: [.process("Resources")])"#, at: "Packages/Icons/Package.swift")
        try app.text(#".target(name: "Charts", resources: [.process("Resources")])"#, at: "Packages/Charts/Package.swift")
        try app.text(#".target(name: "Shared", resources: [.copy("Fonts")])"#, at: "Packages/Shared/Package.swift")
        try app.font("HarborSans-Regular", at: "Packages/Icons/Sources/Icons/Resources/HarborSans-Regular.ttf")
        try app.font("HarborSans-Bold", at: "Packages/Charts/Sources/Charts/Resources/HarborSans-Bold.ttf")
        try app.font("HarborSans-Italic", at: "Packages/Shared/Sources/Shared/Fonts/HarborSans-Italic.ttf")
        try app.infoPlist([])
        func fontFiles(_ target: String?) throws -> [String] {
            var options = LintOptions(root: app.root)
            options.target = target
            return try FontBundleLoader.load(options).bundle.fonts.map { String($0.path.dropFirst(app.root.count + 1)) }.sorted()
        }
        #expect(try fontFiles(nil) == [
            "Packages/Charts/Sources/Charts/Resources/HarborSans-Bold.ttf", "Packages/Icons/Sources/Icons/Resources/HarborSans-Regular.ttf",
            "Packages/Shared/Sources/Shared/Fonts/HarborSans-Italic.ttf",
        ])
        // Shared is only a test bundle's own dependency: it ships through Icons, so with App and not with Widget.
        #expect(try fontFiles("App") == [
            "Packages/Icons/Sources/Icons/Resources/HarborSans-Regular.ttf", "Packages/Shared/Sources/Shared/Fonts/HarborSans-Italic.ttf",
        ])
        #expect(try fontFiles("Widget") == ["Packages/Charts/Sources/Charts/Resources/HarborSans-Bold.ttf"])
    }

    /// The same through XcodeGen's `packages:` and `dependencies: - package:`, from a spec in a subfolder.
    @Test func xcodeGenLocalPackagesShipInTheTargetsThatDependOnThem() throws {
        let app = try TempApp()
        try app.text("""
            packages:
              Icons: {path: ../Packages/Icons}
              Charts: {path: ../Packages/Charts}
            targets:
              App: {type: application, platform: iOS, dependencies: [{package: Icons}]}
              Widget: {type: app-extension, platform: iOS, dependencies: [{package: Charts}]}
            """, at: "App/project.yml")
        try app.text(#".target(name: "Icons", resources: [.process("Resources")])"#, at: "Packages/Icons/Package.swift")
        try app.text(#".target(name: "Charts", resources: [.process("Resources")])"#, at: "Packages/Charts/Package.swift")
        try app.font("HarborSans-Regular", at: "Packages/Icons/Sources/Icons/Resources/HarborSans-Regular.ttf")
        try app.font("HarborSans-Bold", at: "Packages/Charts/Sources/Charts/Resources/HarborSans-Bold.ttf")
        try app.infoPlist([])
        var options = LintOptions(root: app.root)
        options.target = "App"
        #expect(try FontBundleLoader.load(options).bundle.fonts.map { String($0.path.dropFirst(app.root.count + 1)) }
            == ["Packages/Icons/Sources/Icons/Resources/HarborSans-Regular.ttf"])
    }

    /// FP4: a code generator's copy of a package's font is not linted, and lint says so in one note.
    @Test func aFontInNoTargetIsLeftOutWithANote() throws {
        let app = try TempApp()
        try app.text(try #require(RuleExample.File.xcodeProject([RuleExample.Target("App")]).unmarkedText), at: "App.xcodeproj/project.pbxproj")
        try app.text(DuplicatePostScriptName.iconsPackage, at: "Packages/Icons/Package.swift")
        try app.font("HarborSans-Regular", at: "Packages/Icons/Sources/Icons/Resources/HarborSans-Regular.ttf")
        try app.font("HarborSans-Regular", at: "Tools/HarborSans-Regular.ttf")
        try app.font("HarborSans-Bold", at: "Design/HarborSans-Bold.ttf")
        try app.infoPlist([])
        let result = try app.lint()
        #expect(result.fontCount == 1)
        #expect(result.findings.map(\.ruleID) == [])
        #expect(result.notes.map(\.message) == [
            "2 font files (Design/HarborSans-Bold.ttf, Tools/HarborSans-Regular.ttf) are not copied by target \"App\" or a framework nor shipped as a Swift package's resource; not linted"])
    }

    /// A framework's fonts ship inside the app that embeds it; a test bundle's never ship; with `--target` another
    /// app-like target's fonts are not this one's.
    @Test func frameworksShipTheirFontsTestBundlesAndOtherAppsDoNot() throws {
        let app = try TempApp()
        try app.text(try #require(RuleExample.File.xcodeProject([
            RuleExample.Target("App"),
            RuleExample.Target("Kit", productType: "com.apple.product-type.framework", infoPlist: nil, resources: ["Kit/HarborSans-Bold.ttf"]),
            RuleExample.Target("AppTests", productType: "com.apple.product-type.bundle.unit-test", infoPlist: nil, resources: ["Tests/HarborSans-Italic.ttf"]),
            RuleExample.Target("Widget", productType: "com.apple.product-type.app-extension", infoPlist: nil, resources: ["Widget/HarborSans-Medium.ttf"]),
        ]).unmarkedText), at: "App.xcodeproj/project.pbxproj")
        try app.infoPlist([])
        try app.font("HarborSans-Bold", at: "Kit/HarborSans-Bold.ttf")
        try app.font("HarborSans-Italic", at: "Tests/HarborSans-Italic.ttf")
        try app.font("HarborSans-Medium", at: "Widget/HarborSans-Medium.ttf")
        #expect(try app.lint().fontCount == 2)
        let alone = try app.lint { $0.target = "App" }
        #expect(alone.fontCount == 1)
        #expect(alone.notes.map(\.message).last
            == "2 font files (Tests/HarborSans-Italic.ttf, Widget/HarborSans-Medium.ttf) are not copied by target \"App\" or a framework nor shipped as a Swift package's resource; not linted")
    }

    /// `--target` reads only the style maps that target copies: the app's map is not the widget's.
    @Test func oneTargetReadsOnlyItsOwnStyleMaps() throws {
        let app = try TempApp()
        try app.text(try #require(RuleExample.File.xcodeProject([
            RuleExample.Target("App", resources: ["App/Styles.plist"]),
            RuleExample.Target("Widget", productType: "com.apple.product-type.app-extension", infoPlist: nil),
        ]).unmarkedText), at: "App.xcodeproj/project.pbxproj")
        try app.plist(["body": TempApp.entry("NoSuchFont-Regular")], at: "App/Styles.plist")
        #expect(try app.findings("unknown-font-name").count == 1)
        let widget = try app.lint { $0.target = "Widget" }
        #expect(widget.styleMapCount == 0)
        #expect(widget.findings.map(\.ruleID) == [])
    }

    /// `--target` on an XcodeGen target whose Info.plist is generated: the spec's UIAppFonts are its registrations.
    @Test func anXcodeGenTargetAloneReadsItsDeclaredFonts() throws {
        let app = try TempApp()
        try app.text("name: App\ntargets:\n  App:\n    type: application\n    sources: [App]\n    info:\n      path: App/Info.plist\n      properties:\n        UIAppFonts: [HarborSans-Regular.ttf, HarborSans-Light.ttf]\n", at: "project.yml")
        try app.font("HarborSans-Regular", at: "App/Fonts/HarborSans-Regular.ttf")
        let result = try app.lint { $0.target = "App" }
        #expect(result.infoPlistCount == 1)
        #expect(result.findings.map { "\($0.ruleID) \($0.location.keyPath ?? "")" } == ["missing-font-file targets.App.info.properties.UIAppFonts[1]"])
    }

    /// FP5: with CocoaPods a registered file the target does not copy may come from a pod: a warning that says so.
    @Test func aFontAPodMayCopyIsAWarning() throws {
        let app = try TempApp()
        try app.text(try #require(RuleExample.File.xcodeProject([RuleExample.Target("App", scriptPhases: ["[CP] Copy Pods Resources"])]).unmarkedText), at: "App.xcodeproj/project.pbxproj")
        try app.infoPlist(["Icons.ttf"])
        try app.font("HarborSans-Regular", at: "App/Icons.ttf")
        let findings = try app.lint().findings.filter { $0.ruleID == "font-not-in-target" }
        #expect(findings.map(\.severity) == [.warning])
        #expect(findings.map(\.message.text) == [
            "\"Icons.ttf\" is not in target \"App\"'s own resources: \(app.root)/App/Icons.ttf is not in its Copy Bundle Resources phase; it may come from a pod (the target has a \"[CP] Copy Pods Resources\" phase and lint cannot see Pods/)",
        ])
    }

    /// FP40: UIAppFonts entries for a local package's fonts reach nothing (they are in the package's bundle); with code
    /// registering the package's fonts the app has them anyway: one info per Info.plist, not an error per entry.
    @Test func entriesForAPackagesFontsAreJudgedByTheCodeThatRegistersThem() throws {
        let app = try TempApp()
        try app.text(try #require(RuleExample.File.xcodeProject([RuleExample.Target("App")]).unmarkedText), at: "App.xcodeproj/project.pbxproj")
        try app.infoPlist(["HarborSans-Regular.ttf", "HarborSans-Bold.ttf"])
        try app.text(#"let package = Package(name: "Brand", targets: [.target(name: "Brand", resources: [.process("Fonts")])])"#, at: "Brand/Package.swift")
        try app.font("HarborSans-Regular", at: "Brand/Sources/Brand/Fonts/HarborSans-Regular.ttf")
        try app.font("HarborSans-Bold", at: "Brand/Sources/Brand/Fonts/HarborSans-Bold.ttf")
        let package = app.root + "/Brand"
        func notInTarget() throws -> [String] {
            try app.lint().findings.filter { $0.ruleID == "font-not-in-target" }.map { "\($0.severity) \($0.location.line ?? 0) \($0.message.text)" }
        }
        let unregistered = try notInTarget()
        #expect(unregistered == ["HarborSans-Regular.ttf", "HarborSans-Bold.ttf"].enumerated().map { index, entry in
            "error \(9 + index) \"\(entry)\" is not in target \"App\": \(package)/Sources/Brand/Fonts/\(entry) is a resource of the Swift package at \(package), which ships it in the package's own resource bundle, where UIAppFonts does not look, and no code registers fonts at run time; register it from that bundle (CTFontManagerRegisterFontsForURL) or copy the file into the target"
        })
        try app.text("func register(_ url: URL) { CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil) }\n", at: "Brand/Sources/Brand/Register.swift")
        let registered = try notInTarget()
        #expect(registered == [
            "info 9 2 UIAppFonts entries (\"HarborSans-Regular.ttf\", \"HarborSans-Bold.ttf\") do nothing for target \"App\": the files are resources of the Swift package at \(package), in its own resource bundle, where UIAppFonts does not look; \(package)/Sources/Brand/Register.swift registers fonts at run time, which is how the app gets them: the entries can go",
        ])
    }

    /// A committed project generated from the spec is what Xcode builds: the spec's targets are not added.
    @Test func aCommittedProjectWinsOverItsXcodeGenSpec() throws {
        let app = try TempApp()
        try app.text(try #require(RuleExample.File.xcodeProject([RuleExample.Target("Committed")]).unmarkedText), at: "App.xcodeproj/project.pbxproj")
        try app.text("name: App\ntargets:\n  FromSpec:\n    type: application\n    sources: [App]\n", at: "project.yml")
        try app.text("struct A {}", at: "App/A.swift")
        #expect(try app.lint().targets == ["Committed"])
        let generatedOnly = try TempApp()
        try generatedOnly.text("name: App\ntargets:\n  FromSpec:\n    type: application\n    sources: [App]\n  Kit:\n    type: framework\n", at: "project.yml")
        try generatedOnly.text("struct A {}", at: "App/A.swift")
        #expect(try generatedOnly.lint().targets == ["FromSpec"])
        #expect(try generatedOnly.lint { $0.target = "Kit" }.targets == ["Kit"])
    }
}
