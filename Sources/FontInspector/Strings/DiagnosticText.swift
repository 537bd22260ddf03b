/// Text quoted from a file inside a one-line diagnostic (`Error: <file>: <reason>`): control characters
/// (newlines included) become spaces or U+FFFD and long text is cut, so one problem stays one line.
enum DiagnosticText {
    static func oneLine(_ text: String, limit: Int = 80) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace {
                scalars.append(" ")
            } else if scalar.properties.generalCategory == .control {
                scalars.append("\u{FFFD}")
            } else {
                scalars.append(scalar)
            }
        }
        let line = String(scalars)
        return line.count > limit ? String(line.prefix(limit)) + "…" : line
    }
}
