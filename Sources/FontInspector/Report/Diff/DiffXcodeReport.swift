/// `diff --format xcode`: the findings through lint's own line reporters, so a broken reference lands
/// on its line in Xcode, in a GitHub Actions log or in code scanning exactly as a lint finding does.
public enum DiffXcodeReport: Reporter {
    public static var identifier: String { "xcode" }
    public static var description: String { LintXcodeReport.description }
    public static func generateReport(_ report: DiffResult, context: ReportContext) -> String {
        LintXcodeReport.generateReport(report.lintResult, context: context)
    }
}
