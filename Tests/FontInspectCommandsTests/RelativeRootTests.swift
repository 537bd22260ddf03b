import Foundation
import Testing
import TestSupport

/// `fontinspect lint .` and `lint` with no path, run from inside an app's folder, as docs/ci.md's workflow does:
/// the walk climbs relative paths to `.` and then to "", which once trapped in Foundation (session 11, fresh-g).
@Suite struct RelativeRootTests {
    static func lint(_ arguments: [String], in folder: String) throws -> (status: Int32, lastLine: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: DocExampleTests.binary)
        process.arguments = ["lint"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text.split(separator: "\n").last.map(String.init) ?? "")
    }

    @Test(arguments: [["."], [], ["./"]])
    func theSampleAppLintsFromItsOwnFolder(_ arguments: [String]) throws {
        try #require(FileManager.default.isExecutableFile(atPath: DocExampleTests.binary))
        let run = try Self.lint(arguments, in: Fixtures.repositoryRoot + "/Examples/SampleApp")
        #expect(run.status == 0)
        #expect(run.lastLine == "0 errors, 0 warnings, 0 infos (7 font files, 1 Info.plist, 1 style map, 3 source files, 1 Interface Builder file, target SampleApp)")
    }
}
