import Foundation
@testable import FontInspectCommands
import TestSupport

/// The committed test fonts (shared with FontInspectorTests through TestSupport).
enum TestFontsPath {
    static let root = Fixtures.testFonts
}

/// Runs `fontinspect` in-process with the given arguments.
func runTool(_ arguments: String...) -> (status: Int32, output: String, errors: String) {
    let console = CapturingConsole()
    let status = FontInspectCLI.run(arguments, console: console)
    return (status, console.output, console.errors)
}
