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

    /// The path as the walk would spell it.
    var path: String {
        let joined = components.joined(separator: "/")
        if base.isEmpty { return "/" + joined }
        if joined.isEmpty { return base }
        return (base.hasSuffix("/") ? base : base + "/") + joined
    }

    var lastComponent: String? { components.last }
}
