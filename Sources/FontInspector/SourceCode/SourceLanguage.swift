/// The languages whose font calls the source scanner reads, chosen by file extension.
public enum SourceLanguage: String, Sendable, Hashable {
    case swift
    /// Objective-C and Objective-C++ sources and headers (`.m`, `.mm`, `.h`).
    case objectiveC

    /// The language of the file at `path`, by its extension; nil for any other file.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...] {
        case "swift": self = .swift
        case "m", "mm", "h": self = .objectiveC
        default: return nil
        }
    }
}
