import Foundation

/// Reading property lists (XML, binary, OpenStep) and JSON documents, within bounds, every failure a
/// `InputProblem` that names the file.
extension PropertyListDocument {
    /// Larger files are refused unread: real Info.plists and style maps are a few kilobytes.
    public static let maximumFileSize = 8 * 1024 * 1024
    /// Deeper nesting is refused. Foundation's own parsers refuse more than 512 levels too; checking first makes
    /// the refusal a clear problem on every platform, and keeps the conversion below from recursing deeper.
    public static let maximumDepth = 512

    /// Reads `file`: JSON when `asJSON` (by default: when its name ends in `.json`), else a property list in any
    /// format Foundation reads.
    public static func read(file: String, asJSON: Bool? = nil, maximumFileSize: Int = maximumFileSize)
        throws(InputProblem) -> PropertyListDocument
    {
        try parse(try readBounded(file, maximumFileSize: maximumFileSize), file: file, asJSON: asJSON)
    }

    /// Parses bytes read from `file`, with the same choice of format as `read(file:)`.
    public static func parse(_ data: Data, file: String, asJSON: Bool? = nil) throws(InputProblem) -> PropertyListDocument {
        let isJSON = asJSON ?? file.lowercased().hasSuffix(".json")
        return isJSON ? try parseJSON(data, file: file) : try parsePropertyList(data, file: file)
    }

    /// Parses an XML, binary or OpenStep property list read from `file`.
    public static func parsePropertyList(_ data: Data, file: String) throws(InputProblem) -> PropertyListDocument {
        guard !data.isEmpty else { throw InputProblem(kind: .unreadable, message: "the file is empty", file: file) }
        var scan = XMLPlistLineScanner.Result()
        let isBinary = data.starts(with: Array("bplist".utf8))
        if !isBinary, firstSignificantByte(of: data) == UInt8(ascii: "<") {
            do throws(InputProblem) {
                scan = try XMLPlistLineScanner.scan(data, file: file, maximumDepth: maximumDepth)
            } catch {
                throw InputProblem(message: "not a valid property list: \(error.message)", file: file, line: error.line)
            }
            if let line = scan.tooDeepAtLine { throw tooDeep(file: file, line: line) }
        }
        if !isBinary, firstSignificantByte(of: data) != UInt8(ascii: "<") {
            return try parseOpenStep(data, file: file)
        }
        let object: Any
        let format: PropertyListSerialization.PropertyListFormat
        do throws(InputProblem) {
            (object, format) = try FoundationParseGate.propertyList(data, file: file)
        } catch {
            throw InputProblem(message: "not a valid property list: \(error.message)", file: file, line: error.line ?? scan.errorLine)
        }
        let documentFormat: Format =
            switch format {
            case .binary: .binary
            case .openStep: .openStep
            default: .xml
            }
        return try document(object, format: documentFormat, file: file, positions: scan.positions)
    }

    /// Old-style text is read by `OpenStepPropertyListParser`, to the values Foundation's parser gives.
    private static func parseOpenStep(_ data: Data, file: String) throws(InputProblem) -> PropertyListDocument {
        func invalid(_ message: String, line: Int? = nil) -> InputProblem {
            InputProblem(message: "not a valid property list: \(message)", file: file, line: line)
        }
        guard let text = TextFileDecoder.decode([UInt8](data)) else { throw invalid("not UTF-8 or UTF-16 text") }
        if text.unicodeScalars.first(where: { !$0.properties.isWhitespace && $0 != "\u{FEFF}" }) == "<" {
            throw invalid("an XML property list not in UTF-8 (Xcode writes UTF-8)")
        }
        do throws(StringsSyntaxError) {
            return PropertyListDocument(file: file, format: .openStep, root: try OpenStepPropertyListParser.parse(text), lines: [:])
        } catch {
            throw invalid(error.message, line: error.line)
        }
    }

    /// Parses a JSON document read from `file`.
    public static func parseJSON(_ data: Data, file: String) throws(InputProblem) -> PropertyListDocument {
        guard !data.isEmpty else { throw InputProblem(kind: .unreadable, message: "the file is empty", file: file) }
        let scan = JSONLineScanner.scan(data, maximumDepth: maximumDepth)
        if let line = scan.tooDeepAtLine { throw tooDeep(file: file, line: line) }
        let object: Any
        do throws(InputProblem) {
            object = try FoundationParseGate.json(data, file: file)
        } catch {
            throw InputProblem(message: "not valid JSON: \(error.message)", file: file, line: error.line)
        }
        return try document(object, format: .json, file: file, positions: scan.positions)
    }

    // MARK: - Reading the bytes

