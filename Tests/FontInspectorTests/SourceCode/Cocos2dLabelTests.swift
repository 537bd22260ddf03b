import Foundation
import Testing
@testable import FontInspector
import TestSupport

/// M622: cocos2d-iphone's CCLabelTTF takes a font name, and registers a font file only when handed the file's
/// name; which files that is, is what the project's code and SpriteBuilder scenes spell.
@Suite struct Cocos2dLabelTests {
    func found(_ text: String) -> [String] {
        SourceFileScanner.calls(in: text, file: "Map.m", language: .objectiveC).map { call in
            "\(call.line):\(call.column) \(call.form.rawValue) \(call.name.map { "\"\($0)\"" } ?? "nil") \(call.textSize.rawValue)"
        }
    }

    func isLabelRegistration(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            Cocos2dFontRegistration.isLabelRegistration(in: TokenStructure(SourceLexer.lex(buffer, language: .objectiveC), bytes: buffer, language: .objectiveC))
        }
    }

    @Test func labelMessagesGiveTheirFontName() {
        #expect(found("""
            CCLabelTTF *region = [[CCLabelTTF alloc] initWithString:name fontName:@"Harbor-Thin" fontSize:10];
            _title = [CCLabelTTF labelWithString:[self titleFor:level] fontName:@"Harbor-Bold" fontSize:18 dimensions:size];
            _count = [[CCLabelTTF alloc] initWithString:@"" fontName:kCountFont fontSize:12];
            _scene = [[CCLabelTTF alloc] initWithString:@"" fontName:@"Harbor-Medium.ttf" fontSize:12];
            _other = [[OtherLabel alloc] initWithString:@"" fontName:@"Harbor-Light" fontSize:12];
            _plain = [CCLabelTTF labelWithString:@"" fontSize:12];
            """) == [
            "1:71 [[CCLabelTTF alloc] initWithString:fontName:fontSize:] \"Harbor-Thin\" notJudged",
            "2:69 [CCLabelTTF labelWithString:fontName:fontSize:] \"Harbor-Bold\" notJudged",
            "3:58 [[CCLabelTTF alloc] initWithString:fontName:fontSize:] nil notJudged",
        ])
    }

    @Test func onlyRegistrationsInsideRegisterCustomTTFAreTheLabels() {
        #expect(isLabelRegistration("""
            @implementation CCLabelTTF
            - (void)setFontName:(NSString *)fontName { [CCLabelTTF registerCustomTTF:fontName]; }
            + (void) registerCustomTTF:(NSString *)fontFile {
                if ([[fontFile lowercaseString] hasSuffix:@".ttf"]) {
                    CTFontManagerRegisterFontsForURL((__bridge CFURLRef)[NSURL fileURLWithPath:fontFile], kCTFontManagerScopeProcess, NULL);
                }
            }
            @end
            """))
        #expect(!isLabelRegistration("""
            + (void) registerCustomTTF:(NSString *)fontFile { CTFontManagerRegisterFontsForURL(url, kCTFontManagerScopeProcess, NULL); }
            + (void) registerEverything { CTFontManagerRegisterFontsForURLs(urls, kCTFontManagerScopeProcess, NULL); }
            """))
        #expect(!isLabelRegistration("+ (void) loadFonts { CTFontManagerRegisterFontsForURL(url, kCTFontManagerScopeProcess, NULL); }"))
    }

    @Test func registeredFilesAreTheOnesSpelledInCodeOrScenes() throws {
        let folder = try TemporaryDirectory()
        let code = try folder.write("[CCButton buttonWithTitle:@\"Go\" fontName:@\"Fonts/harbor-bold.TTF\" fontSize:14];\n", as: "Menu.m")
        // A published scene: a binary string cache, each name after a length byte.
        let scene = try folder.write(Data([0x43, 0x43, 0x42, 0x49, 0x12] + Array("Harbor-Medium.ttf".utf8) + [0x0a] + Array("CCLabelTTF".utf8)), as: "Title.ccbi")
        #expect(Cocos2dFontRegistration.registeredFiles(
            among: ["Harbor-Bold.ttf", "Harbor-Medium.ttf", "Harbor-Thin.ttf", "Harbor-Regular.otf"],
            spelledIn: [code, scene, folder.path + "/Missing.m"]) == ["harbor-bold.ttf", "harbor-medium.ttf"])
    }
}
