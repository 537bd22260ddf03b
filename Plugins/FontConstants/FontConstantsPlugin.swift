import Foundation
import PackagePlugin

/// Adds the font constants of `fontinspect generate` to a Swift target at build time: one build command over the
/// target's folder, rerun when one of its fonts, style maps or property lists changes. The constants are public
/// when a library product vends the target (its clients use them), internal otherwise.
@main
struct FontConstantsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let module = target as? SwiftSourceModuleTarget else {
            Diagnostics.warning("FontConstants: \(target.name) is not a Swift target; no font constants generated")
            return []
        }
        let inputs = FontResourceFiles(under: module.directoryURL)
        guard !inputs.fonts.isEmpty else {
            Diagnostics.warning("FontConstants: no font file in \(module.name)'s folder; no font constants generated")
            return []
        }
        return [GenerateBuildCommand.make(
            targetName: module.name, folder: module.directoryURL, inputs: inputs,
            extraArguments: ["--access", FontTargets.isVended(module, in: context.package) ? "public" : "internal"],
            tool: try context.tool(named: "fontinspect").url, workFolder: context.pluginWorkDirectoryURL)]
    }
}
