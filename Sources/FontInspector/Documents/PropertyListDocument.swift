/// A property list or JSON document read from a file, with the line of each key and array element where the
/// format has lines (XML plists, JSON). Dictionaries keep their keys in document order.
public struct PropertyListDocument: Sendable, Equatable {
    /// The syntax the file was written in.
    public enum Format: String, Sendable {
        case xml, binary, openStep, json
    }

    /// The path read.
    public let file: String
    /// Which syntax it was read as.
    public let format: Format
    /// The top-level value.
    public let root: PropertyListValue
    let lines: [PropertyListPath: Int]

    init(file: String, format: Format, root: PropertyListValue, lines: [PropertyListPath: Int]) {
        self.file = file
        self.format = format
        self.root = root
        self.lines = lines
    }

    /// The 1-based line of a dictionary member's key or of an array element; nil in binary and OpenStep plists.
    public func line(of path: PropertyListPath) -> Int? { lines[path] }

    /// A problem located at `path` in this document.
    func problem(_ kind: InputProblem.Kind, at path: PropertyListPath, _ message: String) -> InputProblem {
        InputProblem(
            kind: kind, message: message, file: file, line: line(of: path),
            keyPath: path.components.isEmpty ? nil : path.description)
    }
}

/// Where a key or element was found while scanning a document's text.
struct SourcePosition: Equatable {
    var line: Int
    /// Document order, so that dictionaries can keep their keys in the order they were written.
    var ordinal: Int
}
