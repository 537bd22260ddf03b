import Testing
@testable import FontInspector

@Suite struct AppleSystemFontsTests {
    @Test func iOSSystemFontsAreKnownByExactPostScriptName() {
        #expect(AppleSystemFonts.isSystemFont(postScriptName: "Helvetica-Bold"))
        #expect(AppleSystemFonts.isSystemFont(postScriptName: "AvenirNext-Regular"))
        // Variable-font instances print with underscores, and are real names.
        #expect(AppleSystemFonts.isSystemFont(postScriptName: "STIXTwoText_Medium"))
        // Gone from current iOS, kept: the data is a union over versions.
        #expect(AppleSystemFonts.isSystemFont(postScriptName: "Courier-Bold"))
        #expect(!AppleSystemFonts.isSystemFont(postScriptName: "FixtureSans-Regular"))
        #expect(!AppleSystemFonts.isSystemFont(postScriptName: "helvetica-bold"))
        #expect(!AppleSystemFonts.isSystemFont(postScriptName: "Avenir Next"))
    }

    @Test func familiesAndPlatformsAreKept() {
        #expect(AppleSystemFonts.familyNames.contains("Avenir Next"))
        #expect(!AppleSystemFonts.familyNames.contains("AvenirNext-Regular"))
        #expect(AppleSystemFonts.families(withPostScriptName: "STIXTwoText_Medium") == ["STIX Two Text"])
        #expect(AppleSystemFonts.postScriptNames(on: .iOS).contains("KefaIII-Regular"))
        #expect(!AppleSystemFonts.postScriptNames(on: .macOS).contains("KefaIII-Regular"))
        #expect(AppleSystemFonts.postScriptNames(on: .macOS).contains("AlBayan"))
        #expect(!AppleSystemFonts.postScriptNames(on: .iOS).contains("AlBayan"))
    }

    /// Totals of ../shared/reference/*.json (system-fonts-notes.md: 101 families / 345 names on iOS; 212 / 552
    /// on macOS), so that regenerating from changed data is noticed.
    @Test func theGeneratedDataHoldsEveryNameOfTheSources() {
        #expect(AppleSystemFonts.families(on: .iOS).count == 101)
        #expect(AppleSystemFonts.postScriptNames(on: .iOS).count == 345)
        #expect(AppleSystemFonts.families(on: .macOS).count == 212)
        #expect(AppleSystemFonts.postScriptNames(on: .macOS).count == 552)
        #expect(AppleSystemFonts.postScriptNames.count == 602)
        #expect(AppleSystemFonts.familyNames.count == 225)
        #expect(AppleSystemFonts.postScriptNames == AppleSystemFonts.postScriptNames.sorted())
    }
}
