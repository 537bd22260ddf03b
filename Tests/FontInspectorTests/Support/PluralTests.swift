import Testing
@testable import FontInspector

@Suite struct PluralTests {
    @Test func onlyOneIsSingular() {
        #expect(Plural.counted(0, "file") == "0 files")
        #expect(Plural.counted(1, "file") == "1 file")
        #expect(Plural.counted(2, "file") == "2 files")
        #expect(Plural.counted(1, "family", plural: "families") == "1 family")
        #expect(Plural.counted(3, "family", plural: "families") == "3 families")
        #expect(Plural.word(2, "instance") == "instances")
    }
}
