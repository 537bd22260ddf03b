import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-fonts [--target <name> ...] [--output <file>]
/// [--check] [<generate options>]`: writes `fontinspect generate`'s constants into each chosen target's folder
/// (every Swift target with fonts by default), to be committed; `--check` writes nothing and fails when the file
/// is stale. The constants are public when a library product vends the target, unless `--access` says otherwise.
@main
struct GenerateFontsPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let outputs = extractor.extractOption(named: "output")
        let checks = extractor.extractFlag(named: "check") > 0
        let generateOptions = extractor.remainingArguments
        let package = context.package
        let targets = try FontTargets.chosen(targetNames, in: package)
        guard !targets.isEmpty else { throw PluginError("no target of \(package.displayName) has a font file") }
        guard outputs.count <= 1, outputs.isEmpty || targets.count == 1 else {
            throw PluginError("--output names one file, for one target: add --target <name>")
        }
        let tool = try context.tool(named: "fontinspect").url
        var worst: Int32 = 0
        for target in targets {
            let folder = FontTargets.relativePath(of: target.directoryURL, in: package)
            let output = outputs.first ?? folder + "/" + GeneratedFileName.value
            var generate = ["generate", folder] + generateOptions
            if !generateOptions.contains(where: { $0 == "--access" || $0.hasPrefix("--access=") }) {
                generate += ["--access", FontTargets.isVended(target, in: package) ? "public" : "internal"]
            }
            generate += checks ? ["--check", output] : ["-o", output]
            let file = output.hasPrefix("/") ? URL(fileURLWithPath: output) : package.directoryURL.appendingPathComponent(output)
            let before = try? Data(contentsOf: file)
            let status = try ToolRun.run(tool, generate, in: package.directoryURL)
            // generate -o is silent and leaves an unchanged file alone; say which it was.
            if status == 0, !checks { print("\(output): " + (before == (try? Data(contentsOf: file)) ? "up to date" : "written")) }
            worst = max(worst, status)
        }
        if worst != 0 { exit(worst) }
    }
}
