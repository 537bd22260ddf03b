/// What a lint run produced: the findings, sorted by file and line, and what was looked at.
public struct LintResult: Sendable {
    public var root: String
    public var findings: [Finding]
    public var fontCount: Int
    public var infoPlistCount: Int
    public var styleMapCount: Int

    public init(root: String, findings: [Finding], fontCount: Int, infoPlistCount: Int, styleMapCount: Int) {
        self.root = root
        self.findings = findings.sorted { lhs, rhs in
            (lhs.location.file, lhs.location.line ?? 0, lhs.ruleID, lhs.message)
                < (rhs.location.file, rhs.location.line ?? 0, rhs.ruleID, rhs.message)
        }
        self.fontCount = fontCount
        self.infoPlistCount = infoPlistCount
        self.styleMapCount = styleMapCount
    }

    public func count(_ severity: Severity) -> Int { findings.filter { $0.severity == severity }.count }

    /// True when the lint fails: any error, or with `strict` any warning too.
    public func fails(strict: Bool) -> Bool {
        findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
    }

    /// "2 errors, 1 warning, no infos" for the text report's last line.
    public var summaryLine: String {
        let parts = [(Severity.error, "error"), (.warning, "warning"), (.info, "info")].map { severity, word in
            let count = count(severity)
            return "\(count) \(word)\(count == 1 ? "" : "s")"
        }
        return parts.joined(separator: ", ")
            + " (\(fontCount) font file\(fontCount == 1 ? "" : "s"), \(infoPlistCount) Info.plist\(infoPlistCount == 1 ? "" : "s"), "
            + "\(styleMapCount) style map\(styleMapCount == 1 ? "" : "s"))"
    }
}
