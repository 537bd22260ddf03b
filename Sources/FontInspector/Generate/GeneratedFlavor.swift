/// A platform part of the generated code, each behind its own `#if canImport(…)`.
public enum GeneratedFlavor: String, Sendable, Hashable, CaseIterable, Comparable {
    case swiftui, uikit, appkit

    public static func < (lhs: GeneratedFlavor, rhs: GeneratedFlavor) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// `--flavor` values: each flavour, or `all`.
    public static func parse(_ value: String) -> Set<GeneratedFlavor>? {
        value == "all" ? Set(allCases) : GeneratedFlavor(rawValue: value).map { [$0] }
    }
}
