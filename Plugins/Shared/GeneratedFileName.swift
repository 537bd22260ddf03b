/// The Swift file both generating plugins write. One name for the build plugin's output and the committed file:
/// a target that uses both stops at once on the compiler's `filename "…" used twice`, not on a page of
/// redeclared constants.
enum GeneratedFileName {
    static let value = "FontConstants.generated.swift"
}
