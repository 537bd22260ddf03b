/// Removes the format specifiers of a Foundation format string, which are replaced by values when
/// the string is shown and so are not text the font draws: `%@`, `%d`, `%1$@`, `%lld`, `%.2f`,
/// `%-5s`, `%*d`, `%#@variable@` (a `.stringsdict` or string catalog rule) and `%arg` (a string
/// catalog substitution's placeholder). `%%` is a literal percent sign and is kept as `%`.
///
/// A `%` that starts no valid specifier is kept as text. The space flag of C's printf (`% d`) is not
/// recognised, so that "50 % off" is checked as written rather than losing "% o".
///
/// Every byte the specifiers are made of is ASCII, so the text is read as UTF-8 bytes (a non-ASCII character's
/// bytes never start or continue a specifier and are copied as they are); a text without `%` comes back as it is.
/// Building the result scalar by scalar was an eighth of a lint of 100,000 strings.
public enum FormatSpecifiers {
    private static let flags: Set<UInt8> = Set("-+#0'".utf8)
    private static let lengthModifiers: Set<UInt8> = Set("hlqLztj".utf8)
    private static let conversions: Set<UInt8> = Set("@dDiuUxXoOfFeEgGaAcCsSp".utf8)
    private static let percent = UInt8(ascii: "%")

    package static func strip(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.contains(percent) else { return nil }
            return strip(bytes)
        } ?? text
    }

    private static func strip(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == percent else {
                output.append(bytes[index])
                index += 1
                continue
            }
            if index + 1 < bytes.count, bytes[index + 1] == percent {
                output.append(percent)
                index += 2
            } else if let end = specifierEnd(bytes, from: index) {
                index = end
            } else {
                output.append(percent)
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The index just past the specifier starting with the `%` at `start`, or nil when there is none.
    private static func specifierEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start + 1
        func at(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        func isDigit(_ byte: UInt8?) -> Bool { byte.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false }
        func skipDigits() { while isDigit(at(0)) { index += 1 } }

        // `%arg`: a string catalog substitution, followed by anything but a letter or digit.
        if at(0) == UInt8(ascii: "a"), at(1) == UInt8(ascii: "r"), at(2) == UInt8(ascii: "g"), !(at(3).map(isIdentifierByte) ?? false) {
            return index + 3
        }
        // Positional argument: `%1$@`.
        var lookahead = index
        while lookahead < bytes.count, isDigit(bytes[lookahead]) { lookahead += 1 }
        if lookahead > index, lookahead < bytes.count, bytes[lookahead] == UInt8(ascii: "$") { index = lookahead + 1 }
        // `%#@name@`: a rule variable, which the rule's own texts replace.
        if at(0) == UInt8(ascii: "#"), at(1) == UInt8(ascii: "@") {
            var end = index + 2
            while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
            return end < bytes.count && bytes[end] == UInt8(ascii: "@") && end > index + 2 ? end + 1 : nil
        }
        while let byte = at(0), flags.contains(byte) { index += 1 }
        if at(0) == UInt8(ascii: "*") { index += 1 } else { skipDigits() }
        if at(0) == UInt8(ascii: ".") {
            index += 1
            if at(0) == UInt8(ascii: "*") { index += 1 } else { skipDigits() }
        }
        while let byte = at(0), lengthModifiers.contains(byte) { index += 1 }
        guard let conversion = at(0), conversions.contains(conversion) else { return nil }
        return index + 1
    }

    /// ASCII letters, digits and `_`.
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
        default: false
        }
    }
}
