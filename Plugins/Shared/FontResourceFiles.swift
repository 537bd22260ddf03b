import Foundation

/// The files of a target's folder that `fontinspect` reads: fonts, and the property lists, JSON and YAML files that
/// may be style maps, Info.plists or its configuration. A build command declares them as inputs, so adding,
/// changing or removing one reruns the generator.
struct FontResourceFiles {
    /// The extensions fontinspect reads as fonts (`FileSignature.hasFontExtension` in FontReading, repeated here:
    /// a plugin can depend on executables only, not on the library).
    static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc", "woff", "woff2", "dfont", "pfb", "pfa", "bdf", "pcf", "fon", "fnt"]
    static let documentExtensions: Set<String> = ["plist", "json", "yml", "yaml"]

    /// Sorted by path.
    var fonts: [URL] = []
    var documents: [URL] = []

    static func isFont(_ file: URL) -> Bool { fontExtensions.contains(file.pathExtension.lowercased()) }
    static func isDocument(_ file: URL) -> Bool { documentExtensions.contains(file.pathExtension.lowercased()) }

    /// Every font and document under `folder`; hidden files and folders are passed over, as fontinspect passes them,
    /// except the configuration files at the top.
    init(under folder: URL) {
        var files = [".fontinspect.yml", ".fontinspect.json"].map { folder.appendingPathComponent($0) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        let walker = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        while let file = walker?.nextObject() as? URL {
            if (try? file.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true { files.append(file) }
        }
        self.init(files)
    }

    /// The fonts and documents among `files` (an Xcode target's input files).
    init(_ files: [URL]) {
        let sorted = files.sorted { $0.path < $1.path }
        fonts = sorted.filter(Self.isFont)
        documents = sorted.filter(Self.isDocument)
    }

    var all: [URL] { (fonts + documents).sorted { $0.path < $1.path } }
}
