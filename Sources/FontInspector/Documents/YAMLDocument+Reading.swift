import Foundation

// Reading the file is bounded like every other document's; only the parse needs libyaml.
extension YAMLDocument {
    public static func read(file: String, maximumFileSize: Int = maximumFileSize) throws(YAMLProblem) -> YAMLDocument {
        let data: Data
        do {
            data = try PropertyListDocument.readBounded(file, maximumFileSize: maximumFileSize)
        } catch {
            throw YAMLProblem(kind: error.kind == .tooLarge ? .tooLarge : .unreadable, message: error.message, file: file)
        }
        return try parse(data, file: file)
    }
}
