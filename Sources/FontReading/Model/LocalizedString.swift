/// One text an app shows: a value of a strings table (or one plural, device or substitution variant
/// of it), or one line of a plain text file, with the language it is shown in.
public struct LocalizedString: Sendable, Hashable {
    /// The file it was read from.
    public var file: String
    /// The `xx.lproj` folder's name (`Base` for Base.lproj), a string catalog's language code, or
    /// `default` for a file in no `.lproj` folder.
    public var language: String
    /// The string's key in its table; `line N` for a line of a text file.
    public var key: String
    /// The text as stored, format specifiers included.
    public var value: String
    /// The kind of file it came from.
    public var source: LocalizationSource

    /// A string as a strings reader found it.
    public init(file: String, language: String, key: String, value: String, source: LocalizationSource) {
        self.file = file
        self.language = language
        self.key = key
        self.value = value
        self.source = source
    }

    /// Strings tables are format strings (`String(localized:)`, `NSLocalizedString` + `String(format:)`);
    /// plain text files are shown as they are.
    public var isFormatString: Bool { source != .text }
}

/// The kinds of file an app's text comes from.
public enum LocalizationSource: String, Sendable, Hashable, CaseIterable {
    /// `Localizable.strings` and other `.strings` tables: old-style, XML or binary property lists.
    case strings
    /// `.stringsdict`: plural and width rules, an XML or binary property list.
    case stringsdict
    /// `.xcstrings` string catalogs (JSON), every language in one file.
    case stringCatalog = "xcstrings"
    /// A plain UTF-8 or UTF-16 text file given with `--text`.
    case text

    /// The source a file name's extension says, nil for other files.
    public static func of(fileName: String) -> LocalizationSource? {
        let lowercased = fileName.lowercased()
        if lowercased.hasSuffix(".strings") { return .strings }
        if lowercased.hasSuffix(".stringsdict") { return .stringsdict }
        if lowercased.hasSuffix(".xcstrings") { return .stringCatalog }
        return nil
    }
}
