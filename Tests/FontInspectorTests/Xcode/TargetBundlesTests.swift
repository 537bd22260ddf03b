import Foundation
import Testing
@testable import FontInspector
import TestSupport

/// Each target builds a bundle of its own: where its Copy Files phases put files, which platform it builds for,
/// and what lint concludes from that (FP120, FP160, D160).
@Suite struct TargetBundlesTests {
    @Test func copyFilesPhasesLandInTheBundleOnlyWhenTheirDestinationIsInsideIt() {
        func folder(_ spec: String?, _ path: String, _ platform: ApplePlatform? = .iOS) -> String? {
            CopyFilesDestination.resourcesFolder(subfolderSpec: spec, dstPath: path, platform: platform)
        }
        // 7 Resources, 1 the bundle (Wrapper): on iOS both are where UIAppFonts paths start.
        #expect(folder("7", "Fonts") == "Fonts")
        #expect(folder("7", "") == "")
        #expect(folder("7", "./Fonts/") == "Fonts")
        #expect(folder("1", "Fonts") == "Fonts")
        // On macOS the wrapper is App.app; only what lands in Contents/Resources is under the resources.
        #expect(folder("1", "Contents/Resources/Fonts", .macOS) == "Fonts")
        #expect(folder("1", "Contents/Fonts", .macOS) == nil)
        #expect(folder("7", "Fonts", .macOS) == "Fonts")
        // 16 is the products folder the bundle sits in, unless the path starts inside the bundle.
        #expect(folder("16", "Fonts") == nil)
        #expect(folder("16", "$(CONTENTS_FOLDER_PATH)/Fonts") == "Fonts")
        #expect(folder("16", "$(CONTENTS_FOLDER_PATH)/Resources/Fonts", .macOS) == "Fonts")
        #expect(folder("16", "$(CONTENTS_FOLDER_PATH)/Watch", .macOS) == nil)
        #expect(folder("16", "${UNLOCALIZED_RESOURCES_FOLDER_PATH}/Fonts", .macOS) == "Fonts")
        #expect(folder("16", "$(BUILT_PRODUCTS_DIR)/Fonts") == nil)
        // Plug-ins, Frameworks, an absolute path, a path out of the bundle, a setting lint cannot expand.
        #expect(folder("13", "") == nil)
        #expect(folder("10", "Fonts") == nil)
        #expect(folder("0", "/Library/Fonts") == nil)
        #expect(folder("7", "../Fonts") == nil)
        #expect(folder("7", "$(PRODUCT_NAME)/Fonts") == nil)
        #expect(folder(nil, "Fonts") == nil)
    }

    @Test func watchAndTVTargetsAreKnownByTheirSDKOrAWatchProductType() {
        #expect(TargetPlatform.of(configurations: [["SDKROOT": "watchos"]]) == .watchOS)
        #expect(TargetPlatform.of(configurations: [["SDKROOT": "appletvos"]]) == .tvOS)
        #expect(TargetPlatform.of(configurations: [["SUPPORTED_PLATFORMS": "watchsimulator watchos"]]) == .watchOS)
        #expect(TargetPlatform.of(configurations: [["SDKROOT": "xros"]]) == nil)
        #expect(TargetPlatform.of(configurations: [[:]], productType: XcodeTarget.watchKitAppProductType) == .watchOS)
        #expect(TargetPlatform.of(configurations: [[:]], productType: XcodeTarget.watchExtensionProductType) == .watchOS)
        #expect(TargetPlatform.of(configurations: [[:]], productType: XcodeTarget.applicationProductType) == nil)
        // A WatchKit App builds for watchOS even where it inherits the project's SDKROOT = iphoneos.
        #expect(TargetPlatform.of(configurations: [["SDKROOT": "iphoneos"]], productType: XcodeTarget.watchKitAppProductType) == .watchOS)
        #expect(TargetPlatform.of(xcodeGenPlatform: "watchOS", supportedDestinations: [], catalyst: false) == .watchOS)
        #expect(TargetPlatform.of(xcodeGenPlatform: "tvOS", supportedDestinations: [], catalyst: false) == .tvOS)
    }

