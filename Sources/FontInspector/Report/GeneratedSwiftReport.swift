/// `generate --format swift`: the generated source file (`SwiftSourceEmitter`).
public enum GeneratedSwiftReport: Reporter {
    public static var identifier: String { "swift" }
    public static var description: String { "the Swift source file: constants, registration, UIKit, AppKit and SwiftUI accessors" }

    public static func generateReport(_ report: GeneratedCode, context: ReportContext) -> String {
        SwiftSourceEmitter.emit(report)
    }
}
