/// `diff --format github`: the findings as GitHub Actions annotations, through lint's reporter.
public enum DiffGitHubReport: Reporter {
    public static var identifier: String { "github" }
    public static var description: String { LintGitHubReport.description }
    public static func generateReport(_ report: DiffResult, context: ReportContext) -> String {
        LintGitHubReport.generateReport(report.lintResult, context: context)
    }
}
