/// `lint --format text`: findings grouped by file, aligned, coloured only on a terminal; each row gives the line and
/// column, then the place inside the file (face, instance, key path) before the message. Paths and messages quote
/// names from fonts, plists and code, so their control characters are escaped.
public enum LintTextReport {
    package static func render(_ result: LintResult, styled: Bool = false) -> String {
        var out = ""
        var currentFile: String?
        var table = TextTable()
        var groups: [(file: String, rowCount: Int)] = []
        for finding in result.findings {
            if finding.location.file != currentFile {
                currentFile = finding.location.file
                groups.append((TerminalText.escaping(finding.location.file), 0))
            }
            groups[groups.count - 1].rowCount += 1
            let position = finding.location.line.map { line in "\(line)" + (finding.location.column.map { ":\($0)" } ?? "") } ?? "-"
            table.append([position, finding.severity.rawValue, TerminalText.escaping(finding.messageWithinFile) + "  [\(TerminalText.escaping(finding.ruleID))]"])
        }
        var lines = table.rendered(indent: "  ")[...]
        for group in groups {
            out += (styled ? "\u{1B}[1m\(group.file)\u{1B}[0m" : group.file) + "\n"
            for line in lines.prefix(group.rowCount) { out += (styled ? colour(line) : line) + "\n" }
            lines = lines.dropFirst(group.rowCount)
        }
        if !groups.isEmpty { out += "\n" }
        return out + TerminalText.escaping(LintSummaryLine.text(result)) + "\n"
    }

    private static func colour(_ line: String) -> String {
        for (word, code) in [("error", "31"), ("warning", "33"), ("info", "36")] {
            if let range = line.range(of: "  \(word) ") {
                return line.replacingCharacters(in: range, with: "  \u{1B}[\(code)m\(word)\u{1B}[0m ")
            }
        }
        return line
    }
}

extension LintTextReport: Reporter {
    public static var identifier: String { "text" }
    public static var description: String { "for people: findings grouped by file, aligned; colour on a terminal" }

    public static func generateReport(_ report: LintResult, context: ReportContext) -> String {
        render(report, styled: context.styled)
    }
}
