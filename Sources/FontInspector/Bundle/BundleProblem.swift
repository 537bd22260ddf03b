/// Something wrong with an input lint reads (an Info.plist, a style map, the configuration), returned as data:
/// readers never print, and one bad file never stops the others being read.
public struct BundleProblem: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// The file cannot be opened or is not a valid property list / JSON document.
        case unreadable
        /// The file is larger than the reader accepts.
        case tooLarge
        /// Arrays and dictionaries nest deeper than the reader accepts.
        case tooDeep
        /// A value has the wrong type (a string where an array belongs).
        case wrongType
        /// A style-map key that names no text style.
        case notATextStyle
        /// A required key is absent (a style-map entry without `fontName` or `fontSize`).
        case missingKey
        /// A value of the right type that is not allowed (`fontSize` 0, an empty font path, an unknown severity).
        case invalidValue
        /// One style map keyed both by UIKit raw values and by names: each reader finds only part of it.
        case mixedStyleKeys
        /// A key the format does not define (in the configuration).
        case unknownKey
    }

    public var kind: Kind
    /// One line: names the key or entry and says what was expected. Does not repeat the file name.
    public var message: String
    public var file: String
    /// 1-based line, where the format has lines and the reader found it.
    public var line: Int?
    /// Where in the document (`UIAppFonts[2]`, `body.fontSize`); nil for the whole file.
    public var keyPath: String?

    public init(kind: Kind, message: String, file: String, line: Int? = nil, keyPath: String? = nil) {
        self.kind = kind
        self.message = message
        self.file = file
        self.line = line
        self.keyPath = keyPath
    }

    /// `file:line: message`, the line left out where unknown.
    public var description: String {
        line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)"
    }
}
