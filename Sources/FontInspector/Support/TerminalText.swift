/// Text from a font file or a file name, made safe for one line of a terminal or CI log: control
/// characters are shown as Swift escapes (`\n`, `\u{1B}`), so that a hostile name cannot break the
/// table, move the cursor, or start a line a CI runner reads as a command (`::error::` in GitHub logs).
public enum TerminalText {
    package static func escaping(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        return text.unicodeScalars.map { isControl($0) ? $0.escaped(asASCII: true) : String($0) }.joined()
    }

    /// General category Cc, by value: Unicode keeps that set to U+0000–U+001F and U+007F–U+009F for ever (its
    /// property value stability table), and looking the property up for every scalar of every message was about
    /// a third of a long text report's time.
    package static func isControl(_ codePoint: UInt32) -> Bool { codePoint < 0x20 || (0x7F...0x9F).contains(codePoint) }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool { isControl(scalar.value) }
}
