import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The one door to Foundation's XML, property-list and JSON parsers. swift-corelibs-foundation traps or
/// crashes on some hostile input (found by `scripts/fuzz`) and logs to standard error on other input, so every
/// reader hands its bytes here and gets either Foundation's result or an `InputProblem` that says what is wrong
/// (with the 1-based line when known; the caller puts its own context before the message):
///
/// - XML (storyboards, xibs, XML plists) must be valid UTF-8 throughout: FoundationXML traps on an element,
///   attribute, comment, processing-instruction or entity name that is not. Xcode writes every one in UTF-8.
/// - A processing instruction without data (`<?name?>`) is refused: FoundationXML passes its NULL data to strlen.
/// - A binary plist holding a set is refused: bridging a damaged set crashes.
/// - Old-style (OpenStep) text is read by `OpenStepPropertyListParser` first: CoreFoundation's own parser logs
///   `Old-style plist parser: missing semicolon…` to standard error on malformed text. (`PropertyListDocument`
///   keeps the parser's values and does not come here for such text.)
enum FoundationParseGate {
    /// An XMLParser for `data`, or why the text must not reach one.
    static func xmlParser(for data: Data, file: String) throws(InputProblem) -> XMLParser {
        try checkXML(data, file: file)
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        return parser
    }

    /// Parses a property list in any format, as `PropertyListSerialization` does, once the checks pass.
    static func propertyList(_ data: Data, file: String) throws(InputProblem) -> (value: Any, format: PropertyListSerialization.PropertyListFormat) {
        let isBinary = data.starts(with: Array("bplist".utf8))
        if isBinary {
            if BinaryPropertyListSets.containsSet(data) {
                throw InputProblem(message: "a binary property list with a set; expected arrays and dictionaries only", file: file)
            }
        } else if firstSignificantByte(of: data) == UInt8(ascii: "<") {
            try checkXML(data, file: file)
        } else {
            guard let text = TextFileDecoder.decode([UInt8](data)) else {
                throw InputProblem(message: "not UTF-8 or UTF-16 text", file: file)
            }
            if text.unicodeScalars.first(where: { !$0.properties.isWhitespace && $0 != "\u{FEFF}" }) == "<" {
                throw InputProblem(message: "an XML property list not in UTF-8 (Xcode writes UTF-8)", file: file)
            }
            do throws(StringsSyntaxError) {
                _ = try OpenStepPropertyListParser.parse(text)
            } catch {
                throw InputProblem(message: error.message, file: file, line: error.line)
            }
        }
        var format = PropertyListSerialization.PropertyListFormat.xml
        do {
            let value = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
            return (value, format)
        } catch {
            // A damaged binary plist makes Foundation fall back to the text parsers, whose message would
            // describe the wrong format.
            throw InputProblem(message: isBinary ? "truncated or damaged binary property list" : debugDescription(of: error), file: file)
        }
    }

    /// Parses JSON with `JSONSerialization`; the problem carries Foundation's explanation and its line.
    static func json(_ data: Data, file: String, fragmentsAllowed: Bool = false) throws(InputProblem) -> Any {
        do {
            return try JSONSerialization.jsonObject(with: data, options: fragmentsAllowed ? .fragmentsAllowed : [])
        } catch {
            let detail = debugDescription(of: error)
            throw InputProblem(message: detail, file: file, line: lineOfCharacterOffset(in: detail, data: data))
        }
    }

    // MARK: - The XML checks

    static func checkXML(_ data: Data, file: String) throws(InputProblem) {
        let bytes = [UInt8](data)
        if let offset = firstInvalidUTF8Offset(in: bytes) {
            throw InputProblem(message: "the XML is not valid UTF-8", file: file, line: line(ofByte: offset, in: bytes))
        }
        if let offset = emptyProcessingInstructionOffset(in: bytes) {
            throw InputProblem(message: "a processing instruction <?…?> without data", file: file, line: line(ofByte: offset, in: bytes))
        }
        if let offset = bytes.firstIndex(of: 0) {
            throw InputProblem(message: "a NUL byte, which XML does not allow", file: file, line: line(ofByte: offset, in: bytes))
        }
        // Another declared encoding makes libxml2 switch decoders; `scripts/fuzz ib` crashed it with UTF-7.
        if let encoding = declaredEncoding(in: bytes), !["utf-8", "utf8"].contains(encoding.lowercased()) {
            throw InputProblem(message: "the XML declares the encoding \"\(DiagnosticText.oneLine(encoding, limit: 20))\"; only UTF-8 is read", file: file, line: 1)
        }
    }

    /// The `encoding="…"` of an XML declaration at the start (after a byte order mark), if any.
    private static func declaredEncoding(in bytes: [UInt8]) -> String? {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard bytes[start...].starts(with: Array("<?xml".utf8)) else { return nil }
        let head = bytes[start..<min(bytes.count, start + 256)]
        guard let end = head.firstIndex(of: UInt8(ascii: ">")) else { return nil }
        let declaration = String(decoding: head[..<end], as: UTF8.self)
        guard let key = declaration.range(of: "encoding") else { return nil }
        let rest = declaration[key.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Where `<?name?>` or `<?name ?>` starts (a target and no data), if anywhere. One pass: each `<?` is
    /// followed only as far as its target and the whitespace after it.
    private static func emptyProcessingInstructionOffset(in bytes: [UInt8]) -> Int? {
        var index = 0
        while index + 1 < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "?") else { continue }
            var cursor = index + 2
            while cursor < bytes.count, !isWhitespace(bytes[cursor]), bytes[cursor] != UInt8(ascii: "?") { cursor += 1 }
            while cursor < bytes.count, isWhitespace(bytes[cursor]) { cursor += 1 }
            if cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: "?"), bytes[cursor + 1] == UInt8(ascii: ">") {
                return index
            }
            index = max(index, cursor - 1)
        }
        return nil
    }

    private static func firstInvalidUTF8Offset(in bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    private static func line(ofByte offset: Int, in bytes: [UInt8]) -> Int {
        1 + bytes[..<min(offset, bytes.count)].reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }

    private static func firstSignificantByte(of data: Data) -> UInt8? {
        let bytes = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        return bytes.first { !isWhitespace($0) }
    }

    // MARK: - Foundation's messages

    /// Foundation's own explanation ("Value missing for key inside <dict> at line 1"), on one line.
    private static func debugDescription(of error: any Error) -> String {
        let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        return text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// JSONSerialization says where it failed as "around character N" (0-based); turned into a line.
    private static func lineOfCharacterOffset(in message: String, data: Data) -> Int? {
        guard let range = message.range(of: "around character ") else { return nil }
        let digits = message[range.upperBound...].prefix(while: \.isNumber)
        guard let offset = Int(digits), offset <= data.count else { return nil }
        return 1 + data.prefix(offset).reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }
}
