import Foundation
import Testing
@testable import FontInspector
import TestSupport

/// Real symbolic links in temporary folders: what a walk follows, what it names in a note, and that it ends.
@Suite struct WalkConfinementTests {
    /// root/ holds a font; beside it, outside/ holds another. The links are added by each test.
    static func rootBesideASibling() throws -> (TemporaryDirectory, root: String, outside: String) {
        let directory = try Fixtures.temporaryDirectory()
        try directory.font("root/Fonts/Sans.ttf")
        try directory.font("outside/Bold.ttf", from: "Generated/Static/FixtureSans-Bold.ttf")
        return (directory, directory.path + "/root", directory.path + "/outside")
    }

    static func walk(_ root: String, outsideLinks: OutsideLinkPolicy) -> FontFileCollector {
        var collector = FontFileCollector(outsideLinks: outsideLinks)
        collector.add(root)
        return collector
    }

    @Test(arguments: [OutsideLinkPolicy.readLinkedFiles, .readNothingOutside])
    func folderLinksToTheFileSystemRootASiblingAndAnAncestorAreNamedAndNotWalked(policy: OutsideLinkPolicy) throws {
        let (directory, root, outside) = try Self.rootBesideASibling()
        try directory.link("root/Fonts/everything", to: "/")
        try directory.link("root/sibling", to: outside)
        try directory.link("root/up", to: "..")
        let collector = Self.walk(root, outsideLinks: policy)
        #expect(collector.candidates.map(\.path) == [root + "/Fonts/Sans.ttf"])
        #expect(collector.notes.map(\.description) == [
            root + "/Fonts/everything: a symbolic link to the folder /, outside \(root); not walked",
            root + "/sibling: a symbolic link to the folder \(outside), outside \(root); not walked",
            root + "/up: a symbolic link to the folder \(directory.path), outside \(root); not walked",
        ])
        #expect(collector.errors.isEmpty)
    }

    @Test func aLinkToAFontOutsideIsReadByListAndOnlyNamedByLint() throws {
        let (directory, root, outside) = try Self.rootBesideASibling()
        try directory.link("root/Fonts/Linked.ttf", to: outside + "/Bold.ttf")
        let listed = Self.walk(root, outsideLinks: .readLinkedFiles)
        #expect(listed.candidates.map(\.path) == [root + "/Fonts/Linked.ttf", root + "/Fonts/Sans.ttf"])
        #expect(listed.notes.isEmpty)
        let linted = Self.walk(root, outsideLinks: .readNothingOutside)
        #expect(linted.candidates.map(\.path) == [root + "/Fonts/Sans.ttf"])
        #expect(linted.otherFiles.isEmpty)
        #expect(linted.notes.map(\.description)
            == [root + "/Fonts/Linked.ttf: a symbolic link to \(outside)/Bold.ttf, outside \(root); not read"])
    }

    @Test func linksThatStayInsideAreFollowedAndLoopsThroughThemEnd() throws {
        let (directory, root, _) = try Self.rootBesideASibling()
        try directory.link("root/Fonts/again", to: root)          // an ancestor inside the folder: a loop
        try directory.link("root/Alias", to: "Fonts")             // a second way into a folder already walked
        try directory.link("root/Fonts/Same.ttf", to: "Sans.ttf") // a second name for one file
        try directory.link("root/a", to: root + "/b")             // two links leading to each other
        try directory.link("root/b", to: root + "/a")
        let collector = Self.walk(root, outsideLinks: .readNothingOutside)
        // Alias sorts before Fonts, so the file is first reached (and listed, once) through it: by its own name,
        // Sans.ttf, found after the link Same.ttf that sorts before it (D361).
        #expect(collector.candidates.map(\.path) == [root + "/Alias/Sans.ttf"])
        #expect(collector.notes.isEmpty)
        #expect(collector.errors.isEmpty)
    }

    @Test func aFolderNamedThroughALinkIsWalkedAsTheFolderItLeadsTo() throws {
        let (directory, root, _) = try Self.rootBesideASibling()
        try directory.link("named", to: root)
        try directory.link("root/Fonts/back", to: directory.path + "/named/Fonts")
        let collector = Self.walk(directory.path + "/named", outsideLinks: .readNothingOutside)
        #expect(collector.candidates.map(\.path) == [directory.path + "/named/Fonts/Sans.ttf"])
        #expect(collector.notes.isEmpty)
    }

    @Test func lintNamesTheLinksItDidNotFollowAndReadsNoFontOutside() throws {
        let (directory, root, outside) = try Self.rootBesideASibling()
        try directory.link("root/Fonts/Linked.ttf", to: outside + "/Bold.ttf")
        try directory.link("root/System", to: "/")
        let contents = try BundleScanner.scan(root)
        #expect(contents.fontFiles.map { contents.relativePath(of: $0.path) } == ["Fonts/Sans.ttf"])
        #expect(contents.notes.map { contents.relativePath(of: $0.file) } == ["Fonts/Linked.ttf", "System"])
    }
}

/// Files that start like an sfnt but have no table directory a font could have.
@Suite struct FontLookalikeTests {
    static let lookalikes: [(name: String, text: String)] = [
        ("flag", "true"),
        ("answer.txt", "true story: the font was fine all along\n"),
        ("minutes.md", "OTTO said the release is on Friday; Anna disagreed, briefly and at length.\n"),
    ]

