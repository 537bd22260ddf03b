import Foundation
import Testing
@testable import FontInspector

/// SpriteKit scenes through the whole lint (M200): a binary scene's label fonts are checked by name, placed at
/// the label node, and listed as references of kind `spriteKitScene`.
@Suite struct SpriteKitSceneLintTests {
    func app() throws -> TempApp {
        let app = try TempApp()
        for font in ["HarborSans-Regular", "HarborSans-Bold"] { try app.font(font) }
        try app.infoPlist(["HarborSans-Regular.ttf", "HarborSans-Bold.ttf"])
        let xml = RuleExample.File.spriteKitSceneXML(labels: [
            ("Title", "HarborSans-Bolt"), (nil, "Harbor Sans Bold"), ("Score", "HarborSans-Regular"), ("Hint", nil),
        ])
        try app.text("not an archive", at: "Scenes/Broken.sks")
        let object = try PropertyListSerialization.propertyList(from: Data(xml.utf8), options: [], format: nil)
        try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
            .write(to: URL(fileURLWithPath: app.root + "/Scenes/Title.sks"))
        return app
    }

    @Test func labelFontsAreCheckedByName() throws {
        let app = try app()
        #expect(try app.findings("unknown-font-name") == [
            "Scenes/Title.sks: Title.fontName: SKLabelNode \"HarborSans-Bolt\" is not the PostScript, family or full name of a bundled face or of a system font on iOS or macOS: did you mean \"HarborSans-Bold\"?",
        ])
        #expect(try app.findings("font-name-not-postscript").count == 1)
        #expect(try app.findings("font-name-not-postscript").first?.hasPrefix("Scenes/Title.sks: label 2 (unnamed).fontName: SKLabelNode \"Harbor Sans Bold\"") == true)
        let result = try app.lint()
        #expect(result.references.filter { $0.kind == .spriteKitScene }.map { "\($0.location.keyPath ?? "") \($0.text ?? "") \($0.resolution.rawValue)" } == [
            "Score.fontName HarborSans-Regular postScriptName", "Title.fontName HarborSans-Bolt unresolved",
            "label 2 (unnamed).fontName Harbor Sans Bold fullNameFallback",
        ])
        #expect(result.notes.map(\.message).filter { $0.contains("label font names") } == [
            "not read for label font names: neither a binary nor an XML property list",
        ])
    }
}
