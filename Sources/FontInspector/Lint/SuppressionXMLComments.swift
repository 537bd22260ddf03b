/// The `<!-- fontinspect:… -->` directives of an XML document (storyboard, xib, XML property list): one pass over
/// the bytes, counting lines and columns as it goes; CDATA sections are passed over, since `<!--` in them is text.
enum SuppressionXMLComments {
    static func directives(in bytes: [UInt8], file: String) -> [SuppressionDirective] {
        // Most documents have none: a quick look for the marker first.
        guard contains(bytes, SuppressionDirective.marker) else { return [] }
        let open = Array("<!--".utf8), close = Array("-->".utf8)
        let cdataOpen = Array("<![CDATA[".utf8), cdataClose = Array("]]>".utf8)
        var directives: [SuppressionDirective] = []
        var index = 0, line = 1, column = 1
        func advance(to end: Int) {
            while index < end {
                if bytes[index] == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if bytes[index] & 0xC0 != 0x80 {
                    column += 1
                }
                index += 1
            }
        }
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), starts(bytes, at: index, with: cdataOpen) {
                advance(to: find(bytes, cdataClose, from: index + cdataOpen.count).map { $0 + cdataClose.count } ?? bytes.count)
            } else if bytes[index] == UInt8(ascii: "<"), starts(bytes, at: index, with: open) {
                let (startLine, startColumn, start) = (line, column, index)
                let end = find(bytes, close, from: index + open.count).map { $0 + close.count } ?? bytes.count
                advance(to: end)
                let text = String(decoding: bytes[start..<end], as: UTF8.self)
                if let directive = SuppressionDirective.parse(
                    SuppressionDirective.strippingDelimiters(text)[...], file: file, line: startLine, column: startColumn, endLine: line)
                {
                    directives.append(directive)
                }
            } else {
                advance(to: index + 1)
            }
        }
        return directives
    }

    private static func starts(_ bytes: [UInt8], at index: Int, with needle: [UInt8]) -> Bool {
        guard index + needle.count <= bytes.count else { return false }
        for offset in 0..<needle.count where bytes[index + offset] != needle[offset] { return false }
        return true
    }

    /// The first offset of `needle` at or after `from` (needles here are short, so this is linear).
    private static func find(_ bytes: [UInt8], _ needle: [UInt8], from: Int) -> Int? {
        var index = from
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], starts(bytes, at: index, with: needle) { return index }
            index += 1
        }
        return nil
    }

    private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool { find(bytes, needle, from: 0) != nil }
}

extension SuppressionXMLComments {
    /// Property lists are read for directives only when they are XML (a binary or JSON file has no comments), up to
    /// the size Info.plists and style maps are read at; a file that cannot be read is reported by other rules.
    static let maximumPropertyListSize: Int64 = 16 * 1024 * 1024

    static func directives(inPropertyLists files: [String]) -> [SuppressionDirective] {
        Array(Set(files)).sorted().flatMap { file -> [SuppressionDirective] in
            guard let bytes = try? SmallFileReader.bytes(path: file, limit: maximumPropertyListSize) else { return [] }
            let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
            guard body.first(where: { !Byte.isWhitespace($0) }) == UInt8(ascii: "<") else { return [] }
            return directives(in: body, file: file)
        }
    }
}