    @Test func foundByWalkingTheyAreNotFonts() throws {
        let directory = try Fixtures.temporaryDirectory()
        for (name, text) in Self.lookalikes { try directory.write(Array(text.utf8), as: name) }
        try directory.copy("Generated/Static/FixtureSans-Regular.ttf", as: "Sans")  // no extension: the bytes decide
        let walked = FontFileCollector.collect([directory.path])
        #expect(walked.candidates.map(\.path) == [directory.path + "/Sans"])
    }

    @Test func namedTheyAreStillReadSoThatTheErrorIsReported() throws {
        let directory = try Fixtures.temporaryDirectory()
        for (name, text) in Self.lookalikes { try directory.write(Array(text.utf8), as: name) }
        let paths = Self.lookalikes.map { directory.path + "/" + $0.name }
        let named = FontFileCollector.collect(paths)
        #expect(named.candidates.map(\.path) == paths)
        #expect(named.candidates.map(\.signature) == [.sfnt, .sfnt, .sfnt])
    }

    @Test func aDamagedFontWhoseNameSaysFontIsStillReadWhenWalked() {
        // truncated.ttf keeps its sfnt tag but lost its tables: reported as damaged, not passed over.
        let walked = FontFileCollector.collect([Fixtures.font("Malformed")])
        #expect(walked.candidates.map { ($0.path as NSString).lastPathComponent } == ["truncated.ttf"])
    }

    @Test(arguments: [
        ([0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0, 0, 0, 0, 0, 0] + Array("cmap".utf8) + [0, 0, 0, 0, 0, 0, 0, 28, 0, 0, 0, 4], 32, true),
        ([0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0, 0, 0, 0, 0, 0] + Array("cmap".utf8) + [0, 0, 0, 0, 0, 0, 0, 28, 0, 0, 0, 4], 31, false),
        ([0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0, 0, 0, 0, 0, 0] + Array("cmap".utf8) + [0, 0, 0, 0, 0, 0, 0, 28, 0, 0, 0, 4], 32, false),
        ([0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0, 0, 0, 0, 0, 0] + [0x63, 0x6D, 0x61, 0x01] + [0, 0, 0, 0, 0, 0, 0, 28, 0, 0, 0, 4], 32, false),
        ([0x00, 0x01, 0x00, 0x00, 0x00, 0x02, 0, 0, 0, 0, 0, 0] + Array("cmap".utf8) + [0, 0, 0, 0, 0, 0, 0, 28, 0, 0, 0, 4], 64, false),
    ] as [([UInt8], Int64, Bool)])
    func aPlausibleDirectoryHasATableWithATextTagAfterTheDirectoryAndInsideTheFile(bytes: [UInt8], size: Int64, plausible: Bool) {
        // One table, fits: plausible; one byte short; no tables; a control byte in the tag; the table
        // overlapping a two-table directory.
        #expect(FileSignature.hasPlausibleDirectory(bytes, signature: .sfnt, fileSize: size) == plausible)
    }
}

/// A folder chain deeper than a path can name (PATH_MAX): made with mkdirat(2), since no path reaches its bottom.
@Suite struct DeepFolderTests {
    static let component = String(repeating: "d", count: 100)

    /// Makes `levels` nested folders under `root` and writes `font` into the folder at `fontLevel`.
    static func makeChain(under root: String, levels: Int, fontAt fontLevel: Int, font: [UInt8]) throws {
        var folder = open(root, O_RDONLY | O_DIRECTORY)
        for level in 1...levels {
            #expect(mkdirat(folder, component, 0o755) == 0)
            let next = openat(folder, component, O_RDONLY | O_DIRECTORY)
            close(folder)
            folder = next
            if level == fontLevel {
                let file = openat(folder, "Deep.ttf", O_WRONLY | O_CREAT, 0o644)
                #expect(font.withUnsafeBytes { write(file, $0.baseAddress, $0.count) } == font.count)
                close(file)
            }
        }
        close(folder)
    }

    @Test func filesBelowThePathLimitAreReadAndTheFolderBeyondItIsNamed() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { _ = try? Fixtures.output(of: ["rm", "-rf", directory.path]) }
        let font = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.font("Generated/Static/FixtureSans-Regular.ttf"))))
        try Self.makeChain(under: directory.path, levels: 60, fontAt: 20, font: font)
        var collector = FontFileCollector()
        collector.add(directory.path)
        let level = { (count: Int) in directory.path + String(repeating: "/" + Self.component, count: count) }
        #expect(collector.candidates.map(\.path) == [level(20) + "/Deep.ttf"])
        // The first folder whose path is PATH_MAX bytes or more (the terminating NUL counts) is named; nothing below it is reached.
        let firstTooLong = (1...60).first { level($0).utf8.count >= Int(PATH_MAX) }!
        #expect(collector.notes.map(\.file) == [level(firstTooLong)])
        #expect(collector.notes.map(\.message) == ["not read: the path is longer than the system can open (PATH_MAX, 4096 bytes)"])
        #expect(collector.errors.isEmpty)
    }
}
