/// Checks the syntax of an old-style (OpenStep) property list — `{ key = value; }`, `( a, b )`, `<0fbd>`,
/// quoted and unquoted strings, `//` and `/* */` comments, or a braceless `key = value;` list as in a
/// `.strings` file — before CoreFoundation parses it: CoreFoundation logs
/// `Old-style plist parser: missing semicolon…` to standard error for the errors caught here, and this says
/// where the error is. One pass over the text; nesting deeper than `maximumDepth` is refused.
struct OpenStepSyntaxChecker {
    static let maximumDepth = 512

    private var scanner: OpenStepScanner

    static func check(_ text: String) throws(StringsSyntaxError) {
        var checker = OpenStepSyntaxChecker(scanner: OpenStepScanner(text))
        try checker.document()
    }

    private mutating func document() throws(StringsSyntaxError) {
        try skipWhitespaceAndComments()
        guard let first = peek() else { return }
        if OpenStepScanner.startsString(first) {
            // A lone string, or the keys and values of a braceless dictionary.
            try string()
            try skipWhitespaceAndComments()
            guard peek() != nil else { return }
            scanner.rewind()
            try dictionaryMembers(depth: 1, closedBy: nil)
            return
        }
        try value(depth: 0)
        try skipWhitespaceAndComments()
        if let extra = peek() { throw error("unexpected \(Self.describe(extra)) after the end of the property list") }
    }

    private mutating func value(depth: Int) throws(StringsSyntaxError) {
        guard depth < Self.maximumDepth else {
            throw error("arrays and dictionaries nest deeper than \(Self.maximumDepth) levels")
        }
        guard let next = peek() else { throw error("expected a value, found the end of the file") }
        switch next {
        case "{":
            scanner.index += 1
            try dictionaryMembers(depth: depth + 1, closedBy: "}")
        case "(":
            scanner.index += 1
            try arrayMembers(depth: depth + 1)
        case "<":
            scanner.index += 1
            try dataBytes()
        case "\"", "'":
            try string()
        case _ where OpenStepScanner.isUnquoted(next):
            try string()
        default:
            throw error("expected a value, found \(Self.describe(next))")
        }
    }

    /// `key = value;` or `key;` members up to `closedBy` (the end of the file when nil).
    private mutating func dictionaryMembers(depth: Int, closedBy close: Unicode.Scalar?) throws(StringsSyntaxError) {
        while true {
            try skipWhitespaceAndComments()
            guard let next = peek() else {
                if close == nil { return }
                throw error("a dictionary is not closed with '}' before the end of the file")
            }
            if next == close {
                scanner.index += 1
                return
            }
            guard OpenStepScanner.startsString(next) else {
                throw error("expected a dictionary key, found \(Self.describe(next))")
            }
            try string()
            try skipWhitespaceAndComments()
            switch peek() {
            case ";":
                scanner.index += 1
            case "=":
                scanner.index += 1
                try skipWhitespaceAndComments()
                try value(depth: depth)
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

    private mutating func arrayMembers(depth: Int) throws(StringsSyntaxError) {
        try skipWhitespaceAndComments()
        if peek() == ")" {
            scanner.index += 1
            return
        }
        while true {
            try skipWhitespaceAndComments()
            try value(depth: depth)
            try skipWhitespaceAndComments()
            switch peek() {
            case ")":
                scanner.index += 1
                return
            case ",":
                scanner.index += 1
                try skipWhitespaceAndComments()
                if peek() == ")" {
                    scanner.index += 1
                    return
                }
            case let other:
                throw error("expected ',' or ')' in an array, found \(other.map(Self.describe) ?? "the end of the file")")
            }
        }
    }

    /// Hex digits and whitespace up to `>`, the digits in pairs.
    private mutating func dataBytes() throws(StringsSyntaxError) {
        var digits = 0
        while let next = scanner.advance() {
            if next == ">" {
                guard digits % 2 == 0 else { throw error("data <…> with an odd number of hex digits") }
                return
            }
            if next.properties.isWhitespace { continue }
            guard next.isASCII, next.properties.isASCIIHexDigit else {
                throw error("data <…> holds \(Self.describe(next)), not a hex digit")
            }
            digits += 1
        }
        throw error("data <…> is not closed with '>' before the end of the file")
    }

    private static func describe(_ scalar: Unicode.Scalar) -> String {
        OpenStepScanner.describe(scalar, escapingNonASCII: true)
    }

    private func peek() -> Unicode.Scalar? { scanner.peek() }

    private func error(_ message: String) -> StringsSyntaxError { scanner.error(message) }

    private mutating func skipWhitespaceAndComments() throws(StringsSyntaxError) { try scanner.skipWhitespaceAndComments() }

    private mutating func string() throws(StringsSyntaxError) { try scanner.skipString() }
}
