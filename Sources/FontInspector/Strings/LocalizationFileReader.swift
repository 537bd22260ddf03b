import Foundation

/// Reads the strings of one file — a `.strings` table, a `.stringsdict`, an `.xcstrings` catalog or a
/// plain text file — into `LocalizedString` values. Errors name the file and what is wrong with it.
public enum LocalizationFileReader {
    /// Larger files are refused: real tables are kilobytes, a catalog a few megabytes.
    public static let maximumFileSize: Int64 = 64 * 1024 * 1024

    /// The language is the file's `xx.lproj` folder's (`LocalizationLanguage`); string catalogs carry their own.
    public static func read(path: String, source: LocalizationSource) throws(InputProblem) -> [LocalizedString] {
        let bytes = try SmallFileReader.bytes(path: path, limit: maximumFileSize)
        let language = LocalizationLanguage.of(path: path)
        func fail(_ reason: String) -> InputProblem { InputProblem(message: reason, file: path) }
        switch source {
        case .strings:
            var entries: [(key: String, value: String)] = []
            if PropertyListReader.looksLikePropertyList(bytes) {
                let dictionary = try PropertyListReader.dictionary(bytes, file: path)
                for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) {
                    guard let text = value as? String else { throw fail("the value of \"\(DiagnosticText.oneLine(key))\" is not a string") }
                    entries.append((key, text))
                }
            } else {
                guard let text = TextFileDecoder.decode(bytes) else { throw fail("not UTF-8 or UTF-16 text") }
                do throws(StringsSyntaxError) {
                    entries = try StringsFileParser.parse(text)
                } catch {
                    throw fail(error.description)
                }
            }
            return entries.map {
                LocalizedString(file: path, language: language, key: $0.key, value: $0.value, source: .strings)
            }
        case .stringsdict:
            return try StringsDictReader.strings(in: PropertyListReader.dictionary(bytes, file: path)).map {
                LocalizedString(file: path, language: language, key: $0.key, value: $0.value, source: .stringsdict)
            }
        case .stringCatalog:
            return try StringCatalogReader.strings(in: bytes, file: path).map {
                LocalizedString(file: path, language: $0.language, key: $0.key, value: $0.value, source: .stringCatalog)
            }
        case .text:
            guard let text = TextFileDecoder.decode(bytes) else { throw fail("not UTF-8 or UTF-16 text") }
            var lines: [LocalizedString] = []
            // "\r\n" is one Character, so splitting on isNewline handles every line ending.
            for (offset, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
                guard !line.allSatisfy(\.isWhitespace) else { continue }
                lines.append(LocalizedString(file: path, language: language, key: "line \(offset + 1)", value: String(line), source: .text))
            }
            return lines
        }
    }
}

/// The language a file's folder names: `fr.lproj/Localizable.strings` is French, `Base.lproj` is
/// `Base`, and a file in no `.lproj` folder is `default` (the development language's fallback).
public enum LocalizationLanguage {
    /// The language of files in `Base.lproj`.
    public static let base = "Base"
    /// The language of files in no `.lproj` folder.
    public static let unspecified = "default"

    /// The language of the file at `path`, from its `.lproj` folder.
    public static func of(path: String) -> String {
        let folder = PathName.parent(of: path)
        let name = (folder as NSString).lastPathComponent
        guard name.lowercased().hasSuffix(".lproj"), name.count > ".lproj".count else { return unspecified }
        return String(name.dropLast(".lproj".count))
    }
}
