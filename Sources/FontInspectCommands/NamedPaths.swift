import FontInspector

/// One way, in every command, to treat a path named on the command line that is not there: one
/// `Error: <path>: no such file or directory` line per path (escaped, as every diagnostic is), and the
/// command stops with exit 2 before reading anything, so a typo is never a green run over nothing.
enum NamedPaths {
    /// Reports each unusable path, in the order given; true when there was one.
    static func reportUnavailable(_ paths: [String], to console: Console) -> Bool {
        var reported = false
        var seen = Set<String>()
        for path in paths where seen.insert(path).inserted {
            guard let reason = NamedPath.unavailableReason(path) else { continue }
            console.error("\(path): \(reason)")
            reported = true
        }
        return reported
    }
}
