/// A place on disk that a project names, kept as a folder plus path components so that `..` is applied without
/// touching the file system and the result reads like the walk's paths (`PATH/App/Fonts/Inter.ttf`).
struct ProjectLocation: Hashable {
    /// The folder the components start from: the project's folder as the walk spells it, or "" for an absolute path.
    var base: String
    /// Components below `base`; leading `..` where the path climbs above it.
    var components: [String]

    init(base: String, components: [String] = []) {
        self.base = base
        self.components = components
    }

    /// This location followed by `relative`; an absolute `relative` replaces it.
    func appending(_ relative: String) -> ProjectLocation {
        var result = relative.hasPrefix("/") ? ProjectLocation(base: "") : self
        for component in relative.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                if let last = result.components.last, last != ".." {
                    result.components.removeLast()
                } else {
                    result.components.append("..")
                }
            default:
                result.components.append(String(component))
            }
        }
        return result
    }

    /// The path as the walk would spell it. The walk never spells `..`, so a leading `..` climbs out of `base`
    /// where `base` has a folder to leave: a React Native project in `PATH/ios` copies `../assets/fonts/A.ttf`,
    /// which the walk lists as `PATH/assets/fonts/A.ttf` (FP100).
    var path: String {
        var base = base
        var components = components[...]
        while components.first == "..", let parent = Self.parent(of: base) {
            base = parent
            components.removeFirst()
        }
        let joined = components.joined(separator: "/")
        if base.isEmpty { return "/" + joined }
        if joined.isEmpty { return base }
        return (base.hasSuffix("/") ? base : base + "/") + joined
    }

    /// The folder holding `folder` as spelled (`PATH/ios` → `PATH`, `/ios` → `/`); nil where there is none to
    /// spell (`.`, `..`, a bare name, the root).
    private static func parent(of folder: String) -> String? {
        let trimmed = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard let slash = trimmed.lastIndex(of: "/") else { return nil }
        let last = trimmed[trimmed.index(after: slash)...]
        guard !last.isEmpty, last != ".", last != ".." else { return nil }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    var lastComponent: String? { components.last }
}
