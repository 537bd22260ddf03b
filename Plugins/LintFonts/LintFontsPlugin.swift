import Foundation
import PackagePlugin

/// `swift package lint-fonts [--target <name> ...] [<lint options>] [<path>]`: runs `fontinspect lint` over each
/// chosen target's folder (every Swift target with fonts by default; `PackageLintConfiguration` unless the folder
/// has its own), or over the path given, from the package's folder. The output is lint's; the plugin fails with
/// lint's worst exit status.
@main
struct LintFontsPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let parsed = LintArguments(arguments)
        let package = context.package
        let lintsTargets = parsed.paths.isEmpty
        let folders = lintsTargets
            ? try FontTargets.chosen(parsed.targets, in: package).map { FontTargets.relativePath(of: $0.directoryURL, in: package) }
            : parsed.paths
        guard !folders.isEmpty else {
            throw PluginError("no target of \(package.displayName) has a font file; name a path or a target with --target")
        }
        let tool = try context.tool(named: "fontinspect").url
        var worst: Int32 = 0
        for folder in folders {
            var lint = ["lint", folder] + parsed.lintOptions
            // A path the user names (an app's folder, say) is linted as lint lints it.
            if lintsTargets, !parsed.gives("--config"),
                let configuration = try PackageLintConfiguration.file(for: package.directoryURL.appendingPathComponent(folder), in: context.pluginWorkDirectoryURL) {
                lint += ["--config", configuration.path]
            }
            worst = max(worst, try ToolRun.run(tool, lint, in: package.directoryURL))
        }
        // swift-package prints "Plugin ended with exit code N" and fails (with 1: it does not pass N on).
        if worst != 0 { exit(worst) }
    }
}
