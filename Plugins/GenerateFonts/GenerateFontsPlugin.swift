import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-fonts [--target <name> ...] [--output <file>]
/// [--check] [<generate options>]`: writes `fontinspect generate`'s constants into each chosen target's folder
/// (every Swift target with fonts by default), to be committed; `--check` writes nothing and fails when the file
/// is stale. The constants are public when a library product vends the target, unless `--access` says otherwise.
@main
struct GenerateFontsPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let request = try GenerateFontsRequest(arguments)
        let package = context.package
        let targets = try FontTargets.chosen(request.targetNames, in: package)
        guard !targets.isEmpty else { throw PluginError("no target of \(package.displayName) has a font file") }
        try request.requireOneTarget(ifOutputFor: targets.count)
        let tool = try context.tool(named: "fontinspect").url
        var worst: Int32 = 0
        for target in targets {
            let folder = FontTargets.relativePath(of: target.directoryURL, in: package)
            let access = request.givesAccess ? [] : ["--access", FontTargets.isVended(target, in: package) ? "public" : "internal"]
            let file = request.output ?? folder + "/" + GeneratedFileName.value
            worst = max(worst, try request.run(tool, folder: folder, options: request.generateOptions + access, file: file, in: package.directoryURL))
        }
        if worst != 0 { exit(worst) }
    }
}
