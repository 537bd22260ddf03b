import Foundation

/// Paths to the committed test fonts (TestFonts/, made by TestFonts/generate.py).
enum Fixtures {
    static let repositoryRoot: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    static let testFonts = repositoryRoot + "/TestFonts"

    static func font(_ relativePath: String) -> String { testFonts + "/" + relativePath }

    /// The standard output of a program found on PATH (fc-query, for the differential tests).
    static func output(of arguments: [String]) throws -> String {
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

    /// A fresh empty folder, removed when the test's scope ends.
    static func temporaryDirectory() throws -> TemporaryDirectory { try TemporaryDirectory() }
}

final class TemporaryDirectory {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "fontinspect-test-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func copy(_ fixture: String, as name: String) throws {
        let destination = path + "/" + name
        try FileManager.default.createDirectory(
            atPath: (destination as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Fixtures.font(fixture), toPath: destination)
    }

    func write(_ bytes: [UInt8], as name: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path + "/" + name))
    }

    func link(_ name: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + name, withDestinationPath: target)
    }

    func mkdir(_ name: String) throws {
        try FileManager.default.createDirectory(atPath: path + "/" + name, withIntermediateDirectories: true)
    }
}
