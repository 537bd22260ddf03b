import Testing
@testable import FontInspector

/// Which SwiftUI view modifiers' bodies run only if a function naming them is called (D1302): the modifier of a font
/// call in its `func body`, with the functions of its file that apply it; none where the file applies it otherwise.
@Suite struct ViewModifierBodiesTests {
    private static let file = """
        struct TitleFont: ViewModifier {
            func body(content: Content) -> some View { content.font(.custom("A", size: 17, relativeTo: .body)) }
        }
        extension View {
            func title() -> some View { modifier(TitleFont()) }
            func headline() -> some View { modifier(TitleFont()) }
        }
        public struct CaptionFont: ViewModifier {
            func body(content: Content) -> some View { content.font(.custom("B", size: 12, relativeTo: .caption)) }
            static func make() -> some ViewModifier { CaptionFont() }
        }
        struct BadgeFont: ViewModifier {
            func body(content: Content) -> some View { content.font(.custom("C", size: 11, relativeTo: .caption2)) }
        }
        struct Badge: View {
            var body: some View { Text("1").modifier(BadgeFont()) }
        }
        struct Plain: View {
            func body(content: Content) -> some View { content.font(.custom("D", size: 10, relativeTo: .footnote)) }
        }

        """

    @Test func eachCallsModifierAndTheFunctionsThatApplyIt() {
        let calls = SourceFileScanner.calls(in: Self.file, file: "Fonts.swift", language: .swift)
        #expect(calls.map { call in
            call.viewModifier.map { "\($0.name) \($0.appliedBy) \($0.opensToOtherModules)" } ?? "-"
        } == [#"TitleFont ["headline", "title"] false"#, #"CaptionFont ["make"] true"#, "-", "-"])
    }

    @Test func aModifierNoOtherFileNamesWhoseFunctionsNothingCallsIsUncalled() throws {
        let app = try TempApp()
        try app.text(Self.file, at: "Fonts.swift")
        try app.text("let a = Text(\"x\").headline()\n", at: "Intro.swift")
        try app.text("let b = \"TitleFont title\"\n", at: "Strings.swift")
        let files = ["Fonts.swift", "Intro.swift", "Strings.swift"].map { app.root + "/" + $0 }
        func uncalled() -> [String] {
            let calls = SourceFileScanner.calls(in: Self.file, file: files[0], language: .swift)
            var methodBodies = ObjectiveCMethodBodiesCache()
            let candidates = UncalledFontHelpers.candidates(calls, methodBodies: &methodBodies)
            let words = UncalledFontHelpers.wordsToFind(candidates)
            let mentions = WordMentions.scan([], exact: words.exact, calls: words.calls, in: files)
            return UncalledFontHelpers.find(candidates, mentions: mentions, applicationOnlyFiles: [files[0]]).values.map(\.nothingRuns).sorted()
        }
        #expect(uncalled() == ["applies CaptionFont, the view modifier it is in (only make() in its file applies it, and no other word names that or CaptionFont)"])
        try app.text("let a = Text(\"x\")\n", at: "Intro.swift")
        #expect(uncalled() == [
            "applies CaptionFont, the view modifier it is in (only make() in its file applies it, and no other word names that or CaptionFont)",
            "applies TitleFont, the view modifier it is in (only headline(), title() in its file apply it, and no other word names those or TitleFont)",
        ])
        try app.text("let a = Text(\"x\").modifier(TitleFont())\n", at: "Intro.swift")
        #expect(uncalled().count == 1)
    }
}
