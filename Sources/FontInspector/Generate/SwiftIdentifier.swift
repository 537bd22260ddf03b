import Foundation

/// Readable Swift identifiers from names in font files (`Semi Bold` → `semiBold`, `Harbor Sans` → `HarborSans`,
/// `Thin\tNégatif` → `thinNegatif`): words are runs of ASCII letters and digits once accents are folded, a name
/// that starts with a digit gets a leading `_`, and a keyword is written in backticks. Uniqueness within a scope
/// is `SwiftIdentifierScope`'s job.
enum SwiftIdentifier {
    /// `lowerCamelCase` for constants; nil when the name has no letter or digit.
    static func member(from name: String) -> String? {
        let parts = words(name)
        guard let first = parts.first else { return nil }
        return guarded(lowercasingFirstWord(first) + parts.dropFirst().map(capitalizingFirst).joined())
    }

    /// `UpperCamelCase` for types; nil when the name has no letter or digit.
    static func type(from name: String) -> String? {
        let parts = words(name)
        guard !parts.isEmpty else { return nil }
        return guarded(parts.map(capitalizingFirst).joined())
    }

    /// The identifier as a declaration or reference writes it: keywords in backticks.
    static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`" + identifier + "`" : identifier
    }

    /// Whether `text` can be used as an identifier as it is (for `--namespace`): ASCII letters, digits and `_`,
    /// not starting with a digit, not a keyword.
    static func isPlain(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
            && !keywords.contains(text) && !unusableMembers.contains(text)
    }

    /// Runs of ASCII letters and digits after folding accents (`é` → `e`); everything else separates words.
    static func words(_ name: String) -> [String] {
        let folded = name.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: Locale(identifier: "en_US_POSIX"))
        var words: [String] = []
        var current = ""
        for scalar in folded.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `SemiBold` → `semiBold`, `XLight` → `xLight`, `ABC` → `abc`, `UIText` → `uiText`: the leading capitals are
    /// lowered, all but the last when a lowercase letter follows them.
    private static func lowercasingFirstWord(_ word: String) -> String {
        let scalars = Array(word.unicodeScalars)
        let leadingCapitals = scalars.prefix { $0.properties.isUppercase }.count
        guard leadingCapitals > 0 else { return word }
        let lowered = leadingCapitals == 1 || leadingCapitals == scalars.count
            || !(scalars[leadingCapitals].properties.isLowercase) ? leadingCapitals : leadingCapitals - 1
        var result = String(String.UnicodeScalarView(scalars[..<lowered])).lowercased()
        result.unicodeScalars.append(contentsOf: scalars[lowered...])
        return result
    }

    private static func capitalizingFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// A leading digit gets `_`; a name that even backticks cannot make a usable member (`self`, `init`) gets
    /// a trailing `_`.
    private static func guarded(_ identifier: String) -> String {
        var result = identifier
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "_" + result }
        if unusableMembers.contains(result) { result += "_" }
        return result
    }

    /// Names a member cannot usefully have even in backticks: `Foo.self` and `Foo.init` mean something else.
    private static let unusableMembers: Set<String> = ["self", "Self", "init", "deinit", "subscript", "Type", "Protocol", "_"]

    /// Swift's keywords (The Swift Programming Language, "Lexical Structure", "Keywords and Punctuation"), those
    /// usable as identifiers only in backticks.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super",
        "throws", "true", "try",
    ]
}
