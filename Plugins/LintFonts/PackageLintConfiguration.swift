import Foundation

/// A Swift package registers its fonts in code (the generated `register()`, `CTFontManagerRegisterFontsForURL`), not
/// through an Info.plist's `UIAppFonts`, so lint's `unregistered-font` would flag every font of a target. Where the
/// linted folder has no configuration of its own, the plugin lints with one that turns that rule off.
enum PackageLintConfiguration {
    static let contents = """
        # Written by the lint-fonts plugin: a package's fonts are registered in code, not by UIAppFonts.
        disabled:
          - unregistered-font

        """

    /// The configuration to pass with `--config`; nil when `folder` has its own, which lint reads then.
    static func file(for folder: URL, in workFolder: URL) throws -> URL? {
        let own = [".fontinspect.yml", ".fontinspect.json"].map { folder.appendingPathComponent($0).path }
        guard !own.contains(where: FileManager.default.fileExists(atPath:)) else { return nil }
        let file = workFolder.appendingPathComponent("package-lint.fontinspect.yml")
        try FileManager.default.createDirectory(at: workFolder, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file, options: .atomic)
        return file
    }
}
