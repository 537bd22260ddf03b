import Testing
@testable import FontInspector

/// What mentions a function's name (D1201): code and the strings the runtime sends do; a plain string literal and a
/// file name call nothing. A class's name (`exact`) is still mentioned by a string, which `NSClassFromString` reads.
@Suite struct WordMentionsTests {
    private static let harbor = Array("harbor".utf8)

    /// The files of `files` whose words mention `harbor` as a call, and `HarborCell` as a class, in `files`' order.
    private func mentioning(_ files: KeyValuePairs<String, String>) throws -> [String] {
        let app = try TempApp()
        for (path, text) in files { try app.text(text, at: path) }
        let mentions = try #require(WordMentions.scan(
            [], exact: [Array("HarborCell".utf8)], calls: [Self.harbor], in: files.map { app.root + "/" + $0.key }))
        return mentions.filter { !$0.names.isEmpty }.map {
            String($0.file.dropFirst(app.root.count + 1)) + " " + $0.names.map { String(decoding: $0, as: UTF8.self) }.sorted().joined(separator: ",")
        }
    }

    @Test func aPlainStringOrAFileNameCallsNothing() throws {
        let found = try mentioning([
            "Font.swift": "extension UIFont {\n    static func harbor() -> UIFont { UIFont(name: \"harbor.regular.ttf\", size: 14)! }\n}\n",
            "Constants.swift": "enum Constants {\n    static let family = \"harbor\"\n    static let note = \"\"\"\n        harbor()\n        \"\"\"\n}\n",
            "Raw.swift": "let raw = #\"harbor() \"quoted\"\"#\n",
            "Label.m": "label.text = @\"harbor\";\nchar quote = '\"'; label.font = nil;\n",
            "Info.plist": "<array>\n\t<string>harbor.regular.ttf</string>\n\t<string>Fonts/harbor-Bold.otf</string>\n</array>\n",
            "Main.storyboard": "<customFonts key=\"customFonts\">\n    <array key=\"harbor.regular.ttf\">\n",
        ])
        #expect(found == [])
    }

    @Test func codeSelectorStringsInterpolationsAndDataFilesMentionIt() throws {
        #expect(try mentioning([
            "Call.swift": "let font = UIFont.harbor()\n",
            "Selector.swift": "UIFont.perform(Selector((\"harbor\")))\n",
            "Send.m": "[UIFont performSelector:NSSelectorFromString(@\"harbor\")];\n",
            "Text.swift": "let size = \"\\(UIFont.harbor().pointSize)\"\n",
            "After.m": "NSString *name = @\"x\"; UIFont *font = [UIFont harbor];\n",
            "Actions.storyboard": "<action selector=\"harborTapped:\" destination=\"1\" eventType=\"touchUpInside\" id=\"2\"/>\n",
            "Theme.json": "{\"font\": \"harbor\", \"file\": \"harbor.json.bak\"}\n",
            "Cells.m": "Class cell = NSClassFromString(@\"HarborCell\");\n",
        ]) == [
            "Call.swift harbor", "Selector.swift harbor", "Send.m harbor", "Text.swift harbor", "After.m harbor",
            "Actions.storyboard harbor", "Theme.json harbor", "Cells.m HarborCell",
        ])
    }
}
