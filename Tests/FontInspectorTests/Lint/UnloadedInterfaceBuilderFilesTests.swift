import Foundation
import Testing
@testable import FontInspector

/// Which storyboards and xibs nothing in the checkout can load (D380): each way UIKit, AppKit, R.swift and the
/// Info.plist load one by name keeps it loaded; a declaration, a comment, an import and the project's file list do not.
@Suite struct UnloadedInterfaceBuilderFilesTests {
    /// `Views/Keypad.xib` (root class `Keypad`) and whatever else `files` writes; the documents nothing loads.
    private func unloaded(_ files: [String: String], documents: [String] = ["Views/Keypad.xib"]) throws -> [String] {
        let app = try TempApp()
        try app.text("<document><view customClass=\"Keypad\"/></document>\n", at: "Views/Keypad.xib")
        for (path, text) in files { try app.text(text, at: path) }
        let walked = (["Views/Keypad.xib"] + files.keys).map { app.root + "/" + $0 }
        let found = Self.unloaded(Set(documents.map { app.root + "/" + $0 }), in: walked)
        return found.map { String($0.dropFirst(app.root.count + 1)) }.sorted()
    }

    private static func unloaded(_ documents: Set<String>, in files: [String]) -> Set<String> {
        UnloadedInterfaceBuilderFiles.find(
            among: documents, mentions: WordMentions.scan(UnloadedInterfaceBuilderFiles.nibNames(of: documents), in: files))
    }

    @Test func aFunctionsDeclarationAndATypeOfItsNameInOtherLetterCaseDoNotMentionItButACallDoes() throws {
        let app = try TempApp()
        try app.text("//  musicFont(_:size:)\nextension UIFont {\n    func musicFont(size: CGFloat) -> UIFont? { nil }\n}\n", at: "Font.swift")
        try app.text("let chord = UIFont().musicFont(size: 12)\n", at: "Chart.swift")
        try app.text("enum MusicFont { case scribe }\nlet font: MusicFont = .scribe\n", at: "Cases.swift")
        let names: Set<[UInt8]> = [Array("musicFont".utf8)]
        let files = ["Font.swift", "Chart.swift", "Cases.swift"].map { app.root + "/" + $0 }
        let mentions = try #require(WordMentions.scan([], calls: names, in: files))
        #expect(mentions.map(\.names) == [[], names, []])
    }

    @Test func aXibOnlyItsOwnClassDeclarationCommentImportAndProjectNameIsUnloaded() throws {
        let files = [
            "Views/Keypad.swift": "//  Keypad.swift\nimport UIKit\n\nfinal class Keypad: UIView {}\n",
            "Views/Keypad.h": "@interface Keypad : UIView\n@end\n",
            "Views/Keypad.m": "#import \"Keypad.h\"\n@implementation Keypad\n@end\n",
            "App.xcodeproj/project.pbxproj": "\t\tB1 /* Keypad.xib in Resources */ = {isa = PBXBuildFile; fileRef = F1 /* Keypad.xib */; };\n\t\tF2 /* Keypad.swift */ = {isa = PBXFileReference; path = Keypad.swift; };\n",
            "fr.lproj/Keypad.xib": "<document><view customClass=\"Keypad\"/></document>\n",
        ]
        #expect(try unloaded(files, documents: ["Views/Keypad.xib", "fr.lproj/Keypad.xib"]) == ["Views/Keypad.xib", "fr.lproj/Keypad.xib"])
    }

    @Test(arguments: [
        ("Chart.swift", "let nib = UINib(nibName: \"Keypad\", bundle: nil)\n"),
        ("Chart.swift", "let view = Bundle.main.loadNibNamed(String(describing: Keypad.self), owner: nil)\n"),
        ("Chart.swift", "class KeypadViewController: UIViewController {}\nlet controller = KeypadViewController()\n"),
        ("Chart.swift", "let nib = R.nib.keypad\n"),
        ("Chart.m", "[[NSBundle mainBundle] loadNibNamed:@\"Keypad~ipad\" owner:self options:nil];\n"),
        ("Info.plist", "<dict><key>NSMainNibFile</key><string>Keypad</string></dict>\n"),
        ("Main.storyboard", "<viewControllerPlaceholder storyboardName=\"Keypad\" id=\"x\"/>\n"),
        ("Settings.xib", "<view customClass=\"Keypad\"/>\n"),
        ("App.xcodeproj/project.pbxproj", "\t\t\t\tINFOPLIST_KEY_UIMainStoryboardFile = Keypad;\n"),
    ])
    func aNameAnotherFileLoadsItByKeepsItLoaded(_ file: String, _ text: String) throws {
        #expect(try unloaded([file: text]).isEmpty)
    }

    @Test func aDeviceVariantIsTheSameNib() throws {
        let files = ["Views/Keypad~iPad.xib": "<document/>\n", "Chart.swift": "let nib = UINib(nibName: \"Keypad\", bundle: nil)\n"]
        #expect(try unloaded(files, documents: ["Views/Keypad.xib", "Views/Keypad~iPad.xib"]).isEmpty)
        #expect(UnloadedInterfaceBuilderFiles.nibName(of: "Views/Keypad~iPad.xib") == Array("keypad".utf8))
    }

    @Test func aDocumentWhoseNameIsNotOneWordOrAFileLintCannotReadCountsAsLoaded() throws {
        #expect(UnloadedInterfaceBuilderFiles.nibName(of: "Launch Screen.storyboard") == nil)
        let app = try TempApp()
        try app.text("<document/>\n", at: "Keypad.xib")
        let found = Self.unloaded([app.root + "/Keypad.xib"], in: [app.root + "/Keypad.xib", app.root + "/Missing.swift"])
        #expect(found.isEmpty)
    }
}
