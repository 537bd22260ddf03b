/// The resources a CocoaPods podspec ships, read from plain literals only: `s.resources = "…"` or `[…]`,
/// `s.resource = "…"`, and `s.resource_bundles = { 'Name' => […] }`, whatever the block's variable is called and
/// platform-qualified (`s.ios.resources`) or in a subspec. A podspec is Ruby: when any `.resource…` of it is
/// anything else (a variable, an interpolated string, `+=`, a method call), the read is unsure and `parse` returns
/// nil, so that no message claims what the pod ships (D1300).
struct PodspecResources: Sendable, Hashable {
    /// The podspec's path.
    var file: String
    /// The globs as written, in file order, relative to the podspec's folder.
    var globs: [String]

    /// Whether a glob takes `relativePath` (relative to the podspec's folder), itself or a folder holding it:
    /// CocoaPods copies a matched folder whole. Braces are Ruby's alternatives (`*.{ttf,otf}`).
    func ships(_ relativePath: String) -> Bool {
        let components = relativePath.split(separator: "/")
        let paths = components.indices.map { components[...$0].joined(separator: "/") }
        return globs.flatMap(Self.expandingBraces).contains { glob in
            let pattern = PathGlob(glob)
            return paths.contains(where: pattern.matches)
        }
    }

    /// The podspec at `file`, read within the bound every small document has; nil when unreadable or unsure.
    static func read(file: String) -> PodspecResources? {
        guard let bytes = try? SmallFileReader.bytes(path: file, limit: 1 << 20), let text = String(validating: bytes, as: UTF8.self)
        else { return nil }
        return parse(text, file: file)
    }

    /// The literal globs of `text`'s resource attributes; nil when one of them is not a plain literal.
    static func parse(_ text: String, file: String) -> PodspecResources? {
        var reader = Reader(Array(Self.removingComments(text).utf8))
        var globs: [String] = []
        while reader.advance(past: ".resource") {
            reader.skipWord(["s_bundles", "_bundles", "s", "_bundle"])
            guard reader.nextIsAssignment() else { return nil }
            guard let values = reader.value(depth: 0), reader.statementEnds() else { return nil }
            globs += values
        }
        // Each brace group multiplies the globs: more than a real spec writes is not read (a hostile spec).
        guard globs.allSatisfy({ glob in glob.utf8.count(where: { $0 == UInt8(ascii: "{") }) <= Self.mostBraceGroups }) else { return nil }
        return PodspecResources(file: file, globs: globs)
    }

    private static let mostBraceGroups = 8
    /// Hashes in hashes deeper than this are no resources a spec writes.
    private static let deepestValue = 4

    /// `{a,b}` → `a`, `b`, expanded everywhere in the glob (nested braces too).
    static func expandingBraces(_ glob: String) -> [String] {
        let characters = Array(glob)
        guard let open = characters.firstIndex(of: "{") else { return [glob] }
        var depth = 0
        var close: Int?
        var commas: [Int] = []
        for index in open..<characters.count {
            switch characters[index] {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 { close = index }
            case "," where depth == 1: commas.append(index)
            default: break
            }
            if close != nil { break }
        }
        guard let close else { return [glob] }
        let head = String(characters[..<open]), tail = String(characters[(close + 1)...])
        let bounds = [open] + commas + [close]
        return zip(bounds, bounds.dropFirst()).flatMap { start, end in
            expandingBraces(head + String(characters[(start + 1)..<end]) + tail)
        }
    }

    /// The text with Ruby's `#` comments blanked, outside string literals (`"#{x}"` stays, and makes it unsure).
    private static func removingComments(_ text: String) -> String {
        var result = ""
        var quote: Character?
        var inComment = false
        var escaped = false
        for character in text {
            if inComment {
                if character == "\n" { inComment = false; result.append(character) }
                continue
            }
            if let open = quote {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#" {
                inComment = true
                continue
            }
            result.append(character)
        }
        return result
    }

