import Foundation
import Testing
@testable import FontInspectCommands

/// What `lint` and `list` say about the links they do not follow out of the folder they walk.
@Suite struct WalkNoteCommandTests {
    @Test func lintNamesALinkToTheFileSystemRootAndALinkedFontOutsideAndReadsNeither() throws {
        let app = try TemporaryFolder()
        let outside = try TemporaryFolder()
        try FileManager.default.copyItem(
            atPath: TestFontsPath.root + "/Generated/Static/FixtureSans-Bold.ttf", toPath: outside.path + "/Bold.ttf")
        try FileManager.default.createSymbolicLink(atPath: app.path + "/Linked.ttf", withDestinationPath: outside.path + "/Bold.ttf")
        try FileManager.default.createSymbolicLink(atPath: app.path + "/System", withDestinationPath: "/")
        let result = runTool("lint", "--format", "json", "--allow-empty", app.path)
        #expect(result.status == 0)
        #expect(result.errors == """
            Note: \(app.path)/Linked.ttf: a symbolic link to \(outside.path)/Bold.ttf, outside \(app.path); not read
            Note: \(app.path)/System: a symbolic link to the folder /, outside \(app.path); not walked

            """)
        #expect(result.output.contains(#""fontFiles": 0,"#))
    }

    @Test func listReadsALinkedFontOutsideButNamesAFolderLinkOutside() throws {
        let folder = try TemporaryFolder()
        let font = TestFontsPath.root + "/Generated/Static/FixtureSans-Bold.ttf"
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Linked.ttf", withDestinationPath: font)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Fonts", withDestinationPath: TestFontsPath.root)
        let result = runTool("list", "--format", "familynames", folder.path)
        #expect(result.status == 0)
        #expect(result.output == "Family: Fixture Sans Font names: [\"FixtureSans-Bold\"]\n")
        #expect(result.errors
            == "Note: \(folder.path)/Fonts: a symbolic link to the folder \(TestFontsPath.root), outside \(folder.path); not walked\n")
    }
}
