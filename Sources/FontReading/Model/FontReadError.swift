/// Why a file, or one face of it, could not be read: reported as `Error: <file>: <reason>`.
public struct FontReadError: Error, Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var reason: String

    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    public var description: String { "\(file): \(reason)" }
}
