import Testing
@testable import FontInspector
import TestSupport

/// Which Swift font functions nothing calls (D381, D602, D960): `public` and `open` let another module call a
/// function, and no module imports an app, so they count only in files a framework or library compiles too;
/// `@objc(name)` lets the runtime call it under another name wherever it is.
@Suite struct UncalledFontHelpersTests {
    private static let styles = """
        public extension Font {
            static func headline() -> Font { Font.custom("RobotoRoman-Bold", size: 24) }
        }
        enum Shadow {
            @objc(harborCaption) static func caption() -> UIFont? { UIFont(name: "Harbor", size: 12) }
            static func footnote() -> UIFont? { UIFont(name: "Harbor", size: 11) }
        }

        """

    /// The functions of `styles`, written to `Styles.swift`, that nothing calls when `applicationOnly` says
    /// whether only application targets compile the file.
    private func uncalled(applicationOnly: Bool) throws -> [String] {
        let app = try TempApp()
        try app.text(Self.styles, at: "Styles.swift")
        let file = app.root + "/Styles.swift"
        let calls = SourceFileScanner.calls(in: Self.styles, file: file, language: .swift)
        var methodBodies = ObjectiveCMethodBodiesCache()
        let candidates = UncalledFontHelpers.candidates(calls, methodBodies: &methodBodies)
        let words = UncalledFontHelpers.wordsToFind(candidates)
        let mentions = WordMentions.scan([], exact: words.exact, calls: words.calls, in: [file])
        return UncalledFontHelpers.find(candidates, mentions: mentions, applicationOnlyFiles: applicationOnly ? [file] : [])
            .values.map(\.name).sorted()
    }

    @Test func scannedFunctions() {
        let calls = SourceFileScanner.calls(in: Self.styles, file: "Styles.swift", language: .swift)
        #expect(calls.map { "\($0.functionRunOnlyByName ?? "-") \($0.functionOpensToOtherModules)" } == ["headline true", "- false", "footnote false"])
    }

    @Test func aPublicFunctionInAFileOnlyApplicationsCompileIsUncalled() throws {
        #expect(try uncalled(applicationOnly: true) == ["footnote", "headline"])
    }

    @Test func aPublicFunctionAFrameworkMayExportIsNot() throws {
        #expect(try uncalled(applicationOnly: false) == ["footnote"])
    }

    /// Apps, App Clips and app extensions count; a file a framework or library compiles too does not; a test
    /// bundle's files are not an application's.
    @Test func filesOnlyApplicationsCompile() {
        func target(_ name: String, _ type: String, _ files: [String]) -> XcodeTarget {
            XcodeTarget(name: name, productType: type, project: "App.xcodeproj", infoPlists: [], copiedFiles: [], compiledFiles: files)
        }
        let targets = [
            target("App", XcodeTarget.applicationProductType, ["A.swift", "Shared.swift"]),
            target("Kit", "com.apple.product-type.framework", ["Shared.swift", "K.swift"]),
            target("Widget", "com.apple.product-type.app-extension", ["W.swift"]),
            target("Tests", "com.apple.product-type.bundle.unit-test", ["T.swift", "A.swift"]),
        ]
        #expect(targets.filesOnlyApplicationsCompile == ["A.swift", "W.swift"])
    }
}
