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

    /// `a, b, c and 4 more`: the first `limit` items of a list too long for one line.
    static func capped(_ items: [String], limit: Int) -> String {
        let shown = items.prefix(limit).joined(separator: ", ")
        return items.count > limit ? shown + " and \(items.count - limit) more" : shown
    }
}
