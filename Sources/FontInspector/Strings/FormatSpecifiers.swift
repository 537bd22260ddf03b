/// Removes the format specifiers of a Foundation format string, which are replaced by values when
/// the string is shown and so are not text the font draws: `%@`, `%d`, `%1$@`, `%lld`, `%.2f`,
/// `%-5s`, `%*d`, `%#@variable@` (a `.stringsdict` or string catalog rule) and `%arg` (a string
/// catalog substitution's placeholder). `%%` is a literal percent sign and is kept as `%`.
///
/// A `%` that starts no valid specifier is kept as text. The space flag of C's printf (`% d`) is not
/// recognised, so that "50 % off" is checked as written rather than losing "% o".
public enum FormatSpecifiers {
    private static let flags: Set<Unicode.Scalar> = ["-", "+", "#", "0", "'"]
    private static let lengthModifiers: Set<Unicode.Scalar> = ["h", "l", "q", "L", "z", "t", "j"]
    private static let conversions = Set("@dDiuUxXoOfFeEgGaAcCsSp".unicodeScalars)

    package static func strip(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                output.append(scalars[index])
                index += 1
                continue
            }
            if index + 1 < scalars.count, scalars[index + 1] == "%" {
                output.append("%")
                index += 2
            } else if let end = specifierEnd(scalars, from: index) {
                index = end
            } else {
                output.append("%")
                index += 1
            }
        }
        return String(output)
    }

    /// The index just past the specifier starting with the `%` at `start`, or nil when there is none.
    private static func specifierEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start + 1
        func at(_ offset: Int) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }
        func isDigit(_ scalar: Unicode.Scalar?) -> Bool { scalar.map { ("0"..."9").contains($0) } ?? false }
        func skipDigits() { while isDigit(at(0)) { index += 1 } }

        // `%arg`: a string catalog substitution, followed by anything but a letter or digit.
        if at(0) == "a", at(1) == "r", at(2) == "g", !(at(3).map(isIdentifierCharacter) ?? false) { return index + 3 }
        // Positional argument: `%1$@`.
        var lookahead = index
        while lookahead < scalars.count, ("0"..."9").contains(scalars[lookahead]) { lookahead += 1 }
        if lookahead > index, lookahead < scalars.count, scalars[lookahead] == "$" { index = lookahead + 1 }
        // `%#@name@`: a rule variable, which the rule's own texts replace.
        if at(0) == "#", at(1) == "@" {
            var end = index + 2
            while end < scalars.count, isIdentifierCharacter(scalars[end]) { end += 1 }
            return end < scalars.count && scalars[end] == "@" && end > index + 2 ? end + 1 : nil
        }
        while let scalar = at(0), flags.contains(scalar) { index += 1 }
        if at(0) == "*" { index += 1 } else { skipDigits() }
        if at(0) == "." {
            index += 1
            if at(0) == "*" { index += 1 } else { skipDigits() }
        }
        while let scalar = at(0), lengthModifiers.contains(scalar) { index += 1 }
        guard let conversion = at(0), conversions.contains(conversion) else { return nil }
        return index + 1
    }

    private static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
    }
}
