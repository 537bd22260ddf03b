import Foundation

/// Finds the line of every object key and array element of a JSON document, and its nesting depth, before
/// `JSONSerialization` parses the values. A tokenizer, not a validator: on text that is not JSON it records what
/// it can and stops, and `JSONSerialization` reports the error.
enum JSONLineScanner {
    struct Result {
        var positions: [PropertyListPath: SourcePosition] = [:]
        /// Set when the containers nest deeper than allowed; scanning stopped there.
        var tooDeepAtLine: Int?
    }

    private struct Container {
        var path: PropertyListPath
        var isObject: Bool
        var nextIndex = 0
        var expectsKey: Bool
        var pendingKey: String?
    }

    static func scan(_ data: Data, maximumDepth: Int) -> Result {
        var scan = Scan(bytes: [UInt8](data), maximumDepth: maximumDepth)
        scan.run()
        return scan.result
    }

    /// One pass over the bytes: where it is, the open containers, what it has recorded.
    private struct Scan {
        let bytes: [UInt8]
        let maximumDepth: Int
        var result = Result()
        var containers: [Container] = []
        var line = 1
        var recorded = 0
        var index: Int

        init(bytes: [UInt8], maximumDepth: Int) {
            self.bytes = bytes
            self.maximumDepth = maximumDepth
            index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        }

        mutating func run() {
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\n"):
                    line += 1
                    index += 1
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: ":"):
                    index += 1
                case UInt8(ascii: ","):
                    if let top = containers.indices.last, containers[top].isObject { containers[top].expectsKey = true }
                    index += 1
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    let path = beginValue()
                    guard containers.count < maximumDepth else {
                        result.tooDeepAtLine = line
                        return
                    }
                    let isObject = byte == UInt8(ascii: "{")
                    containers.append(Container(path: path, isObject: isObject, expectsKey: isObject))
                    index += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    guard containers.popLast() != nil else { return }
                    index += 1
                case UInt8(ascii: "\""):
                    string()
                default:
                    // A number or a literal (true, false, null): one value up to the next delimiter.
                    _ = beginValue()
                    while index < bytes.count, !delimiters.contains(bytes[index]) { index += 1 }
                }
            }
        }

        /// A string at `index` (its opening quote): a key, recorded at its line, or a value.
        private mutating func string() {
            let start = index + 1
            let startLine = line
            index = start
            var escaped = false
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                if bytes[index] == UInt8(ascii: "\\") { escaped = true; index += 1 }
                if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { line += 1 }
                index += 1
            }
            let end = min(index, bytes.count)
            index += 1
            if let top = containers.indices.last, containers[top].isObject, containers[top].expectsKey {
                let key = decodeKey(bytes[start..<end], escaped: escaped)
                containers[top].expectsKey = false
                containers[top].pendingKey = key
                result.positions[containers[top].path.appending(key: key)] = SourcePosition(line: startLine, ordinal: recorded)
                recorded += 1
            } else {
                _ = beginValue()
            }
        }

        /// The path of a value that starts here, recorded when it is an array element.
        private mutating func beginValue() -> PropertyListPath {
            guard let top = containers.indices.last else { return .root }
            if containers[top].isObject {
                defer { containers[top].pendingKey = nil }
                return containers[top].path.appending(key: containers[top].pendingKey ?? "")
            }
            let path = containers[top].path.appending(index: containers[top].nextIndex)
            containers[top].nextIndex += 1
            result.positions[path] = SourcePosition(line: line, ordinal: recorded)
            recorded += 1
            return path
        }
    }

    private static let delimiters: Set<UInt8> = Set(" \t\r\n,:{}[]\"".utf8)

    private static func decodeKey(_ raw: ArraySlice<UInt8>, escaped: Bool) -> String {
        guard escaped else { return String(decoding: raw, as: UTF8.self) }
        // Escapes (\u0062, surrogate pairs) decoded by JSONSerialization itself, so keys match its values.
        let quoted = Data([UInt8(ascii: "\"")] + raw + [UInt8(ascii: "\"")])
        let decoded = try? FoundationParseGate.json(quoted, file: "", fragmentsAllowed: true) as? String
        return decoded ?? String(decoding: raw, as: UTF8.self)
    }
}
