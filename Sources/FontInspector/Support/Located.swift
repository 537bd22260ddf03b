/// A value read from a file, with where it was found, so that a finding about it can point there.
public struct Located<Value: Sendable>: Sendable {
    /// The value as read.
    public var value: Value
    /// The file it was read from.
    public var file: String
    /// 1-based line; nil in binary plists, or where the line scan could not place it.
    public var line: Int?
    /// Where in the document, e.g. `UIAppFonts[2]`.
    public var keyPath: String

    /// `value`, found at `keyPath` of `file`.
    public init(_ value: Value, file: String, line: Int?, keyPath: String) {
        self.value = value
        self.file = file
        self.line = line
        self.keyPath = keyPath
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
