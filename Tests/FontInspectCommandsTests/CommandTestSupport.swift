import Foundation
@testable import FontInspectCommands

enum TestFontsPath {
    static let root: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path + "/TestFonts"
}

/// Runs `fontinspect` in-process with the given arguments.
func runTool(_ arguments: String...) -> (status: Int32, output: String, errors: String) {
    let console = CapturingConsole()
    let status = FontInspectCLI.run(arguments, console: console)
    return (status, console.output, console.errors)
}
