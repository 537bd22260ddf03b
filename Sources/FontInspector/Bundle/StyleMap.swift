/// A ScaledFont-style dictionary (../shared/reference/apple-fonts.md, "Style dictionaries"): top-level keys are
/// text styles, each value `{fontName, fontSize}` plus this project's Bold Text keys `boldFontName` (alias
/// `legibilityFontName`) and `boldFontSize`. Other keys in an entry are ignored, as ScaledFont ignores them.
public struct StyleMap: Sendable, Equatable {
    /// An entry's PostScript name key.
    public static let fontNameKey = "fontName"
    /// An entry's point size at the Large content size.
    public static let fontSizeKey = "fontSize"
    /// The face to use with Bold Text on (this project's key).
    public static let boldFontNameKey = "boldFontName"
    /// The older spelling of `boldFontName`, read the same.
    public static let legibilityFontNameKey = "legibilityFontName"
    /// The bold face's point size, when it differs.
    public static let boldFontSizeKey = "boldFontSize"

    /// The style map's path.
    public let file: String
    /// Every key that names a text style and holds a dictionary, in document order; fields that are missing or
    /// invalid are nil, with a problem saying why.
    public private(set) var entries: [StyleMapEntry] = []
    /// What is wrong with the file or its entries, each at its key.
    public private(set) var problems: [InputProblem] = []

    /// Reads `file` (JSON when named `.json`, else a property list in any format).
    public static func read(file: String) -> StyleMap {
        do {
            return StyleMap(document: try PropertyListDocument.read(file: file))
        } catch {
            return StyleMap(file: file, problems: [error])
        }
    }

    /// True for a dictionary with at least one entry (a dictionary with `fontName` or `fontSize`) whose keys are
    /// all text styles in any spelling — or, so that a map with a misspelt key is still found and reported, whose
    /// values are all entries and one of whose keys names a text style at least when case is ignored. Requiring
    /// an entry keeps out other tables keyed by text style (sizes, colours), which are no style maps.
    public static func looksLikeStyleMap(_ value: PropertyListValue) -> Bool {
        guard let dictionary = value.dictionaryValue else { return false }
        func isEntry(_ value: PropertyListValue) -> Bool {
            guard let entry = value.dictionaryValue else { return false }
            return entry[fontNameKey] != nil || entry[fontSizeKey] != nil
        }
        let values = dictionary.members.map(\.value)
        guard values.contains(where: isEntry) else { return false }
        if dictionary.keys.allSatisfy({ TextStyle.parse($0) != nil }) { return true }
        return values.allSatisfy(isEntry) && dictionary.keys.contains { TextStyle.key(matchingIgnoringCase: $0) != nil }
    }

    private init(file: String, problems: [InputProblem]) {
        self.file = file
        self.problems = problems
    }

    /// The style map a parsed document holds.
    public init(document: PropertyListDocument) {
        file = document.file
        guard let root = document.root.dictionaryValue else {
            problems.append(document.problem(
                .wrongType, at: .root,
                "the style map is \(document.root.typeDescription); expected a dictionary keyed by text styles"))
            return
        }
        guard !root.isEmpty else {
            problems.append(document.problem(
                .invalidValue, at: .root, "the style map has no entries; expected text-style keys such as body"))
            return
        }
        for (key, value) in root.members {
            readEntry(key: key, value: value, in: document)
        }
        checkMixedSpellings(in: document)
    }

    private mutating func readEntry(key: String, value: PropertyListValue, in document: PropertyListDocument) {
        let path = PropertyListPath.root.appending(key: key)
        guard let (style, spelling) = TextStyle.parse(key) else {
            let suggestion = TextStyle.key(matchingIgnoringCase: key).map { " (did you mean \"\($0)\"?)" } ?? ""
            problems.append(document.problem(
                .notATextStyle, at: path,
                "\"\(key)\" is not a text style\(suggestion); expected a text style such as title, title1 or UICTFontTextStyleTitle1"))
            return
        }
        guard let fields = value.dictionaryValue else {
            problems.append(document.problem(
                .wrongType, at: path, "\(key) is \(value.typeDescription); expected a dictionary with fontName and fontSize"))
            return
        }
        var entry = StyleMapEntry(
            key: key, style: style, spelling: spelling, line: document.line(of: path),
            fontName: fontName(Self.fontNameKey, in: fields, at: path, document: document, required: true),
            fontSize: size(Self.fontSizeKey, in: fields, at: path, document: document, required: true))
        entry.boldFontName = boldFontName(in: fields, at: path, document: document)
        entry.boldFontSize = size(Self.boldFontSizeKey, in: fields, at: path, document: document, required: false)
        entries.append(entry)
    }

