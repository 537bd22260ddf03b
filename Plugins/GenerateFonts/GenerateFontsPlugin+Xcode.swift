#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// In Xcode (the project's context menu, generate-fonts): for each target Xcode passes with `--target`, generates
/// over the project's folder (the fonts its app targets copy) and writes the file beside the target's first Swift
/// source (a synchronized folder picks it up; with groups, add it to the target once). `--output <file>` names it.
extension GenerateFontsPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let request = try GenerateFontsRequest(arguments)
        let project = context.xcodeProject
        let targets = project.targets.filter { request.targetNames.contains($0.displayName) }
        guard !targets.isEmpty else { throw PluginError("choose a target with fonts") }
        try request.requireOneTarget(ifOutputFor: targets.count)
        let tool = try context.tool(named: "fontinspect").url
        var worst: Int32 = 0
        for target in targets {
            let firstSource = target.inputFiles.map(\.url).filter { $0.pathExtension == "swift" }.min { $0.path < $1.path }
            let folder = firstSource?.deletingLastPathComponent() ?? project.directoryURL
            let file = request.output ?? folder.appendingPathComponent(GeneratedFileName.value).path
            worst = max(worst, try request.run(tool, folder: ".", options: request.generateOptions, file: file, in: project.directoryURL))
        }
        if worst != 0 { exit(worst) }
    }
}
#endif
