/// How much a finding matters. `error` fails the lint (exit 1); `warning` does with `--strict`.
public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable {
    case info
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
