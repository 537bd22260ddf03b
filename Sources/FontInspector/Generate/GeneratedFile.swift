import Foundation

/// The generated file on disk: `-o` writes it atomically (a temporary file renamed over it) and only when its
/// content changed, so an unchanged run leaves its date alone and nothing rebuilds; `--check` compares.
public enum GeneratedFile {
    /// Whether `file` holds exactly `text` (false when it is missing or unreadable).
    public static func isCurrent(_ file: String, text: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: file) else { return false }
        return data == Data(text.utf8)
    }

    /// Writes `text` to `file` unless it already holds it; true when it wrote.
    @discardableResult
    public static func write(_ text: String, to file: String) throws(LintSetupError) -> Bool {
        guard !isCurrent(file, text: text) else { return false }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            throw LintSetupError(message: "\(file): cannot write the generated file: \(FileWriteFailure.reason(error))")
        }
        return true
    }
}
