/// `lint --format xcode`: the lines Xcode turns into issues when a Run Script build phase prints them,
/// `path:line:column: error: message [rule-id]` (`path: warning: …` without a line). Control characters
/// in paths and messages are escaped: a newline in a font's name would otherwise start a line of its own.
public enum LintXcodeReport {
    package static func render(_ result: LintResult) -> String {
        result.findings.map { finding in
            var position = TerminalText.escaping(finding.location.file)
            if let line = finding.location.line {
                position += ":\(line)" + (finding.location.column.map { ":\($0)" } ?? "")
            }
            let kind = finding.severity == .info ? "note" : finding.severity.rawValue
            return "\(position): \(kind): \(TerminalText.escaping(finding.messageWithinFile)) [\(TerminalText.escaping(finding.ruleID))]\n"
        }.joined()
    }
}

extension LintXcodeReport: Reporter {
    public static var identifier: String { "xcode" }
    public static var description: String { "for Xcode Run Script build phases: path:line:column: error: message [rule-id]" }

    public static func generateReport(_ report: LintResult, context: ReportContext) -> String {
        render(report)
    }
}
