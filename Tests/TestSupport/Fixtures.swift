import Foundation

/// Paths to the committed test fonts (TestFonts/, made by TestFonts/generate.py).
package enum Fixtures {
    package static let repositoryRoot: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    package static let testFonts = repositoryRoot + "/TestFonts"

    package static func font(_ relativePath: String) -> String { testFonts + "/" + relativePath }

    /// The standard output of a program found on PATH (fc-query, for the differential tests).
    package static func output(of arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// Runs `program` in `folder` (with `environment`, else the test's own) and returns its exit status and its
    /// standard output and error merged, as a terminal shows them.
    package static func run(
        _ program: String, _ arguments: [String], in folder: String, environment: [String: String]? = nil
    ) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A fresh empty folder, removed when the test's scope ends.
    package static func temporaryDirectory() throws -> TemporaryDirectory { try TemporaryDirectory() }
}

package final class TemporaryDirectory {
    package let path: String

    package init() throws {
        path = NSTemporaryDirectory() + "fontinspect-test-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    package func copy(_ fixture: String, as name: String) throws {
        let destination = path + "/" + name
        try FileManager.default.createDirectory(
            atPath: (destination as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Fixtures.font(fixture), toPath: destination)
    }

    package func write(_ bytes: [UInt8], as name: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path + "/" + name))
    }

    package func link(_ name: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + name, withDestinationPath: target)
    }

    package func mkdir(_ name: String) throws {
        try FileManager.default.createDirectory(atPath: path + "/" + name, withIntermediateDirectories: true)
    }
}
