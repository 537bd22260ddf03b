import Testing
@testable import FontInspector

/// M382: the files a Swift file's run-time registrations take are named only when every registration shows them
/// as literal resource names; any other shape is nil (the registration may take any file).
@Suite struct RunTimeRegisteredFilesTests {
    func names(_ text: String, _ language: SourceLanguage = .swift) -> [String]? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            RunTimeRegisteredFiles.names(in: TokenStructure(SourceLexer.lex(buffer, language: language), bytes: buffer, language: language))
        }
    }

    @Test func literalLookupsInParameterlessFunctionsAreNamed() {
        #expect(names("""
            final class FontLoader {
                static func loadSketchFont() {
                    guard let fontURL = Bundle(for: FontLoader.self).url(forResource: "ItsaSketch", withExtension: "ttf") else { return }
                    guard let data = try? Data(contentsOf: fontURL), let provider = CGDataProvider(data: data as CFData),
                        let font = CGFont(provider) else { return }
                    CTFontManagerRegisterGraphicsFont(font, nil)
                }
                func registerTitle() {
                    let url = Bundle.main.url(forResource: "Title.otf", withExtension: nil)!
                    CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
                    let path = Bundle.main.path(forResource: "Body", ofType: "TTF")!
                    CTFontManagerRegisterFontsForURL(NSURL(string: path)! as CFURL, .process, nil)
                }
            }
            """) == ["ItsaSketch.ttf", "Title.otf", "Body.TTF"])
    }

    @Test func aFileLintCannotNameLeavesTheRegistrationOpen() {
        // A name passed in, a loop over names, a path built at run time, a folder's fonts, a non-font resource, FontBlaster,
        // a registration outside a function, Objective-C.
        #expect(names("func register(_ name: String) {\n    let url = Bundle.main.url(forResource: name, withExtension: \"ttf\")!\n    CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)\n}\n") == nil)
        #expect(names("func register() {\n    for name in [\"A\", \"B\"] { CTFontManagerRegisterFontsForURL(Bundle.main.url(forResource: name, withExtension: \"ttf\")! as CFURL, .process, nil) }\n}\n") == nil)
        #expect(names("func register() {\n    let url = Bundle.main.resourceURL!.appendingPathComponent(\"Fonts/A.ttf\")\n    _ = Bundle.main.url(forResource: \"A\", withExtension: \"ttf\")\n    CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)\n}\n") == nil)
        #expect(names("func register() {\n    let urls = Bundle.main.urls(forResourcesWithExtension: \"ttf\", subdirectory: nil) ?? []\n    _ = Bundle.main.url(forResource: \"A\", withExtension: \"ttf\")\n    CTFontManagerRegisterFontURLs(urls as CFArray, .process, true, nil)\n}\n") == nil)
        #expect(names("func register() {\n    let url = Bundle.main.url(forResource: \"Fonts\", withExtension: \"bundle\")!\n    CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)\n}\n") == nil)
        #expect(names("func register() {\n    _ = Bundle.main.url(forResource: \"A\", withExtension: \"ttf\")\n    FontBlaster.blast()\n}\n") == nil)
        #expect(names("static let registered: Void = {\n    let url = Bundle.main.url(forResource: \"A\", withExtension: \"ttf\")!\n    CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)\n}()\n") == nil)
        #expect(names("- (void)load {\n    NSURL *url = [[NSBundle mainBundle] URLForResource:@\"A\" withExtension:@\"ttf\"];\n    CTFontManagerRegisterFontsForURL((__bridge CFURLRef)url, kCTFontManagerScopeProcess, nil);\n}\n", .objectiveC) == nil)
        #expect(names("func register() {\n    CTFontManagerRegisterGraphicsFont(Self.font, nil)\n}\n") == nil)
    }
}