    static func readBounded(_ file: String, maximumFileSize: Int) throws(InputProblem) -> Data {
        switch FileStatus.of(file) {
        case .unavailable(let reason):
            throw InputProblem(kind: .unreadable, message: "cannot open the file: \(reason)", file: file)
        case .directory:
            throw InputProblem(kind: .unreadable, message: "a folder, not a file", file: file)
        case .special:
            throw InputProblem(kind: .unreadable, message: "not a regular file (a FIFO, socket or device)", file: file)
        case .regular(let size) where size > maximumFileSize:
            throw tooLarge(file: file, limit: maximumFileSize)
        case .regular:
            break
        }
        guard let handle = FileHandle(forReadingAtPath: file) else {
            throw InputProblem(kind: .unreadable, message: "cannot open the file: permission denied", file: file)
        }
        defer { try? handle.close() }
        // One byte more than allowed, so that a file that grew since stat is still caught.
        let data: Data
        do {
            data = try handle.read(upToCount: maximumFileSize + 1) ?? Data()
        } catch {
            throw InputProblem(kind: .unreadable, message: "cannot read the file: \(debugDescription(of: error))", file: file)
        }
        guard data.count <= maximumFileSize else { throw tooLarge(file: file, limit: maximumFileSize) }
        return data
    }

    private static func tooLarge(file: String, limit: Int) -> InputProblem {
        InputProblem(kind: .tooLarge, message: "the file is larger than \(limit / 1024 / 1024) MiB; not read", file: file)
    }

    private static func tooDeep(file: String, line: Int?) -> InputProblem {
        InputProblem(
            kind: .tooDeep, message: "arrays and dictionaries nest deeper than \(maximumDepth) levels; not read",
            file: file, line: line)
    }

    private static let whitespace: Set<UInt8> = Set(" \t\r\n".utf8)




    private static func firstSignificantByte(of data: Data) -> UInt8? {
        let bytes = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        return bytes.first { !whitespace.contains($0) }
    }

    /// Foundation's own explanation ("Value missing for key inside <dict> at line 1"), on one line.
    private static func debugDescription(of error: any Error) -> String {
        let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        return text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }


    // MARK: - Converting Foundation's values

    private static func document(
        _ object: Any, format: Format, file: String,
        positions: [PropertyListPath: SourcePosition]
    ) throws(InputProblem) -> PropertyListDocument {
        let converter = ValueConverter(positions: positions)
        guard let root = converter.convert(object, at: .root, depth: 0) else { throw tooDeep(file: file, line: nil) }
        return PropertyListDocument(
            file: file, format: format, root: root, lines: positions.mapValues(\.line))
    }

    /// Turns Foundation's `Any` tree into `PropertyListValue`s, dictionary keys in document order.
    private struct ValueConverter {
        let positions: [PropertyListPath: SourcePosition]

        /// nil when nesting exceeds the limit (possible only for binary plists, which have no text to scan).
        func convert(_ object: Any, at path: PropertyListPath, depth: Int) -> PropertyListValue? {
            switch object {
            case let string as String:
                return .string(string)
            case let array as [Any]:
                guard depth < maximumDepth else { return nil }
                var values: [PropertyListValue] = []
                values.reserveCapacity(array.count)
                for (index, element) in array.enumerated() {
                    guard let value = convert(element, at: path.appending(index: index), depth: depth + 1) else {
                        return nil
                    }
                    values.append(value)
                }
                return .array(values)
            case let dictionary as [AnyHashable: Any]:
                guard depth < maximumDepth else { return nil }
                let keyed = dictionary.map { member in
                    let key = member.key as? String ?? "\(member.key)"
                    return (key: key, value: member.value, ordinal: positions[path.appending(key: key)]?.ordinal ?? Int.max)
                }
                var result = PropertyListDictionary()
                for (key, element, _) in keyed.sorted(by: Self.documentOrder) {
                    guard let value = convert(element, at: path.appending(key: key), depth: depth + 1) else {
                        return nil
                    }
                    result[key] = value
                }
                return .dictionary(result)
            case let date as Date:
                return .date(date)
            case let data as Data:
                return .data(data)
            case is NSNull:
                return .null
            // Last: casting a container to NSNumber bridges it to an Objective-C object first, which on Linux
            // copies it whole.
            case let number as NSNumber:
                return Self.number(number)
            default:
                return .string("\(object)")
            }
        }

        /// Document order where the scan saw the keys, then byte order.
        private static func documentOrder(
            _ left: (key: String, value: Any, ordinal: Int), _ right: (key: String, value: Any, ordinal: Int)
        ) -> Bool {
            if left.ordinal != right.ordinal { return left.ordinal < right.ordinal }
            return left.key.utf8.lexicographicallyPrecedes(right.key.utf8)
        }

        /// Booleans arrive as NSNumber with type "c" (JSON; plists on Darwin) or bridged Swift Bools (which
        /// report "c" too); reals as "d"/"f"; everything else is an integer.
        private static func number(_ number: NSNumber) -> PropertyListValue {
            switch String(cString: number.objCType) {
            case "c", "B": return .boolean(number.boolValue)
            case "d", "f": return .real(number.doubleValue)
            case "Q" where number.uint64Value > UInt64(Int.max): return .real(number.doubleValue)
            default: return .integer(number.intValue)
            }
        }
    }
}
