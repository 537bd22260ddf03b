#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// In an Xcode project (the target's Build Phases, Run Build Tool Plug-ins): generates over the project's folder,
/// whose project tells generate which fonts the app targets copy; its inputs are this target's fonts and documents.
extension FontConstantsPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let inputs = FontResourceFiles(target.inputFiles.map(\.url))
        guard !inputs.fonts.isEmpty else { return [] }
        return [GenerateBuildCommand.make(
            targetName: target.displayName, folder: context.xcodeProject.directoryURL, inputs: inputs,
            extraArguments: [],
            tool: try context.tool(named: "fontinspect").url, workFolder: context.pluginWorkDirectoryURL)]
    }
}
#endif
