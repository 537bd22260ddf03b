import Foundation
import TestSupport

/// The `swiftc` of the toolchain running the tests, to compile generated code. Found next to the Swift runtime the
/// test process has loaded (`<toolchain>/usr/lib/swift/linux/libswiftCore.so` → `<toolchain>/usr/bin/swiftc`), so a
/// machine with several toolchains checks with the one that built the tests; else the first `swiftc` on PATH.
enum SwiftCompiler {
    static let path: String? = {
        let fileManager = FileManager.default
        if let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
           let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libswiftCore.so") }),
           let start = line.firstIndex(of: "/") {
            let runtime = URL(fileURLWithPath: String(line[start...]))
            // usr/lib/swift/linux/libswiftCore.so: four levels up is usr.
            let usr = runtime.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            let swiftc = usr.appendingPathComponent("bin/swiftc").path
            if fileManager.isExecutableFile(atPath: swiftc) { return swiftc }
        }
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let swiftc = String(folder) + "/swiftc"
            if fileManager.isExecutableFile(atPath: swiftc) { return swiftc }
        }
        return nil
    }()

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs swiftc with `arguments`; throws its diagnostics when it fails.
    static func run(_ arguments: [String], in folder: String) throws {
        guard let path else { throw Failure(description: "no swiftc found next to the Swift runtime or on PATH") }
        let result = try Fixtures.run(path, arguments, in: folder)
        guard result.status == 0 else {
            throw Failure(description: "swiftc \(arguments.joined(separator: " ")) failed:\n\(result.output)")
        }
    }
}

/// The stand-in modules of Tests/Fixtures/StandIns, compiled into a temporary folder: Core Text and SwiftUI in `shared`,
/// UIKit and AppKit in folders of their own, so that one compile sees UIKit and the other AppKit (the generated
/// code takes UIKit when both can be imported, as Mac Catalyst does).
final class StandInModules {
    let folder: TemporaryDirectory
    var shared: String { folder.path + "/shared" }
    var uikit: String { folder.path + "/uikit" }
    var appkit: String { folder.path + "/appkit" }

    static let sources = Fixtures.repositoryRoot + "/Tests/Fixtures/StandIns"

    init() throws {
        folder = try TemporaryDirectory()
        for (module, destination) in [("CoreText", "shared"), ("SwiftUI", "shared"), ("UIKit", "uikit"), ("AppKit", "appkit")] {
            try folder.mkdir(destination)
            try SwiftCompiler.run([
                "-parse-as-library", "-emit-module", "-module-name", module, Self.sources + "/\(module).swift",
                "-emit-module-path", folder.path + "/\(destination)/\(module).swiftmodule",
            ], in: folder.path)
        }
    }

    /// Type-checks `files` in Swift 6 mode with the modules of `folders` importable.
    func typeCheck(_ files: [String], with folders: [String]) throws {
        try SwiftCompiler.run(["-typecheck", "-swift-version", "6"] + folders.flatMap { ["-I", $0] } + files, in: folder.path)
    }
}
