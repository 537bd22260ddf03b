/// An input that was passed over or refused, and why: a font that cannot be read, a file a scanner skipped, an
/// Info.plist, style map or configuration that is not what it should be. Returned as data (readers never print,
/// and one bad file never stops the others being read); the command decides whether it is an `Error:`, a `Note:`
/// or a finding. It lives here, at the bottom of the targets, because the font reader is the first to report one.
public struct InputProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong: the whole file, or one key or value of it.
    public enum Kind: String, Sendable, Hashable {
        /// The file cannot be opened or read, or is not a valid document of its kind.
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

    /// What kind of problem it is.
    public var kind: Kind
    /// One line: names the key or entry and says what was expected. Does not repeat the file name or position.
    public var message: String
    /// The file the problem is in, as it was given or walked.
    public var file: String
    /// 1-based line, where the format has lines and the reader found it.
    public var line: Int?
    /// 1-based column, where the reader knows it (with a line).
    public var column: Int?
    /// Where in the document (`UIAppFonts[2]`, `body.fontSize`); nil for the whole file.
    public var keyPath: String?

    /// `kind` defaults to `.unreadable`: a problem with a whole file (it could not be read, a scanner passed over it).
    public init(
        kind: Kind = .unreadable, message: String, file: String, line: Int? = nil, column: Int? = nil, keyPath: String? = nil
    ) {
        self.kind = kind
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.keyPath = keyPath
    }

    /// `file:line: column C: message`, leaving out what is unknown. The column is spelled out because only YAML
    /// problems carry one, and `docs/configuration.md` shows them so.
    public var description: String {
        switch (line, column) {
        case let (line?, column?): "\(file):\(line): column \(column): \(message)"
        case let (line?, nil): "\(file):\(line): \(message)"
        default: "\(file): \(message)"
        }
    }
}
