/// How much a finding matters. `error` fails the lint (exit 1); `warning` does with `--strict`.
public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable {
    case info
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        rank(lhs) < rank(rhs)
    }

    /// Its place in `allCases`, least severe first.
    private static func rank(_ severity: Severity) -> Int {
        allCases.firstIndex(of: severity) ?? 0
    }
}
