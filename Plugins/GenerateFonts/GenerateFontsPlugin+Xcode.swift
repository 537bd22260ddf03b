#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// In Xcode (the project's context menu, generate-fonts): for each target Xcode passes with `--target`, generates
/// over the project's folder (the fonts its app targets copy) and writes the file beside the target's first Swift
/// source (a synchronized folder picks it up; with groups, add it to the target once). `--output <file>` names it.
extension GenerateFontsPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let outputs = extractor.extractOption(named: "output")
        let checks = extractor.extractFlag(named: "check") > 0
        let generateOptions = extractor.remainingArguments
        let project = context.xcodeProject
        let targets = project.targets.filter { targetNames.contains($0.displayName) }
        guard !targets.isEmpty else { throw PluginError("choose a target with fonts") }
        guard outputs.count <= 1, outputs.isEmpty || targets.count == 1 else {
            throw PluginError("--output names one file, for one target")
        }
        let tool = try context.tool(named: "fontinspect").url
        var worst: Int32 = 0
        for target in targets {
            let firstSource = target.inputFiles.map(\.url).filter { $0.pathExtension == "swift" }.min { $0.path < $1.path }
            let folder = firstSource?.deletingLastPathComponent() ?? project.directoryURL
            let output = outputs.first ?? folder.appendingPathComponent(GeneratedFileName.value).path
            let generate = ["generate", "."] + generateOptions
                + (checks ? ["--check", output] : ["-o", output])
            worst = max(worst, try ToolRun.run(tool, generate, in: project.directoryURL))
        }
        if worst != 0 { exit(worst) }
    }
}
#endif