    private mutating func fontName(
        _ name: String, in fields: PropertyListDictionary, at entryPath: PropertyListPath,
        document: PropertyListDocument, required: Bool
    ) -> Located<String>? {
        let path = entryPath.appending(key: name)
        guard let value = fields[name] else {
            if required {
                problems.append(document.problem(
                    .missingKey, at: entryPath, "\(entryPath) has no \(name); expected the PostScript name of a font"))
            }
            return nil
        }
        guard let text = value.stringValue else {
            problems.append(document.problem(
                .wrongType, at: path, "\(path) is \(value.typeDescription); expected a string, the PostScript name of a font"))
            return nil
        }
        guard !text.isEmpty else {
            problems.append(document.problem(
                .invalidValue, at: path, "\(path) is an empty string; expected the PostScript name of a font"))
            return nil
        }
        return Located(text, file: file, line: document.line(of: path), keyPath: path.description)
    }

    /// `boldFontName`, or its alias `legibilityFontName`; both present with different names is a problem.
    private mutating func boldFontName(
        in fields: PropertyListDictionary, at entryPath: PropertyListPath, document: PropertyListDocument
    ) -> Located<String>? {
        let bold = fontName(Self.boldFontNameKey, in: fields, at: entryPath, document: document, required: false)
        let legibility = fontName(
            Self.legibilityFontNameKey, in: fields, at: entryPath, document: document, required: false)
        if let bold, let legibility, bold.value != legibility.value {
            problems.append(document.problem(
                .invalidValue, at: entryPath.appending(key: Self.legibilityFontNameKey),
                "\(entryPath) has both \(Self.boldFontNameKey) \"\(bold.value)\" and \(Self.legibilityFontNameKey) \"\(legibility.value)\"; expected one of them (\(Self.boldFontNameKey) is used)"))
        }
        return bold ?? legibility
    }

    private mutating func size(
        _ name: String, in fields: PropertyListDictionary, at entryPath: PropertyListPath,
        document: PropertyListDocument, required: Bool
    ) -> Double? {
        let path = entryPath.appending(key: name)
        let expected = "expected a number > 0 (points at the Large text size)"
        guard let value = fields[name] else {
            if required {
                problems.append(document.problem(.missingKey, at: entryPath, "\(entryPath) has no \(name); \(expected)"))
            }
            return nil
        }
        guard let number = value.numberValue else {
            let shown = value.stringValue.map { " (\"\($0)\")" } ?? ""
            problems.append(document.problem(
                .wrongType, at: path, "\(path) is \(value.typeDescription)\(shown); \(expected)"))
            return nil
        }
        guard number > 0, number.isFinite else {
            problems.append(document.problem(
                .invalidValue, at: path, "\(path) is \(JSONValue.format(number)); \(expected)"))
            return nil
        }
        return number
    }

    /// A map keyed partly by UIKit raw values and partly by names is read only in part by any one reader.
    private mutating func checkMixedSpellings(in document: PropertyListDocument) {
        let rawKeys = entries.filter { !$0.spelling.isName }.map(\.key)
        let nameKeys = entries.filter { $0.spelling.isName }.map(\.key)
        guard !rawKeys.isEmpty, !nameKeys.isEmpty, let first = entries.first else { return }
        // Pointed at the first key that breaks the spelling the map starts with.
        let culprit = entries.first { $0.spelling.isName != first.spelling.isName }!
        func sample(_ keys: [String]) -> String {
            keys.prefix(3).joined(separator: ", ") + (keys.count > 3 ? ", …" : "")
        }
        problems.append(document.problem(
            .mixedStyleKeys, at: PropertyListPath.root.appending(key: culprit.key),
            "mixes UIKit raw-value keys (\(sample(rawKeys))) with name keys (\(sample(nameKeys))); expected one spelling: a raw-value reader finds only the first, ScaledFont 1.x and SwiftUI-keyed readers only the second"))
    }
}
