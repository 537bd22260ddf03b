/// `diff --format markdown`: a pull-request comment. A headline that says whether the update breaks the app, the
/// app's findings as a table of places, then removed and added faces, then each changed face folded in a
/// `<details>` table of OLD and NEW values. Every value from a file is escaped for a table cell.
public enum DiffMarkdownReport {
    package static func render(_ result: DiffResult) -> String {
        let appFindings = DiffChangeRows.appFindings(result)
        let breaking = appFindings.filter { $0.severity == .error }.count
        var lines: [String] = []
        lines.append("### fontinspect diff: " + (breaking > 0 ? "\(Plural.counted(breaking, "problem")) break the app" : result.breaks ? "the update fails --strict" : "nothing breaks"))
        lines.append("")
        lines.append("**OLD** \(code(result.old.label)) · **NEW** \(code(result.new.label)) — \(DiffChangeRows.counts(result))")
        if !appFindings.isEmpty {
            lines += ["", "#### In the app (\(Plural.counted(result.referenceCount, "font name")) resolved against both)", "", "| | Where | What |", "|---|---|---|"]
            for finding in appFindings {
                var place = finding.location.file
                if let line = finding.location.line { place += ":\(line)" }
                let mark = finding.severity == .error ? "❌" : "⚠️"
                lines.append("| \(mark) | \(code(place)) | \(cell(finding.messageWithinFile)) |")
            }
        }
        for (title, faces) in [("Removed", result.removed), ("Added", result.added)] where !faces.isEmpty {
            lines += ["", "#### \(title) faces (\(faces.count))", ""]
            lines += faces.map { "- \(code($0.label)) in \(code($0.place))" }
        }
        let changed = result.changed
        if !changed.isEmpty {
            lines += ["", "#### Changed faces (\(changed.count))"]
            for change in changed {
                let rows = DiffChangeRows.rows(change)
                lines += ["", "<details><summary>\(html(DiffChangeRows.heading(change))): \(Plural.counted(rows.count, "change"))</summary>", ""]
                lines += ["| | OLD | NEW |", "|---|---|---|"]
                lines += rows.map { "| \(cell($0.aspect)) | \(cell($0.old)) | \(cell($0.new)) |" }
                lines += ["", "</details>"]
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A table cell: one line, no `|` to end it early, no HTML to open.
    private static func cell(_ text: String) -> String {
        html(text).replacingOccurrences(of: "|", with: "\\|")
    }

    private static func html(_ text: String) -> String {
        TerminalText.escaping(text).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    /// Inline code that a backtick in the text cannot close.
    private static func code(_ text: String) -> String {
        "`" + TerminalText.escaping(text).replacingOccurrences(of: "`", with: "'") + "`"
    }
}

extension DiffMarkdownReport: Reporter {
    public static var identifier: String { "markdown" }
    public static var description: String { "a pull-request comment: what breaks, then the faces, changes folded" }

    public static func generateReport(_ report: DiffResult, context: ReportContext) -> String { render(report) }
}
