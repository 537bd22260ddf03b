/// The lines of one build configuration file (`.xcconfig`) that matter, in order: assignments and includes.
///
/// The format, as Apple's Xcode Help describes it ("Build configuration file format", under "Add a build
/// configuration (xcconfig) file"; NSHipster's "Xcode Build Configuration Files" says the same): one
/// `NAME = value` per line, `NAME[sdk=iphoneos*][arch=arm64] = value` for a conditional setting, `//` starting a
/// comment that runs to the end of the line (a value cannot hold `//`), a trailing `;` ignored, `$(inherited)` the
/// value the setting had before, `#include "path"` reading another file in place (a relative path from the
/// including file's folder) and `#include? "path"` the same where a missing file is no error.
struct XcconfigFile: Equatable {
    /// One line that assigns a setting or includes a file.
    enum Entry: Equatable {
        /// `name` with its conditions as written without spaces (`SDKROOT`, `INFOPLIST_KEY_UIAppFonts[sdk=iphoneos*]`).
        case assignment(name: String, value: String, line: Int)
        /// `#include "path"`; `optional` for `#include?`.
        case include(path: String, optional: Bool, line: Int)
    }

    var entries: [Entry]

    /// One pass over the text's lines; a line that is neither (blank, a comment, malformed) is skipped, as Xcode
    /// skips what it cannot read.
    init(text: String) {
        var entries: [Entry] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = rawLine[...]
            if let comment = line.firstRange(of: "//") { line = line[..<comment.lowerBound] }
            line = Self.trimmed(line)
            if line.hasSuffix(";") { line = Self.trimmed(line.dropLast()) }
            guard !line.isEmpty else { continue }
            if line.hasPrefix("#include") {
                if let include = Self.include(line, line: index + 1) { entries.append(include) }
            } else if let assignment = Self.assignment(line, line: index + 1) {
                entries.append(assignment)
            }
        }
        self.entries = entries
    }

    /// `#include "path"` or `#include? "path"`.
    private static func include(_ text: Substring, line: Int) -> Entry? {
        var rest = text.dropFirst("#include".count)
        let optional = rest.first == "?"
        if optional { rest = rest.dropFirst() }
        rest = trimmed(rest)
        guard rest.count >= 2, rest.first == "\"", rest.last == "\"" else { return nil }
        let path = String(rest.dropFirst().dropLast())
        return path.isEmpty ? nil : .include(path: path, optional: optional, line: line)
    }

    /// `NAME = value`, `NAME[condition]… = value`; the name starts with a letter or `_` and has only letters,
    /// digits and `_`.
    private static func assignment(_ text: Substring, line: Int) -> Entry? {
        // The first `=` outside the conditions' brackets (`NAME[sdk=iphoneos*] = value`).
        var depth = 0
        let found = text.firstIndex { character in
            if character == "[" { depth += 1 } else if character == "]" { depth -= 1 }
            return character == "=" && depth == 0
        }
        guard let equals = found else { return nil }
        let left = text[..<equals].filter { !$0.isWhitespace }
        let nameEnd = left.firstIndex(of: "[") ?? left.endIndex
        let name = left[..<nameEnd]
        guard let first = name.first, first == "_" || first.isASCIILetter,
            name.allSatisfy({ $0 == "_" || $0.isASCIILetter || ("0"..."9").contains($0) }),
            left[nameEnd...].isEmpty || (left.hasPrefix(name + "[") && left.hasSuffix("]"))
        else { return nil }
        return .assignment(name: left, value: String(trimmed(text[text.index(after: equals)...])), line: line)
    }

    private static func trimmed(_ text: Substring) -> Substring {
        guard let start = text.firstIndex(where: { !$0.isWhitespace }), let end = text.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return text[start...end]
    }
}

private extension Character {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
