import Foundation

/// Reads the strings of one file — a `.strings` table, a `.stringsdict`, an `.xcstrings` catalog or a
/// plain text file — into `LocalizedString` values. Errors name the file and what is wrong with it.
public enum LocalizationFileReader {
    /// Larger files are refused: real tables are kilobytes, a catalog a few megabytes.
    public static let maximumFileSize: Int64 = 64 * 1024 * 1024

    /// The language is the file's `xx.lproj` folder's (`LocalizationLanguage`); string catalogs carry their own.
    public static func read(path: String, source: LocalizationSource) throws(FontReadError) -> [LocalizedString] {
        let bytes = try SmallFileReader.bytes(path: path, limit: maximumFileSize)
        let language = LocalizationLanguage.of(path: path)
        func fail(_ reason: String) -> FontReadError { FontReadError(file: path, reason: reason) }
        switch source {
        case .strings:
            var entries: [(key: String, value: String)] = []
            if PropertyListReader.looksLikePropertyList(bytes) {
                let dictionary: [String: Any]
                do throws(FileContentError) {
                    dictionary = try PropertyListReader.dictionary(bytes)
                } catch {
                    throw fail(error.reason)
                }
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
            do throws(FileContentError) {
                return try StringsDictReader.strings(in: PropertyListReader.dictionary(bytes)).map {
                    LocalizedString(file: path, language: language, key: $0.key, value: $0.value, source: .stringsdict)
                }
            } catch {
                throw fail(error.reason)
            }
        case .stringCatalog:
            do throws(FileContentError) {
                return try StringCatalogReader.strings(in: bytes).map {
                    LocalizedString(file: path, language: $0.language, key: $0.key, value: $0.value, source: .stringCatalog)
                }
            } catch {
                throw fail(error.reason)
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

/// What is wrong inside a file that could be read, as a reason for `<file>: <reason>`.
struct FileContentError: Error {
    var reason: String
}

/// The language a file's folder names: `fr.lproj/Localizable.strings` is French, `Base.lproj` is
/// `Base`, and a file in no `.lproj` folder is `default` (the development language's fallback).
public enum LocalizationLanguage {
    public static let base = "Base"
    public static let unspecified = "default"

    public static func of(path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (folder as NSString).lastPathComponent
        guard name.lowercased().hasSuffix(".lproj"), name.count > ".lproj".count else { return unspecified }
        return String(name.dropLast(".lproj".count))
    }
}
