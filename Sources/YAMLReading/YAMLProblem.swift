/// Why a YAML file could not be read, with where in it: one line, `file:line:column: message`.
public struct YAMLProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why the file was refused: what callers tell apart (a damaged file from a hostile one).
    public enum Kind: String, Sendable, Hashable {
        /// Not YAML libyaml accepts (syntax, encoding), or the file cannot be opened.
        case unreadable
        /// Larger than the reader accepts.
        case tooLarge
        /// Sequences and mappings nest deeper than the reader accepts.
        case tooDeep
        /// Aliases expand to more nodes than the reader accepts (a "billion laughs" file).
        case tooManyNodes
        /// YAML the reader does not take: a second document, a key that is not a scalar, an unknown alias.
        case unsupported
    }

    /// Why the file was refused.
    public var kind: Kind
    /// Does not repeat the file name or position.
    public var message: String
    /// The file, as it was given.
    public var file: String
    /// 1-based; nil for the whole file (it cannot be opened, it is too large).
    public var line: Int?
    /// 1-based, with `line`; nil for the whole file.
    public var column: Int?

    /// A problem at an optional position in `file`.
    public init(kind: Kind, message: String, file: String, line: Int? = nil, column: Int? = nil) {
        self.kind = kind
        self.message = message
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String {
        switch (line, column) {
        case let (line?, column?): "\(file):\(line):\(column): \(message)"
        case let (line?, nil): "\(file):\(line): \(message)"
        default: "\(file): \(message)"
        }
    }
}
