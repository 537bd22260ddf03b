import Testing
@testable import FontInspector

/// Which Objective-C classes nothing in the checkout creates (D422): each way an app or the system makes or messages
/// a class names it, and keeps it created; its own declarations, a forward declaration, an import and a comment do not.
@Suite struct UncreatedClassesTests {
    /// `HarborCell.m` (a font call on line 3 in a method of `HarborCell`) and whatever else `files` writes; the
    /// classes of the lines nothing creates.
    private func uncreated(_ files: [String: String]) throws -> [String] {
        let app = try TempApp()
        let cell = "#import \"HarborCell.h\"\n@implementation HarborCell\n- (void)awakeFromNib { self.font = nil; }\n@end\n"
        try app.text(cell, at: "HarborCell.m")
        try app.text("@class HarborAvatar;\n@interface HarborCell : UITableViewCell\n- (HarborCell *)copyCell;\n@end\n", at: "HarborCell.h")
        for (path, text) in files { try app.text(text, at: path) }
        let candidates = [app.root + "/HarborCell.m": [3: Array("HarborCell".utf8)]]
        let walked = (["HarborCell.m", "HarborCell.h"] + files.keys).map { app.root + "/" + $0 }
        let mentions = WordMentions.scan([], exact: UncreatedClasses.wordsToFind(candidates), in: walked)
        return UncreatedClasses.find(candidates, mentions: mentions).values.flatMap(\.values).sorted()
    }

    @Test func aClassNamedOnlyByItsDeclarationsAnImportAndACommentIsUncreated() throws {
        let feed = "#import \"HarborCell.h\"\n// HarborCell *cell = [HarborCell new];\n@class HarborCell;\n"
        #expect(try uncreated(["Feed.m": feed]) == ["HarborCell"])
    }

    @Test func eachWayOfMakingOrMessagingTheClassKeepsItCreated() throws {
        let ways = [
            "Feed.m": "cell = [[HarborCell alloc] init];\n",
            "Register.m": "[table registerClass:[HarborCell class] forCellReuseIdentifier:@\"c\"];\n",
            "Lookup.m": "Class c = NSClassFromString(@\"HarborCell\");\n",
            "Main.storyboard": "<tableViewCell customClass=\"HarborCell\"/>\n",
            "Sub.h": "@interface HarborBigCell : HarborCell\n@end\n",
            "Sub.swift": "final class HarborSwiftCell: HarborCell {}\n",
            "Info.plist": "<key>NSPrincipalClass</key><string>HarborCell</string>\n",
            "Model.xcdatamodeld/Model.xcdatamodel/contents": "<entity name=\"Card\" representedClassName=\"HarborCell\"/>\n",
        ]
        for (path, text) in ways {
            #expect(try uncreated([path: text]) == [], "\(path)")
        }
    }

    @Test func aFileLintCannotReadMakesNoClassUncreated() {
        let candidates = ["/app/HarborCell.m": [3: Array("HarborCell".utf8)]]
        #expect(UncreatedClasses.find(candidates, mentions: nil).isEmpty)
    }
}
