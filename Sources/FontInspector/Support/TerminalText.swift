/// Text from a font file or a file name, made safe for one line of a terminal or CI log: control
/// characters are shown as Swift escapes (`\n`, `\u{1B}`), so that a hostile name cannot break the
/// table, move the cursor, or start a line a CI runner reads as a command (`::error::` in GitHub logs).
public enum TerminalText {
    package static func escaping(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        return text.unicodeScalars.map { isControl($0) ? $0.escaped(asASCII: true) : String($0) }.joined()
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.generalCategory == .control }
}
