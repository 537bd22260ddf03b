/// The access level of every generated declaration (`--access`).
public enum GeneratedAccess: String, Sendable, Hashable, CaseIterable {
    case `public`, `internal`

    /// What precedes a declaration: `public ` or nothing (internal is Swift's default).
    var keyword: String { self == .public ? "public " : "" }
}
