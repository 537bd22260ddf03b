/// A path the user named on the command line, checked before a command starts, so that a mistyped path is a
/// mistake the user is told about and never an empty, green result.
public enum NamedPath {
    /// Why `path` cannot be used, in stat(2)'s words ("no such file or directory", "broken symbolic link",
    /// "permission denied"); nil when it exists.
    public static func unavailableReason(_ path: String) -> String? {
        if case .unavailable(let reason) = FileStatus.of(path) { return reason }
        return nil
    }
}
