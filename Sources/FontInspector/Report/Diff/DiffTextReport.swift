/// `diff` for people: both sides, the removed and added faces, each changed pair with its rows (OLD → NEW), the
/// app's findings on their lines, and a summary. Text from the fonts goes through `TerminalText`.
public enum DiffTextReport {
    package static func render(_ result: DiffResult, styled: Bool = false) -> String {
        func heading(_ text: String) -> String { styled ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
        func safe(_ text: String) -> String { TerminalText.escaping(text) }
        var lines: [String] = []
        for (word, side) in [("OLD", result.old), ("NEW", result.new)] {
            lines.append("\(word) \(safe(side.label)): \(Plural.counted(side.fileCount, "font file")), \(Plural.counted(side.faces.count, "face"))")
        }
        func faces(_ title: String, _ list: [DiffFace]) {
            guard !list.isEmpty else { return }
            lines += ["", heading("\(title) (\(list.count))")]
            let width = min(40, list.map { safe($0.label).count }.max() ?? 0)
            lines += list.map { "  " + pad(safe($0.label), width) + "  " + safe($0.place) }
        }
        faces("Removed", result.removed)
        faces("Added", result.added)
        let changed = result.changed
        if !changed.isEmpty {
            lines += ["", heading("Changed (\(changed.count))")]
            for change in changed {
                lines.append("  " + safe(DiffChangeRows.heading(change)))
                let rows = DiffChangeRows.rows(change)
                let width = rows.map(\.aspect.count).max() ?? 0
                for row in rows {
                    let values = row.old.isEmpty ? safe(row.new) : "\(safe(row.old)) → \(safe(row.new))"
                    lines.append("    " + pad(row.aspect, width) + "  " + values)
                }
            }
        }
        let appFindings = DiffChangeRows.appFindings(result)
        if !appFindings.isEmpty {
            lines += ["", heading("App (\(Plural.counted(result.referenceCount, "font name")) resolved against both)")]
            lines += LintXcodeReport.render(LintResult(root: "", findings: appFindings, fontCount: 0, infoPlistCount: 0, styleMapCount: 0))
                .split(separator: "\n").map { "  " + $0 }
        }
        let errors = result.findings.filter { $0.severity == .error }.count
        let warnings = result.findings.filter { $0.severity == .warning }.count
        lines += ["", DiffChangeRows.counts(result) + "; " + Plural.counted(errors, "error") + ", " + Plural.counted(warnings, "warning")
            + (errors > 0 ? " — this update breaks the app" : result.breaks ? " — fails --strict: a face removed or renamed, or characters lost" : "")]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}

extension DiffTextReport: Reporter {
    public static var identifier: String { "text" }
    public static var description: String { "for people: removed, added and changed faces, then the app's broken references" }

    public static func generateReport(_ report: DiffResult, context: ReportContext) -> String {
        render(report, styled: context.styled)
    }
}
