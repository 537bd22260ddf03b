#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// In Xcode (the project's context menu, lint-fonts): lints the project's folder, once per target Xcode passes with
/// `--target`; lint reads the project and those targets' files and Info.plists itself.
extension LintFontsPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let parsed = LintArguments(arguments)
        let tool = try context.tool(named: "fontinspect").url
        let path = parsed.paths.first ?? "."
        let runs = parsed.targets.isEmpty ? [[]] : parsed.targets.map { ["--target", $0] }
        var worst: Int32 = 0
        for target in runs {
            // Xcode's format by default: the findings land on their files and lines in the issue navigator.
            let format = parsed.gives("--format") ? [] : ["--format", "xcode"]
            let lint = ["lint", path] + format + target + parsed.lintOptions
            worst = max(worst, try ToolRun.run(tool, lint, in: context.xcodeProject.directoryURL))
        }
        if worst != 0 { exit(worst) }
    }
}
#endif