    @Test func theReaderPlacesCopyFilesPhasesAndKnowsAWatchKitAppsExtension() throws {
        let app = try TempApp()
        try app.text(try #require(RuleExample.File.xcodeProject([
            RuleExample.Target("App", resources: ["Fonts/HarborSans-Bold.ttf"], copyFiles: [
                RuleExample.CopyFiles(subfolderSpec: 7, path: "Fonts", files: ["Fonts/HarborSans-Bold.ttf"]),
                RuleExample.CopyFiles(subfolderSpec: 16, path: "Fonts", files: ["Fonts/HarborSans-Regular.ttf"]),
            ]),
            RuleExample.Target("Watch", productType: XcodeTarget.watchKitAppProductType, resources: ["Watch/HarborSans-Bold.ttf"],
                               sdk: "watchos", dependencies: ["Watch Extension"]),
            RuleExample.Target("Watch Extension", productType: XcodeTarget.watchExtensionProductType),
        ]).unmarkedText), at: "App.xcodeproj/project.pbxproj")
        let walked = ["Fonts/HarborSans-Bold.ttf", "Fonts/HarborSans-Regular.ttf", "Watch/HarborSans-Bold.ttf"].map { app.root + "/" + $0 }
        let (targets, _) = try XcodeProjectReader.read(file: app.root + "/App.xcodeproj/project.pbxproj", walkedFiles: walked)
        #expect(targets.map(\.name) == ["App", "Watch", "Watch Extension"])
        // Flat by Copy Bundle Resources, and into Fonts/ by the phase into Resources; the products folder is not the bundle.
        #expect(targets[0].copiedFiles.map(\.bundlePath) == ["HarborSans-Bold.ttf", "Fonts/HarborSans-Bold.ttf"])
        #expect(targets.map(\.platform) == [.iOS, .watchOS, .watchOS])
        #expect(targets.map(\.dependencies) == [[], ["Watch Extension"], []])
    }

    /// FP120: an app and its App Clip each copy and register their own copy; one target copying two copies competes.
    @Test func duplicateNamesAreComparedWithinEachTargetsBundle() throws {
        let app = try TempApp()
        let clip = "com.apple.product-type.application.on-demand-install-capable"
        try app.text(try #require(RuleExample.File.xcodeProject([
            RuleExample.Target("App", resources: ["App/HarborSans-Regular.ttf"]),
            RuleExample.Target("Clip", productType: clip, infoPlist: "Clip/Info.plist", resources: ["Clip/HarborSans-Regular.ttf"]),
        ]).unmarkedText), at: "App.xcodeproj/project.pbxproj")
        try app.infoPlist(["HarborSans-Regular.ttf"])
        try app.infoPlist(["HarborSans-Regular.ttf"], at: "Clip/Info.plist")
        // Two versions of the face: byte-for-byte copies would draw the same whichever iOS keeps (FP1425).
        try app.font("HarborSans-Regular-copy", from: LintFixtures.brokenFonts, at: "App/HarborSans-Regular.ttf")
        try app.font("HarborSans-Regular", at: "Clip/HarborSans-Regular.ttf")
        #expect(try app.findings("duplicate-postscript-name") == [])
        // The clip copies the app's file too: its bundle holds both, and they differ (an older version).
        try app.text(try #require(RuleExample.File.xcodeProject([
            RuleExample.Target("App", resources: ["App/HarborSans-Regular.ttf"]),
            RuleExample.Target("Clip", productType: clip, infoPlist: "Clip/Info.plist", resources: ["Clip/HarborSans-Regular.ttf", "App/HarborSans-Regular.ttf"]),
        ]).unmarkedText), at: "App.xcodeproj/project.pbxproj")
        #expect(try app.findings("duplicate-postscript-name") == [
            "Clip/HarborSans-Regular.ttf: PostScript name \"HarborSans-Regular\" is also in App/HarborSans-Regular.ttf; iOS registers one of them and drops the other"])
    }

    /// FP160: registered through the Copy Files phase's path; a wrong entry path is said to be one.
    @Test func aFileCopiedToSeveralPlacesIsRegisteredByAnyAndAWrongEntryPathIsNamed() throws {
        let app = try TempApp()
        try app.text(try #require(RuleExample.File.xcodeProject([RuleExample.Target(
            "App", resources: ["Fonts/HarborSans-Bold.ttf", "Fonts/HarborSans-Regular.ttf"], sources: ["Sources/App.swift"],
            copyFiles: [RuleExample.CopyFiles(subfolderSpec: 7, path: "Fonts", files: ["Fonts/HarborSans-Bold.ttf"])])]).unmarkedText),
            at: "App.xcodeproj/project.pbxproj")
        try app.infoPlist(["Fonts/HarborSans-Bold.ttf", "Fonts/HarborSans-Regular.ttf"])
        try app.text("let a = UIFont(name: \"HarborSans-Bold\", size: 17)\nlet b = UIFont(name: \"HarborSans-Regular\", size: 17)\n", at: "Sources/App.swift")
        try app.font("HarborSans-Bold")
        try app.font("HarborSans-Regular")
        let result = try app.lint()
        #expect(result.findings.filter { ["unregistered-font", "font-not-registered", "missing-font-file"].contains($0.ruleID) }.map {
            "\($0.ruleID) \($0.severity) " + LintFixtures.placed($0).replacingOccurrences(of: app.root + "/", with: "")
        } == [
            "unregistered-font warning Fonts/HarborSans-Regular.ttf: font file (HarborSans-Regular) is copied into target \"App\" as \"HarborSans-Regular.ttf\", but UIAppFonts entry \"Fonts/HarborSans-Regular.ttf\" in \(app.root)/Info.plist names a path it is not copied to: iOS finds no file there and does not register it; change the entry to \"HarborSans-Regular.ttf\", or copy the file into Fonts/ of the bundle (a folder reference or a Copy Files phase)",
        ].map { $0.replacingOccurrences(of: app.root + "/", with: "") })
    }

    /// FP1400/FP1401: an app's `Frameworks/Theme.framework/…` and its extension's `../../Frameworks/Theme.framework/…`
    /// name the file the framework target copies; the same `../../` entry in the app's own Info.plist leaves its bundle.
    @Test func entriesIntoAnEmbeddedFrameworkRegisterWhatTheFrameworkCopies() throws {
        let app = try TempApp()
        try app.text(try #require(RuleExample.File.xcodeProject([
            RuleExample.Target("App", sources: ["Sources/App.swift"]),
            RuleExample.Target("Share", productType: "com.apple.product-type.app-extension", infoPlist: "Share/Info.plist", sources: ["Sources/App.swift"]),
            RuleExample.Target("Clip", productType: XcodeTarget.applicationProductType, infoPlist: "Clip/Info.plist", sources: ["Sources/App.swift"]),
            RuleExample.Target("Theme", productType: "com.apple.product-type.framework", infoPlist: nil, resources: ["Theme/Fonts/HarborSans-Regular.ttf"]),
        ]).unmarkedText), at: "App.xcodeproj/project.pbxproj")
        try app.infoPlist(["Frameworks/Theme.framework/HarborSans-Regular.ttf"])
        try app.infoPlist(["../../Frameworks/Theme.framework/HarborSans-Regular.ttf"], at: "Share/Info.plist")
        try app.infoPlist(["../../Frameworks/Theme.framework/HarborSans-Regular.ttf"], at: "Clip/Info.plist")
        try app.text("let title = UIFont(name: \"HarborSans-Regular\", size: 17)\n", at: "Sources/App.swift")
        try app.font("HarborSans-Regular", at: "Theme/Fonts/HarborSans-Regular.ttf")
        let result = try app.lint()
        #expect(result.findings.filter { ["missing-font-file", "font-not-in-target", "unregistered-font", "font-not-registered"].contains($0.ruleID) }.map {
            "\($0.ruleID) \($0.severity) " + LintFixtures.placed($0).replacingOccurrences(of: app.root + "/", with: "")
        } == [
            "missing-font-file error Clip/Info.plist: UIAppFonts[0]: \"../../Frameworks/Theme.framework/HarborSans-Regular.ttf\" is absolute or leaves the bundle; entries are paths relative to the bundle root (it was not opened)",
        ])
    }

    /// D160/M161: a watch target's names are checked as watchOS's, whose system fonts lint has no catalogue of.
    @Test func aWatchTargetsReferencesSayWatchOSAndAnUnknownNameIsNotAnError() throws {
        let app = try TempApp()
        try app.text(try #require(RuleExample.File.xcodeProject([
            RuleExample.Target("Watch", productType: XcodeTarget.watchExtensionProductType, sources: ["Watch/Face.swift"], sdk: "watchos"),
        ]).unmarkedText), at: "App.xcodeproj/project.pbxproj")
        try app.infoPlist([])
        try app.text("let a = UIFont(name: \"Helvetica\", size: 17)\nlet b = UIFont(name: \"HarborWatch-Regular\", size: 17)\n", at: "Watch/Face.swift")
        let result = try app.lint()
        #expect(result.references.map(\.platforms) == [[.watchOS], [.watchOS]])
        #expect(result.references.map(\.resolution) == [.system, .unresolved])
        #expect(result.findings.filter { $0.ruleID == "unknown-font-name" }.map(\.severity) == [.info])
    }
}
