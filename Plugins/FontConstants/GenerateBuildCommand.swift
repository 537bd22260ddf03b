import Foundation
import PackagePlugin

/// The build command both plugin flavours return: `fontinspect generate <folder> … -o <work folder>/<file>`, its
/// inputs the fonts and documents it reads, its output the one Swift file the target then compiles.
enum GenerateBuildCommand {
    static func make(
        targetName: String, folder: URL, inputs: FontResourceFiles, extraArguments: [String], tool: URL, workFolder: URL
    ) -> Command {
        let output = workFolder.appendingPathComponent(GeneratedFileName.value)
        return .buildCommand(
            displayName: "Generating font constants for \(targetName)",
            executable: tool,
            arguments: ["generate", folder.path] + extraArguments + ["-o", output.path],
            inputFiles: inputs.all,
            outputFiles: [output])
    }
}
