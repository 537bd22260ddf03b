/// `lint --format github`: GitHub Actions workflow commands, which annotate the file and line in a
/// pull request: `::error file=…,line=…,col=…,title=rule-id::message`. Control characters in paths and messages
/// are shown as escapes first, so that nothing from a file can end the line and start a command of its own; then
/// the runner's own escaping keeps `%`, and in properties `:` and `,`, from being read as syntax.
public enum LintGitHubReport {
    /// GitHub matches an annotation's file against the repository's paths, which never start with `./`: a lint of
    /// `.` would otherwise annotate nothing in the pull request's diff.
    static func repositoryRelative(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2).drop { $0 == "/" } }
        return String(path)
    }

    package static func render(_ result: LintResult) -> String {
        result.findings.map { finding in
            let command = switch finding.severity {
            case .error: "error"
            case .warning: "warning"
            case .info: "notice"
            }
            var properties = ["file=" + escapeProperty(repositoryRelative(finding.location.file))]
            if let line = finding.location.line { properties.append("line=\(line)") }
            if let column = finding.location.column { properties.append("col=\(column)") }
            properties.append("title=" + escapeProperty(finding.ruleID))
            return "::\(command) \(properties.joined(separator: ","))::\(escapeData(finding.messageWithinFile))\n"
        }.joined()
    }

    /// The escaping the Actions runner undoes (actions/toolkit, core/src/command.ts), after control characters are
    /// escaped (so `\r` and `\n` no longer occur: their runner escapes stay for text that bypasses that).
    static func escapeData(_ text: String) -> String {
        TerminalText.escaping(text).replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

extension LintGitHubReport: Reporter {
    public static var identifier: String { "github" }
    public static var description: String { "for GitHub Actions logs: annotations on the files of a pull request" }

    public static func generateReport(_ report: LintResult, context: ReportContext) -> String {
        render(report)
    }
}
