import Foundation

/// Runs fontinspect from a command plugin with the package's folder as the working directory, so that paths in
/// its output read as the user typed them. Its standard output and error are the plugin's, which `swift package`
/// prints as they come.
enum ToolRun {
    /// The tool's exit status.
    static func run(_ tool: URL, _ arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
