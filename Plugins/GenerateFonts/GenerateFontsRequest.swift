import Foundation
import PackagePlugin

/// `generate-fonts`'s arguments and how one target's run goes, the same in SwiftPM and in Xcode: `--target <name>`
/// (repeatable), `--output <file>` (for one target), `--check`; everything else goes to `fontinspect generate`.
struct GenerateFontsRequest {
    let targetNames: [String]
    let output: String?
    let checks: Bool
    let generateOptions: [String]

    init(_ arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        targetNames = extractor.extractOption(named: "target")
        let outputs = extractor.extractOption(named: "output")
        guard outputs.count <= 1 else { throw PluginError("--output names one file, for one target") }
        output = outputs.first
        checks = extractor.extractFlag(named: "check") > 0
        generateOptions = extractor.remainingArguments
    }

    /// Whether the user chose the access level, which then replaces the plugin's.
    var givesAccess: Bool { generateOptions.contains { $0 == "--access" || $0.hasPrefix("--access=") } }

    func requireOneTarget(ifOutputFor count: Int) throws {
        guard output == nil || count == 1 else { throw PluginError("--output names one file, for one target: add --target <name>") }
    }

    /// Runs `fontinspect generate <folder> <options> -o <file>` (or `--check <file>`) from `workingFolder` and says
    /// whether the file was written or already up to date (generate -o is silent, and leaves an unchanged file alone).
    func run(_ tool: URL, folder: String, options: [String], file: String, in workingFolder: URL) throws -> Int32 {
        let generate = ["generate", folder] + options + (checks ? ["--check", file] : ["-o", file])
        let url = file.hasPrefix("/") ? URL(fileURLWithPath: file) : workingFolder.appendingPathComponent(file)
        let before = try? Data(contentsOf: url)
        let status = try ToolRun.run(tool, generate, in: workingFolder)
        if status == 0, !checks { print("\(file): " + (before == (try? Data(contentsOf: url)) ? "up to date" : "written")) }
        return status
    }
}
