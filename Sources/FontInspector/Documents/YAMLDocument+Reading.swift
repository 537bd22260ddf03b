import Foundation

// Reading the file is bounded like every other document's; only the parse needs libyaml.
extension YAMLDocument {
    /// Reads `file` (bounded like every document) and parses it; a problem names the file and the place.
    public static func read(file: String, maximumFileSize: Int = maximumFileSize) throws(InputProblem) -> YAMLDocument {
        let data = try PropertyListDocument.readBounded(file, maximumFileSize: maximumFileSize)
        do throws(YAMLProblem) {
            return try parse(data, file: file)
        } catch {
            throw InputProblem(error)
        }
    }
}
