/// The lint text report's last line, `2 errors, 1 warning, 0 infos (…what was read…)`: presentation, so
/// it lives with the reports, not in `LintResult`. Source files, Interface Builder files and targets are
/// named only when there were some.
public enum LintSummaryLine {
    package static func text(_ result: LintResult) -> String {
        let parts = [(Severity.error, "error"), (.warning, "warning"), (.info, "info")].map { severity, word in
            Plural.counted(result.count(severity), word)
        }
        var inputs = [
            Plural.counted(result.fontCount, "font file"), Plural.counted(result.infoPlistCount, "Info.plist"),
            Plural.counted(result.styleMapCount, "style map"),
        ]
        if result.sourceFileCount > 0 { inputs.append(Plural.counted(result.sourceFileCount, "source file")) }
        if result.interfaceBuilderFileCount > 0 {
            inputs.append(Plural.counted(result.interfaceBuilderFileCount, "Interface Builder file"))
        }
        if !result.targets.isEmpty {
            inputs.append(Plural.word(result.targets.count, "target") + " " + result.targets.joined(separator: ", "))
        }
        var line = parts.joined(separator: ", ") + " (" + inputs.joined(separator: ", ") + ")"
        var unreported: [String] = []
        if !result.suppressedFindings.isEmpty { unreported.append("\(result.suppressedFindings.count) suppressed by fontinspect: comments") }
        if !result.baselinedFindings.isEmpty { unreported.append("\(result.baselinedFindings.count) in the baseline") }
        if !unreported.isEmpty { line += "; not reported: " + unreported.joined(separator: ", ") }
        return line
    }
}
