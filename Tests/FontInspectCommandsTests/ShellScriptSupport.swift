import Foundation
import TestSupport

/// Runs a bash script (a file, or `-c` text) with exactly the given environment, in a working folder,
/// and returns its exit status and its standard output and error merged, as a terminal or Xcode shows them.
func runBash(_ arguments: [String], environment: [String: String], in folder: String) throws -> (status: Int32, output: String) {
    try Fixtures.run("/bin/bash", arguments, in: folder, environment: environment)
}

/// A folder with a stand-in `fontinspect` in `bin/`: it prints its arguments (unless FAKE_SILENT is set)
/// and exits with FAKE_STATUS, so a script's handling of each exit status can be tested exactly.
final class FakeToolFolder {
    let folder: TemporaryFolder
    var path: String { folder.path }
    var bin: String { folder.path + "/bin" }

    init() throws {
        folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/bin", withIntermediateDirectories: true)
        let tool = folder.path + "/bin/fontinspect"
        try Data("""
            #!/bin/bash
            [ -n "${FAKE_SILENT:-}" ] || echo "fake fontinspect: $*"
            exit "${FAKE_STATUS:-0}"

            """.utf8).write(to: URL(fileURLWithPath: tool))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool)
    }
}

enum RepositoryPath {
    static let root = Fixtures.repositoryRoot

    /// Where a developer's own fontinspect could shadow the stand-in (the Run Script puts them first on PATH).
    static var installedToolShadowsTheFake: Bool {
        ["/opt/homebrew/bin/fontinspect", "/usr/local/bin/fontinspect"].contains { FileManager.default.fileExists(atPath: $0) }
    }
}
