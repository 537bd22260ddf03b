import Foundation

/// Reads an old-style (OpenStep) property list — `{ key = value; }`, `( a, b )`, `<0fbd>`, quoted and unquoted
/// strings, `//` and `/* */` comments, or a braceless `key = value;` list as in a `.strings` file — into the values
/// CoreFoundation's parser gives (`bench/openstep-equivalence` compares the two on every project of the corpus):
/// every scalar is a string, `key;` means `key = key;`, a repeated key keeps its last value, and a dictionary's keys
/// come in byte order, as the converted Foundation dictionaries had them. One pass over the text (Foundation's
/// parser and the conversion of its `Any` tree were most of reading a large Xcode project); an error says where,
/// and nesting deeper than `maximumDepth` is refused.
struct OpenStepPropertyListParser {
    static let maximumDepth = 512

    private var scanner: OpenStepScanner

    static func parse(_ text: String) throws(StringsSyntaxError) -> PropertyListValue {
        var parser = OpenStepPropertyListParser(scanner: OpenStepScanner(text))
        return try parser.document()
    }

    private mutating func document() throws(StringsSyntaxError) -> PropertyListValue {
        try skipWhitespaceAndComments()
        // Foundation reads a file of only white space and comments as an empty braceless dictionary.
        guard let first = peek() else { return .dictionary(PropertyListDictionary()) }
        if OpenStepScanner.startsString(first) {
            // A lone string, or the keys and values of a braceless dictionary.
            let string = try scanner.string()
            try skipWhitespaceAndComments()
            guard peek() != nil else { return .string(string) }
            scanner.rewind()
            return .dictionary(try dictionaryMembers(depth: 1, closedBy: nil))
        }
        let root = try value(depth: 0)
        try skipWhitespaceAndComments()
        if let extra = peek() { throw error("unexpected \(Self.describe(extra)) after the end of the property list") }
        return root
    }

    private mutating func value(depth: Int) throws(StringsSyntaxError) -> PropertyListValue {
        guard depth < Self.maximumDepth else {
            throw error("arrays and dictionaries nest deeper than \(Self.maximumDepth) levels")
        }
        guard let next = peek() else { throw error("expected a value, found the end of the file") }
        switch next {
        case "{":
            scanner.index += 1
            return .dictionary(try dictionaryMembers(depth: depth + 1, closedBy: "}"))
        case "(":
            scanner.index += 1
            return .array(try arrayMembers(depth: depth + 1))
        case "<":
            scanner.index += 1
            return .data(try dataBytes())
        case _ where OpenStepScanner.startsString(next):
            return .string(try scanner.string())
        default:
            throw error("expected a value, found \(Self.describe(next))")
        }
    }

    /// `key = value;` or `key;` members up to `closedBy` (the end of the file when nil).
    private mutating func dictionaryMembers(depth: Int, closedBy close: Unicode.Scalar?) throws(StringsSyntaxError)
        -> PropertyListDictionary
    {
        var members: [(key: String, value: PropertyListValue)] = []
        while true {
            try skipWhitespaceAndComments()
            guard let next = peek() else {
                if close == nil { return PropertyListDictionary(byteOrdering: members) }
                throw error("a dictionary is not closed with '}' before the end of the file")
            }
            if next == close {
                scanner.index += 1
                return PropertyListDictionary(byteOrdering: members)
            }
            guard OpenStepScanner.startsString(next) else {
                throw error("expected a dictionary key, found \(Self.describe(next))")
            }
            let key = try scanner.string()
            try skipWhitespaceAndComments()
            switch peek() {
            case ";":
                scanner.index += 1
                members.append((key, .string(key)))
            case "=":
                scanner.index += 1
                try skipWhitespaceAndComments()
                members.append((key, try value(depth: depth)))
                try skipWhitespaceAndComments()
                guard peek() == ";" else {
                    throw error("missing ';' after a dictionary value, found \(peek().map(Self.describe) ?? "the end of the file")")
                }
                scanner.index += 1
            case let other:
                throw error("expected '=' after a dictionary key, found \(other.map(Self.describe) ?? "the end of the file")")
            }
        }
    }

    private mutating func arrayMembers(depth: Int) throws(StringsSyntaxError) -> [PropertyListValue] {
        var elements: [PropertyListValue] = []
        try skipWhitespaceAndComments()
        if peek() == ")" {
            scanner.index += 1
            return elements
        }
        while true {
            try skipWhitespaceAndComments()
            elements.append(try value(depth: depth))
            try skipWhitespaceAndComments()
            switch peek() {
            case ")":
                scanner.index += 1
                return elements
            case ",":
                scanner.index += 1
                try skipWhitespaceAndComments()
                if peek() == ")" {
                    scanner.index += 1
                    return elements
                }
            case let other:
                throw error("expected ',' or ')' in an array, found \(other.map(Self.describe) ?? "the end of the file")")
            }
        }
    }

    /// Hex digits and whitespace up to `>`, the digits in pairs.
    private mutating func dataBytes() throws(StringsSyntaxError) -> Data {
        var bytes: [UInt8] = []
        var pendingHighNibble: UInt8?
        while let next = scanner.advance() {
            if next == ">" {
                guard pendingHighNibble == nil else { throw error("data <…> with an odd number of hex digits") }
                return Data(bytes)
            }
            if next.properties.isWhitespace { continue }
            guard let nibble = Self.hexValue(next) else {
                throw error("data <…> holds \(Self.describe(next)), not a hex digit")
            }
            if let high = pendingHighNibble {
                bytes.append(high << 4 | nibble)
                pendingHighNibble = nil
            } else {
                pendingHighNibble = nibble
            }
        }
        throw error("data <…> is not closed with '>' before the end of the file")
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar {
        case "0"..."9": UInt8(scalar.value - 0x30)
        case "a"..."f": UInt8(scalar.value - 0x61 + 10)
        case "A"..."F": UInt8(scalar.value - 0x41 + 10)
        default: nil
        }
    }

    private static func describe(_ scalar: Unicode.Scalar) -> String {
        OpenStepScanner.describe(scalar, escapingNonASCII: true)
    }

    private func peek() -> Unicode.Scalar? { scanner.peek() }

    private func error(_ message: String) -> StringsSyntaxError { scanner.error(message) }

    private mutating func skipWhitespaceAndComments() throws(StringsSyntaxError) { try scanner.skipWhitespaceAndComments() }
}
