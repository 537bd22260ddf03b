import Testing
@testable import FontInspector

/// `FontBundle.isRegistered(_:)` is the one answer to "does the app register this file": it reads the bundle's
/// `FontRegistration`, and a name shared by a registered and an unregistered file loads the registered one.
@Suite struct FontBundleRegistrationTests {
    /// The same file name in two folders: the sample app's HarborSans-Regular and the broken app's copy.
    static let good = LintFixtures.goodFonts + "/HarborSans-Regular.ttf"
    static let broken = LintFixtures.brokenFonts + "/HarborSans-Regular.ttf"

    @Test func theRegistrationAnswersFileByFile() throws {
        let bundle = try LintFixtures.bundle(fonts: [Self.broken, Self.good], unregistered: [Self.broken])
        // The entry is the shortest end of the path that the other file does not share.
        #expect(bundle.infoPlists.flatMap(\.appFonts).map(\.value) == ["SampleApp/Fonts/HarborSans-Regular.ttf"])
        #expect(bundle.fonts.map(bundle.isRegistered) == [false, true])
        #expect(bundle.registration?.registeredFiles == [Self.good])
    }

    @Test func aPostScriptNameLoadsTheRegisteredFileWhateverTheOrder() throws {
        for unregistered in [Self.broken, Self.good] {
            let bundle = try LintFixtures.bundle(fonts: [Self.broken, Self.good], unregistered: [unregistered])
            let resolution = FontNameLookup(bundle: bundle).resolution(of: "HarborSans-Regular")
            #expect(resolution.candidateFaces.map(\.font.path) == [Self.broken, Self.good])
            #expect(resolution.loadedFace?.font.path == (unregistered == Self.good ? Self.broken : Self.good))
        }
    }

    @Test func aBundleWithoutARegistrationTakesEveryFileAsRegistered() throws {
        let fonts = try LintFixtures.bundle(fonts: [Self.broken, Self.good]).fonts
        let bundle = FontBundle(root: "/fonts", fonts: fonts)
        #expect(bundle.fonts.map(bundle.isRegistered) == [true, true])
        var registering = bundle
        registering.registration = FontRegistration(registeredFiles: [Self.broken])
        #expect(registering.fonts.map(registering.isRegistered) == [true, false])
    }
}
