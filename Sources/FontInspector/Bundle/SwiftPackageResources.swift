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

    /// The folders, relative to the manifest's, of the local packages it depends on: `.package(path: "…")`, also
    /// with `name:` before the path.
    public static func localDependencyPaths(inManifest text: String) -> [String] {
        text.matches(of: #/\.package\(\s*(?:name:\s*"[^"\\\n]*"\s*,\s*)?path:\s*"([^"\\\n]*)"/#).map { String($0.output.1) }
    }

    /// The manifests whose resources ship in the linted targets: a package one of them depends on (`dependedOn`,
    /// package folders), or one such a package depends on in turn; and, since lint cannot see what depends on it,
    /// a package no target of the projects references (`referenced`), as a workspace adds one.
    public static func shippedManifests(_ manifests: [String], dependedOn: Set<String>, referenced: Set<String>) -> [String] {
        let byFolder = manifestsByFolder(manifests)
        let referenced = Set(referenced.map(normalized))
        let kept = Set(byFolder.keys.filter { !referenced.contains($0) }).union(reachedPackages(from: dependedOn, manifestsByFolder: byFolder))
        return byFolder.filter { kept.contains($0.key) }.map(\.value).sorted()
    }

    /// The manifests among `manifests` under their packages' folders.
    static func manifestsByFolder(_ manifests: [String]) -> [String: String] {
        Dictionary(manifests.filter(isManifest).map { ((PathName.parent(of: $0)), $0) }) { first, _ in first }
    }

    /// The folders of the packages among `manifestsByFolder` that `dependedOn` (package folders) names, and of the
    /// local packages those depend on in turn (`.package(path:)`), however deep.
    static func reachedPackages(from dependedOn: Set<String>, manifestsByFolder byFolder: [String: String]) -> Set<String> {
        var pending = dependedOn.map(normalized).filter { byFolder[$0] != nil }.sorted()
        var reached: Set<String> = []
        while let folder = pending.popLast() {
            guard reached.insert(folder).inserted, let text = byFolder[folder].flatMap(manifestText) else { continue }
            for path in localDependencyPaths(inManifest: text) {
                let dependency = path.hasPrefix("/") ? normalized(path) : normalized(folder + "/" + path)
                if byFolder[dependency] != nil { pending.append(dependency) }
            }
        }
        return reached
    }

    /// `path` with `.` and `..` applied without touching the file system (`P/App/../Packages` → `P/Packages`), as
    /// far as its own folders allow.
    static func normalized(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: false) {
            if component == ".", !components.isEmpty { continue }
            if component == "..", let last = components.last, last != "..", last != ".", !last.isEmpty {
                components.removeLast()
            } else {
                components.append(component)
            }
        }
        return components.joined(separator: "/")
    }

    /// The manifest's text, when it is a regular UTF-8 file of at most `maximumManifestSize`.
    static func manifestText(_ manifest: String) -> String? {
        guard case .regular(let size) = FileStatus.of(manifest), size <= maximumManifestSize,
            let data = FileManager.default.contents(atPath: manifest) else { return nil }
        return String(data: data, encoding: .utf8)
    }

    /// The files among `files` that the packages whose manifests are among `manifests` ship as resources.
    public static func shippedFiles(_ files: [String], manifests: [String]) -> Set<String> {
        Set(shippingPackages(of: files, manifests: manifests).keys)
    }

    /// The files among `files` that the packages whose manifests are among `manifests` ship as resources, each
    /// with the folder of the package that ships it.
    package static func shippingPackages(of files: [String], manifests: [String]) -> [String: String] {
        var shipped: [String: String] = [:]
        for manifest in manifests where isManifest(manifest) {
            guard let text = manifestText(manifest) else { continue }
            let resources = resourcePaths(inManifest: text)
            guard !resources.isEmpty else { continue }
            let folder = PathName.parent(of: manifest)
            let prefix = folder.isEmpty ? "" : folder + "/"
            for file in files where file.hasPrefix(prefix) && shipped[file] == nil {
                let inside = "/" + file.dropFirst(prefix.count)
                if resources.contains(where: { inside.hasSuffix("/" + $0) || inside.contains("/" + $0 + "/") }) {
                    shipped[file] = folder
                }
            }
        }
        return shipped
    }
}
