import Foundation

/// The resources local Swift packages ship: the `.process("…")` and `.copy("…")` paths of each `Package.swift`
/// under PATH. An app that depends on such a package gets its fonts in the package's resource bundle and
/// registers them in code (`CTFontManagerRegisterFontsForURL`), so they ship without being in a target's
/// Copy Bundle Resources phase.
///
/// The manifest is Swift, not data: only string literals right after `.process(` / `.copy(` are read, and a
/// resource path is matched against the package's files as a run of whole path components (the target's own
/// folder, `Sources/<name>/` or its `path:`, is not worked out). That errs towards counting a font as shipped.
public enum SwiftPackageResources {
    /// Real manifests are a few kilobytes.
    public static let maximumManifestSize = 1024 * 1024

    package static func isManifest(_ path: String) -> Bool {
        PathName.last(of: path) == "Package.swift"
    }

    /// The resource paths one manifest's text declares, in order.
    public static func resourcePaths(inManifest text: String) -> [String] {
        var paths: [String] = []
        for match in text.matches(of: #/\.(?:process|copy)\(\s*"([^"\\\n]*)"/#) {
            let path = String(match.output.1)
            if let components = FontRegistration.bundleRelativeComponents(path), !components.isEmpty {
                paths.append(components.joined(separator: "/"))
            }
        }
        return paths
    }

    /// The files among `files` that the packages whose manifests are among `manifests` ship as resources.
    public static func shippedFiles(_ files: [String], manifests: [String]) -> Set<String> {
        var shipped: Set<String> = []
        for manifest in manifests where isManifest(manifest) {
            guard case .regular(let size) = FileStatus.of(manifest), size <= maximumManifestSize,
                let data = FileManager.default.contents(atPath: manifest), let text = String(data: data, encoding: .utf8)
            else { continue }
            let resources = resourcePaths(inManifest: text)
            guard !resources.isEmpty else { continue }
            let folder = (manifest as NSString).deletingLastPathComponent
            let prefix = folder.isEmpty ? "" : folder + "/"
            for file in files where file.hasPrefix(prefix) {
                let inside = "/" + file.dropFirst(prefix.count)
                if resources.contains(where: { inside.hasSuffix("/" + $0) || inside.contains("/" + $0 + "/") }) {
                    shipped.insert(file)
                }
            }
        }
        return shipped
    }
}
