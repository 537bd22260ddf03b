import Foundation

/// A file to read: where it was found, and what its first bytes say it is.
public struct FontFileCandidate: Sendable, Hashable {
    /// The path as the user gave it, or as walking a given folder produced it.
    public var path: String
    /// True when the path was named on the command line: a non-font there is an error, not a skip.
    public var wasNamed: Bool
    package var signature: FileSignature

    package init(path: String, wasNamed: Bool, signature: FileSignature) {
        self.path = path
        self.wasNamed = wasNamed
        self.signature = signature
    }

    /// A path someone named (on the command line, or in an Info.plist): read even without a font
    /// signature, so that what is wrong with it is reported.
    public init(namedPath path: String) {
        // The whole path as the name: only its suffix is checked, and NSString's lastPathComponent was costly.
        let signature = FileSignature.readPrefix(path: path).map { FileSignature.of(prefix: $0, fileName: path) } ?? .notAFont
        self.init(path: path, wasNamed: true, signature: signature)
    }
}
