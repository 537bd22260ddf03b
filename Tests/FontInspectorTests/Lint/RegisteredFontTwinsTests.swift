import Foundation
import Testing
@testable import FontInspector

/// An unregistered copy of a registered font file (an embedded framework's own copy, D441): its face-hygiene
/// findings are the registered file's, said there, and an `info` at the copy.
@Suite struct RegisteredFontTwinsTests {
    @Test func anUnregisteredCopyOfARegisteredFileIsAnInfo() throws {
        let app = try TempApp()
        try app.font("HarborSlab-Italic", from: LintFixtures.brokenFonts)
        try app.font("HarborSlab-Italic", from: LintFixtures.brokenFonts, at: "Kit/Resources/HarborSlab-Italic.ttf")
        try app.infoPlist(["Fonts/HarborSlab-Italic.ttf"])
        #expect(try app.findings("italic-angle") == [
            "Fonts/HarborSlab-Italic.ttf: the face is italic but post.italicAngle is 0",
            "Kit/Resources/HarborSlab-Italic.ttf: the face is italic but post.italicAngle is 0; info: this file is a copy of Fonts/HarborSlab-Italic.ttf, which the app registers and where the same finding is made",
        ])
    }

    @Test func anUnregisteredFileWithTheSameNameButOtherBytesKeepsItsFinding() throws {
        let app = try TempApp()
        try app.font("HarborSlab-Italic", from: LintFixtures.brokenFonts)
        try app.font("HarborSlab-Italic", from: LintFixtures.brokenFonts, at: "Kit/Resources/HarborSlab-Italic.ttf")
        let copy = app.root + "/Kit/Resources/HarborSlab-Italic.ttf"
        let handle = try #require(FileHandle(forWritingAtPath: copy))
        handle.seekToEndOfFile()
        handle.write(Data([0]))
        handle.closeFile()
        try app.infoPlist(["Fonts/HarborSlab-Italic.ttf"])
        #expect(try app.findings("italic-angle") == [
            "Fonts/HarborSlab-Italic.ttf: the face is italic but post.italicAngle is 0",
            "Kit/Resources/HarborSlab-Italic.ttf: the face is italic but post.italicAngle is 0",
        ])
    }
}
