import Testing
@testable import FontInspector

@Suite struct SwiftIdentifierTests {
    @Test(arguments: [
        ("Regular", "regular"), ("SemiBold", "semiBold"), ("Semi Bold", "semiBold"), ("SemiBold Italic", "semiBoldItalic"),
        ("Extra Bold Italic", "extraBoldItalic"), ("XLight", "xLight"), ("ABC", "abc"), ("UIText Light", "uiTextLight"),
        ("Thin\tNégatif", "thinNegatif"), ("Heavy (100%) [Test]", "heavy100Test"), ("Régulier", "regulier"),
        ("100 Thin", "_100Thin"), ("Condensed-Bold", "condensedBold"), ("Self", "self_"), ("init", "init_"),
        ("Default", "default"), ("ｗｉｄｅ", "wide"),
    ])
    func membersAreLowerCamelCaseWithTheirWordsKept(_ name: String, _ expected: String) {
        #expect(SwiftIdentifier.member(from: name) == expected)
    }

    @Test(arguments: [
        ("Harbor Sans", "HarborSans"), ("Fixture Café™", "FixtureCafe"), ("fixture mono", "FixtureMono"),
        ("3D Display", "_3DDisplay"), ("Fixture Ital Var", "FixtureItalVar"), ("Type", "Type_"),
    ])
    func typesAreUpperCamelCase(_ name: String, _ expected: String) {
        #expect(SwiftIdentifier.type(from: name) == expected)
    }

    @Test func aNameWithoutLettersOrDigitsHasNoIdentifier() {
        #expect(SwiftIdentifier.member(from: "") == nil)
        #expect(SwiftIdentifier.member(from: "—%%—") == nil)
        #expect(SwiftIdentifier.type(from: "字体") == nil)
    }

    @Test func keywordsAreWrittenInBackticksAndOthersAsTheyAre() {
        #expect(SwiftIdentifier.escaped("default") == "`default`")
        #expect(SwiftIdentifier.escaped("in") == "`in`")
        #expect(SwiftIdentifier.escaped("regular") == "regular")
        #expect(SwiftIdentifier.escaped("Type_") == "Type_")
    }

    @Test func aNamespaceMustBeAPlainIdentifier() {
        #expect(SwiftIdentifier.isPlain("Fonts"))
        #expect(SwiftIdentifier.isPlain("App_Fonts2"))
        #expect(!SwiftIdentifier.isPlain("2Fonts"))
        #expect(!SwiftIdentifier.isPlain("App Fonts"))
        #expect(!SwiftIdentifier.isPlain("class"))
        #expect(!SwiftIdentifier.isPlain("Schrïft"))
        #expect(!SwiftIdentifier.isPlain(""))
    }

    @Test func aScopeNumbersTheSecondClaimOfAName() {
        var scope = SwiftIdentifierScope(reserved: ["all"])
        #expect(scope.claim(["regular"]) == "regular")
        #expect(scope.claim(["regular", "regularCondensed"]) == "regularCondensed")
        #expect(scope.claim(["regular"]) == "regular2")
        #expect(scope.claim(["regular"]) == "regular3")
        #expect(scope.claim(["all"]) == "all2")
        #expect(scope.claim([]) == "face")
    }
}
