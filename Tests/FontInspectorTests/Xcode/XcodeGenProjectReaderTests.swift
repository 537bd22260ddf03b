import Foundation
import Testing
@testable import FontInspector
import TestSupport

/// XcodeGen specs of my own written from XcodeGen's Docs/ProjectSpec.md, each with the files it refers to.
@Suite struct XcodeGenProjectReaderTests {
    /// Writes `specs` (name → text) and empty `files` into a fresh folder and scans it; paths come back
    /// relative to that folder.
    func scan(_ specs: [String: String], files: [String]) throws -> XcodeGenProjectScan {
        let folder = try Fixtures.temporaryDirectory().path
        for (name, text) in specs {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        let walked = (files + specs.keys.sorted()).map { folder + "/" + $0 }
        let result = XcodeGenProjectReader.scan(walked, walkedFiles: walked)
        func relative(_ path: String) -> String { path.replacingOccurrences(of: folder + "/", with: "") }
        return XcodeGenProjectScan(
            targets: result.targets.map { item in
                var copy = item
                copy.target = XcodeTarget(
                    name: item.target.name, productType: item.target.productType, project: relative(item.target.project),
                    infoPlists: item.target.infoPlists.map(relative),
                    copiedFiles: item.target.copiedFiles.map { CopiedFile(path: relative($0.path), bundlePath: $0.bundlePath) },
                    compiledFiles: item.target.compiledFiles.map(relative), platform: item.target.platform)
                copy.target.localPackages = item.target.localPackages.map(relative)
                copy.generatedInfoPlist = item.generatedInfoPlist.map(relative)
                return copy
            },
            projectCount: result.projectCount,
            skipped: result.skipped.map { InputProblem(message: $0.message, file: relative($0.file)) })
    }

    static let appFiles = [
        "App/ContentView.swift", "App/Info.plist", "App/README.md", "App/Fonts/Inter-Regular.ttf", "App/Fonts/Inter-Bold.ttf",
        "App/Assets.xcassets/Contents.json", "App/Base.lproj/Main.storyboard", "App/Icons.bundle/Symbols.ttf",
        "App/App.entitlements", "App/Bridging.h", "Web/index.html", "Web/fonts/Inter.woff2", "Design/Inter.glyphs",
    ]

    @Test func groupFolderReferenceWrapperAndExcludes() throws {
        let result = try scan(["project.yml": """
            name: Harbor
            targets:
              Harbor:
                type: application
                platform: iOS
                sources:
                  - path: App
                    excludes: ["*.md"]
                  - path: Web
                    type: folder
                info:
                  path: App/Info.plist
                  properties:
                    UIAppFonts: [Inter-Regular.ttf, Inter-Bold.ttf]
            """], files: Self.appFiles)
        #expect(result.projectCount == 1)
        #expect(result.skipped == [])
        let harbor = try #require(result.targets.first)
        #expect(result.targets.count == 1)
        #expect(harbor.target.name == "Harbor")
        #expect(harbor.target.productType == "com.apple.product-type.application")
        #expect(harbor.target.productType == XcodeTarget.applicationProductType)
        #expect(harbor.platform == "iOS")
        #expect(harbor.target.project == "project.yml")
        #expect(harbor.target.infoPlists == ["App/Info.plist"])
        #expect(harbor.generatedInfoPlist == "App/Info.plist")
        #expect(harbor.declaredAppFonts == ["Inter-Regular.ttf", "Inter-Bold.ttf"])
        #expect(harbor.target.compiledFiles == ["App/ContentView.swift"])
        // README.md is excluded; the asset catalog, entitlements and header are in no copy phase; Info.plist never.
        #expect(harbor.target.copiedFiles == [
            CopiedFile(path: "App/Fonts/Inter-Regular.ttf", bundlePath: "Inter-Regular.ttf"),
            CopiedFile(path: "App/Fonts/Inter-Bold.ttf", bundlePath: "Inter-Bold.ttf"),
            CopiedFile(path: "App/Base.lproj/Main.storyboard", bundlePath: "Base.lproj/Main.storyboard"),
            CopiedFile(path: "App/Icons.bundle/Symbols.ttf", bundlePath: "Icons.bundle/Symbols.ttf"),
            CopiedFile(path: "Web/index.html", bundlePath: "Web/index.html"),
            CopiedFile(path: "Web/fonts/Inter.woff2", bundlePath: "Web/fonts/Inter.woff2"),
        ])
        #expect(!harbor.target.memberFiles.contains("Design/Inter.glyphs"))
    }

    @Test func buildPhasesIncludesAndSingleFiles() throws {
        let result = try scan(["project.yml": """
            targets:
              Clip:
                type: application.on-demand-install-capable
                platform: iOS
                sources:
                  - path: App
                    includes: ["Fonts/**"]
                    excludes: ["**/*-Bold.ttf"]
                  - path: App/ContentView.swift
                    buildPhase: resources
                  - path: Web
                    buildPhase:
                      copyFiles:
                        destination: resources
                        subpath: Site/./
                  - path: Design
                    buildPhase: none
                  - path: Missing
                  - path: Generated
                    optional: true
                settings:
                  INFOPLIST_FILE: $(SRCROOT)/Clip/Info.plist
            """], files: Self.appFiles)
        let clip = try #require(result.targets.first)
        #expect(clip.target.productType == "com.apple.product-type.application.on-demand-install-capable")
        #expect(clip.target.infoPlists == ["Clip/Info.plist"])
        #expect(clip.generatedInfoPlist == nil)
        #expect(clip.target.compiledFiles == [])
        #expect(clip.target.copiedFiles == [
            CopiedFile(path: "App/Fonts/Inter-Regular.ttf", bundlePath: "Inter-Regular.ttf"),
            CopiedFile(path: "App/ContentView.swift", bundlePath: "ContentView.swift"),
            CopiedFile(path: "Web/index.html", bundlePath: "Site/index.html"),
            CopiedFile(path: "Web/fonts/Inter.woff2", bundlePath: "Site/Inter.woff2"),
        ])
        #expect(result.skipped == [InputProblem(message: "target \"Clip\": sources path \"Missing\" (line 18) matches no file scanned", file: "project.yml")])
    }

    /// `dependencies: - package:` naming a `packages:` entry with a `path:` is a local package the target depends on,
    /// its folder spelt from the spec's (the shipping code applies the `..`).
    @Test func localPackageDependencies() throws {
        let result = try scan(["App/project.yml": """
            packages:
              Icons: {path: ../Packages/Icons}
              Remote: {url: https://example.com/remote.git, from: 1.0.0}
            targets:
              App:
                type: application
                dependencies:
                  - package: Icons
                  - package: Remote
                  - target: Kit
              Kit: {type: framework}
            """], files: [])
        #expect(result.targets.map { "\($0.target.name) \($0.target.localPackages)" } == [#"App ["Packages/Icons"]"#, "Kit []"])
    }

    /// `platform:` and `supportedDestinations:` give `XcodeTarget.platform` as a pbxproj's SDKROOT does: one
    /// platform with a catalogue, else nil (iOS ∪ macOS).
    @Test func platformsAndSupportedDestinations() throws {
        let result = try scan(["project.yml": """
            targets:
              Phone: {type: application, platform: iOS}
              Mac: {type: application, platform: macOS}
              TV: {type: application, platform: tvOS}
              Watch: {type: application, platform: watchOS}
              Vision: {type: application, platform: visionOS}
              Both: {type: application, platform: [iOS, macOS]}
              OnlyPhone: {type: application, platform: auto, supportedDestinations: [iOS]}
              PhoneAndMac: {type: application, supportedDestinations: [iOS, macOS]}
              PhoneAndCatalyst: {type: application, platform: iOS, supportedDestinations: [iOS, macCatalyst]}
              Catalyst:
                type: application
                platform: iOS
                settings:
                  base:
                    SUPPORTS_MACCATALYST: YES
              Unsaid: {type: application}
            """], files: [])
        #expect(result.targets.map { "\($0.target.name) \($0.target.platform?.rawValue ?? "-")" } == [
            "Phone iOS", "Mac macOS", "TV tvOS", "Watch watchOS", "Vision -", "Both_iOS iOS", "Both_macOS macOS", "OnlyPhone iOS",
            "PhoneAndMac -", "PhoneAndCatalyst -", "Catalyst -", "Unsaid -",
        ])
    }

    @Test func templatesAttributesMultiplePlatformsAndNames() throws {
        let result = try scan(["project.yml": """
            settings:
              base:
                INFOPLIST_FILE: Shared/Info.plist
            targetTemplates:
              Kit:
                type: framework
                sources:
                  - ${target_name}
              Fonted:
                templates: [Kit]
                sources:
                  - path: ${fontFolder}
                    buildPhase: resources
            targets:
              Harbor:
                templates: [Fonted]
                templateAttributes:
                  fontFolder: App/Fonts
                name: App
                platform: [iOS, macOS]
                platformSuffix: -${platform}
                supportedDestinations: [iOS, macCatalyst]
              Loop:
                templates: [Loop, Absent]
                type: tool
            """], files: Self.appFiles + ["App/Main.swift"])
        #expect(result.targets.map(\.target.name) == ["App-iOS", "App-macOS", "Loop"])
        #expect(result.targets.map(\.platform) == ["iOS", "macOS", nil])
        #expect(result.targets.map(\.target.productType) == [
            "com.apple.product-type.framework", "com.apple.product-type.framework", "com.apple.product-type.tool",
        ])
        // The template's `${target_name}` is the final name (`App`), its sources appended by the child's.
        let app = try #require(result.targets.first)
        #expect(app.supportedDestinations == ["iOS", "macCatalyst"])
        #expect(app.target.compiledFiles == ["App/ContentView.swift", "App/Main.swift"])
        // The template's whole `App` group (the walk's order); the child's font folder adds no second copy.
        #expect(app.target.copiedFiles.map(\.bundlePath) == [
            "README.md", "Inter-Regular.ttf", "Inter-Bold.ttf", "Base.lproj/Main.storyboard", "Icons.bundle/Symbols.ttf",
        ])
        // The project's settings give INFOPLIST_FILE where the target has none.
        #expect(app.target.infoPlists == ["Shared/Info.plist"])
        #expect(result.skipped == [
            InputProblem(message: "target \"Loop\": template \"Loop\" is not in targetTemplates; not applied", file: "project.yml"),
            InputProblem(message: "target \"Loop\": template \"Absent\" is not in targetTemplates; not applied", file: "project.yml"),
        ])
    }

    @Test func includesMergeRebaseReplaceAndStayInsideTheWalk() throws {
        let result = try scan([
            "project.yml": """
                include:
                  - Modules/base.yml
                  - path: Modules/off.yml
                    enable: false
                  - ../outside.yml
                targets:
                  App:
                    sources:REPLACE:
                      - App/Fonts
                    info:
                      properties:
                        UIAppFonts: [Inter-Bold.ttf]
                """,
            "Modules/base.yml": """
                include: [deeper/extra.yml, ../project.yml]
                targets:
                  App:
                    type: application
                    platform: iOS
                    sources: [Kit]
                    info:
                      path: Info.plist
                      properties:
                        UIAppFonts: [Inter-Regular.ttf]
                """,
            "Modules/deeper/extra.yml": """
                targets:
                  Extension:
                    type: app-extension
                    platform: iOS
                    sources: Widget
                """,
            "Modules/off.yml": "targets: {Off: {type: tool}}\n",
        ], files: Self.appFiles + ["Modules/Kit/Kit.swift", "Modules/deeper/Widget/Widget.swift"])
        // base.yml and extra.yml are read as parts of project.yml, not as projects.
        #expect(result.projectCount == 1)
        // extra.yml is merged first (base.yml's include), then base.yml, then project.yml on top.
        #expect(result.targets.map(\.target.name) == ["Extension", "App"])
        let app = try #require(result.targets.last)
        // Replaced sources: not base.yml's Kit; the included info path is relative to base.yml.
        #expect(app.target.compiledFiles == [])
        #expect(app.target.copiedFiles.map(\.path) == ["App/Fonts/Inter-Regular.ttf", "App/Fonts/Inter-Bold.ttf"])
        #expect(app.generatedInfoPlist == "Modules/Info.plist")
        // Sequences merge by appending.
        #expect(app.declaredAppFonts == ["Inter-Regular.ttf", "Inter-Bold.ttf"])
        #expect(result.targets[0].target.compiledFiles == ["Modules/deeper/Widget/Widget.swift"])
        #expect(result.targets[0].target.productType == "com.apple.product-type.app-extension")
        #expect(result.skipped == [
            InputProblem(message: "include \"../project.yml\" (line 1) was already read; not read again", file: "Modules/base.yml"),
            InputProblem(message: "include \"../outside.yml\" (line 5) is not among the files scanned; not read", file: "project.yml"),
        ])
    }

    @Test func infoPlistFallsBackToTheFirstInSourcesAndSettingsConfigs() throws {
        let result = try scan(["project.yml": """
            targets:
              Plain:
                type: application
                platform: macOS
                sources: App
              Configured:
                type: application
                platform: tvOS
                settings:
                  base:
                    PRODUCT_NAME: TV
                  configs:
                    Debug:
                      INFOPLIST_FILE: TV/Debug-Info.plist
                    Release:
                      INFOPLIST_FILE: $(UNKNOWN)/Info.plist
            """], files: Self.appFiles)
        #expect(result.targets.map(\.target.infoPlists) == [["App/Info.plist"], ["TV/Debug-Info.plist"]])
        #expect(result.targets.map(\.platform) == ["macOS", "tvOS"])
        #expect(result.skipped == [InputProblem(
            message: "target \"Configured\": INFOPLIST_FILE \"$(UNKNOWN)/Info.plist\" uses build settings fontinspect cannot expand; its Info.plist was not read", file: "project.yml")])
    }

    @Test func aSpecThatIsNotYAMLIsOneNoteWithItsPosition() throws {
        let result = try scan(["project.yml": "targets:\n  App:\n    type: [application\n"], files: [])
        #expect(result.projectCount == 0)
        #expect(result.targets == [])
        #expect(result.skipped == [InputProblem(
            message: "XcodeGen spec not read: line 4, column 1: did not find expected ',' or ']' while parsing a flow sequence", file: "project.yml")])
        let list = try scan(["project.yml": "- a\n- b\n"], files: [])
        #expect(list.skipped.map(\.message) == ["XcodeGen spec not read: line 1, column 1: the spec is not a mapping of keys (name:, targets:)"])
    }

    @Test func theScanConvertsToTheXcodeProjectScanShape() throws {
        let result = try scan(["project.yml": "targets: {A: {type: application, platform: iOS, sources: [App/Fonts]}}\n"], files: Self.appFiles)
        let converted = result.xcodeProjectScan
        #expect(converted.projectCount == 1)
        #expect(converted.targets.map(\.name) == ["A"])
        #expect(converted.targets.first?.copiedFiles.count == 2)
    }
}
