import Foundation
import Testing
@testable import FontInspectCommands

/// `list` and `info` over a folder of broken and hostile paths: one `Error:` line each, the good
/// font still listed, exit status 2.
@Suite final class HostileInputCommandTests {
    let directory: String
    let good = TestFontsPath.root + "/Generated/Static/FixtureSans-Bold.ttf"

    init() throws {
        directory = NSTemporaryDirectory() + "fontinspect-hostile-" + UUID().uuidString
        let files = FileManager.default
        try files.createDirectory(atPath: directory + "/x.ttf", withIntermediateDirectories: true)
        let sans = try Data(contentsOf: URL(fileURLWithPath: TestFontsPath.root + "/Generated/Static/FixtureSans-Regular.ttf"))
        try Data().write(to: URL(fileURLWithPath: directory + "/empty.ttf"))
        try sans.prefix(100).write(to: URL(fileURLWithPath: directory + "/truncated.ttf"))
        try sans.write(to: URL(fileURLWithPath: directory + "/huge.ttf"))
        truncate(directory + "/huge.ttf", 5 * 1024 * 1024 * 1024)
        try Data("ttcf".utf8 + [0x00, 0x01, 0x00, 0x00, 0x00, 0x0F, 0x42, 0x40] + sans)  // 1,000,000 faces
            .write(to: URL(fileURLWithPath: directory + "/million.ttc"))
        var woff = try Data(contentsOf: URL(fileURLWithPath: TestFontsPath.root + "/Generated/Web/FixtureWeb-Regular.woff"))
        woff.replaceSubrange(8..<12, with: [0x00, 0x00, 0x04, 0x34])  // the header's length: 1076, the file has 976
        try woff.write(to: URL(fileURLWithPath: directory + "/lying.woff"))
        mkfifo(directory + "/pipe.ttf", 0o644)
        try files.createSymbolicLink(atPath: directory + "/dangling.ttf", withDestinationPath: directory + "/nowhere.ttf")
        try files.createSymbolicLink(atPath: directory + "/loop.ttf", withDestinationPath: directory + "/loop.ttf")
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    var hostileNames: [String] {
        ["empty.ttf", "truncated.ttf", "x.ttf", "pipe.ttf", "dangling.ttf", "loop.ttf", "huge.ttf", "million.ttc", "lying.woff"]
    }

    @Test func namedHostilePathsAreEachOneErrorAndTheGoodFontIsStillListed() {
        let result = runTool(["list"] + hostileNames.map { directory + "/" + $0 } + [good])
        #expect(result.status == 2)
        #expect(result.output.contains("  FixtureSans-Bold  Bold   700     no      \(good)\n"))
        #expect(result.errors == """
            Error: \(directory)/pipe.ttf: not a regular file (a FIFO, socket or device)
            Error: \(directory)/dangling.ttf: broken symbolic link
            Error: \(directory)/loop.ttf: too many levels of symbolic links
            Error: \(directory)/empty.ttf: empty file (0 bytes)
            Error: \(directory)/truncated.ttf: damaged font: truncated to 100 bytes, shorter than its table directory (10 tables, 172 bytes)
            Error: \(directory)/huge.ttf: 5368709120 bytes, larger than the 512 MiB fontinspect reads
            Error: \(directory)/million.ttc: declares 1000000 faces, more than the 1024 fontinspect reads from one file
            Error: \(directory)/lying.woff: damaged font: the WOFF header declares 1076 bytes, the file has 976

            """)
    }

    @Test func walkingTheFolderReportsOnlyWhatLooksLikeAFont() {
        // The FIFO, links, empty file and folder are not fonts found by walking: skipped quietly.
        let result = runTool("list", directory, good)
        #expect(result.status == 2)
        #expect(result.output.hasSuffix("1 face in 1 file, 1 family\n"))
        #expect(result.errors == """
            Error: \(directory)/huge.ttf: 5368709120 bytes, larger than the 512 MiB fontinspect reads
            Error: \(directory)/lying.woff: damaged font: the WOFF header declares 1076 bytes, the file has 976
            Error: \(directory)/million.ttc: declares 1000000 faces, more than the 1024 fontinspect reads from one file
            Error: \(directory)/truncated.ttf: damaged font: truncated to 100 bytes, shorter than its table directory (10 tables, 172 bytes)

            """)
    }

    @Test func infoReportsTheSameErrorsAndDescribesTheGoodFont() {
        let result = runTool(["info"] + hostileNames.map { directory + "/" + $0 } + [good])
        #expect(result.status == 2)
        #expect(result.output.hasPrefix("\(good)\n  PostScript name  FixtureSans-Bold\n"))
        #expect(result.errors.split(separator: "\n").count == hostileNames.count - 1)  // x.ttf is a folder: walked, empty
    }

    func runTool(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        let console = CapturingConsole()
        let status = FontInspectCLI.run(arguments, console: console)
        return (status, console.output, console.errors)
    }

    func runTool(_ arguments: String...) -> (status: Int32, output: String, errors: String) { runTool(arguments) }
}