    /// A cursor over the podspec's bytes that reads string literals, arrays of them and hashes of those.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        /// Moves just past the next occurrence of `marker`; false when there is none.
        mutating func advance(past marker: StaticString) -> Bool {
            let wanted = Array(UnsafeBufferPointer(start: marker.utf8Start, count: marker.utf8CodeUnitCount))
            while index + wanted.count <= bytes.count {
                if bytes[index..<(index + wanted.count)].elementsEqual(wanted) {
                    index += wanted.count
                    return true
                }
                index += 1
            }
            index = bytes.count
            return false
        }

        /// Skips the longest of `suffixes` that follows (`s`, `_bundles`, …).
        mutating func skipWord(_ suffixes: [String]) {
            for suffix in suffixes.sorted(by: { $0.count > $1.count }) {
                let utf8 = Array(suffix.utf8)
                if index + utf8.count <= bytes.count, bytes[index..<(index + utf8.count)].elementsEqual(utf8),
                   !(index + utf8.count < bytes.count && Self.isWordByte(bytes[index + utf8.count])) {
                    index += utf8.count
                    return
                }
            }
        }

        /// A plain `=` follows (not `==`, `+=`, nor more of a longer word).
        mutating func nextIsAssignment() -> Bool {
            skipSpaces()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "="), !(index + 1 < bytes.count && [UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "~")].contains(bytes[index + 1]))
            else { return false }
            index += 1
            return true
        }

        /// A string literal, an array of them, or a hash whose values are either: the globs; nil for anything else.
        mutating func value(depth: Int) -> [String]? {
            skipSpaces()
            guard index < bytes.count, depth <= PodspecResources.deepestValue else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "["): return list(closing: UInt8(ascii: "]"), entry: { reader in reader.string().map { [$0] } })
            case UInt8(ascii: "{"):
                return list(closing: UInt8(ascii: "}")) { reader in
                    guard reader.string() != nil || reader.symbol() else { return nil }
                    reader.skipSpaces()
                    guard reader.index + 1 < reader.bytes.count, reader.bytes[reader.index] == UInt8(ascii: "="),
                          reader.bytes[reader.index + 1] == UInt8(ascii: ">") else { return nil }
                    reader.index += 2
                    return reader.value(depth: depth + 1)
                }
            default: return string().map { [$0] }
            }
        }

        /// Nothing but spaces follows the value on its line (no `+ other`, no `.freeze`): the end, a `;` or a newline.
        mutating func statementEnds() -> Bool {
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
            return index == bytes.count || [UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ";")].contains(bytes[index])
        }

        /// `open … closing` with `entry`s separated by commas (a trailing one allowed).
        private mutating func list(closing: UInt8, entry: (inout Reader) -> [String]?) -> [String]? {
            index += 1
            var values: [String] = []
            while true {
                skipSpaces()
                guard index < bytes.count else { return nil }
                if bytes[index] == closing {
                    index += 1
                    return values
                }
                guard let more = entry(&self) else { return nil }
                values += more
                skipSpaces()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: ",") { index += 1 } else if bytes[index] != closing { return nil }
            }
        }

        /// A quoted literal without escapes or interpolation.
        private mutating func string() -> String? {
            skipSpaces()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { return nil }
            let quote = bytes[index]
            guard let end = bytes[(index + 1)...].firstIndex(of: quote) else { return nil }
            let body = bytes[(index + 1)..<end]
            let text = String(decoding: body, as: UTF8.self)
            guard !body.contains(UInt8(ascii: "\\")), !text.contains("#{") else { return nil }
            index = end + 1
            return text
        }

        /// A Ruby symbol key (`:Fonts`).
        private mutating func symbol() -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
            index += 1
            while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
            return true
        }

        private mutating func skipSpaces() {
            while index < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[index]) {
                index += 1
            }
        }

        private static func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
        }
    }
}
