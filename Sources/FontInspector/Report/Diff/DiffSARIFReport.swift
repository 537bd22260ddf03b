/// `diff --format sarif`: the findings as SARIF 2.1.0 for code scanning, through lint's reporter.
public enum DiffSARIFReport: Reporter {
    public static var identifier: String { "sarif" }
    public static var description: String { LintSARIFReport.description }
    public static func generateReport(_ report: DiffResult, context: ReportContext) -> String {
        LintSARIFReport.generateReport(report.lintResult, context: context)
    }
}
