/// What a lint run produced: the findings, sorted by file, line and column, and what was looked at.
public struct LintResult: Sendable {
    /// PATH as given.
    public var root: String
    /// What the rules reported, after suppressions and the baseline.
    public var findings: [Finding]
    /// Font files read.
    public var fontCount: Int
    /// Info.plists read (those that declare fonts or could not be read).
    public var infoPlistCount: Int
    /// Style maps read.
    public var styleMapCount: Int
    /// Swift and Objective-C files scanned for font names.
    public var sourceFileCount: Int
    /// Storyboards and xibs read.
    public var interfaceBuilderFileCount: Int
    /// Font names found in code and Interface Builder files, whether or not they resolved.
    public var fontReferenceCount: Int
    /// The Xcode targets linted, by name.
    public var targets: [String]
    /// Inputs passed over (a source file that is not UTF-8, a broken storyboard, a project setting that cannot be
    /// expanded): shown as `Note:` lines, not findings.
    public var notes: [InputProblem]
    /// Every font name the rules checked, with how it resolved, sorted by file, line and column: `references`.
    public var references: [ResolvedFontName]
    /// Findings a `fontinspect:disable` comment suppressed: counted in the summary, not reported.
    public var suppressedFindings: [Finding] = []
    /// Findings the `--baseline` file holds: counted in the summary, not reported.
    public var baselinedFindings: [Finding] = []
    /// The app hosts a cross-platform layer (Flutter, React Native, …) and ships nothing native to check: why a
    /// lint that checked nothing is still a pass (D281).
    public var crossPlatformHost: CrossPlatformHost?

    /// A result of values already counted: `LintRunner`'s, or a test's.
    public init(
        root: String, findings: [Finding], fontCount: Int, infoPlistCount: Int, styleMapCount: Int,
        sourceFileCount: Int = 0, interfaceBuilderFileCount: Int = 0, fontReferenceCount: Int = 0, targets: [String] = [],
        notes: [InputProblem] = [], references: [ResolvedFontName] = []
    ) {
        self.root = root
        self.findings = findings.sorted { lhs, rhs in
            let left = lhs.location, right = rhs.location
            if (left.file, left.line ?? 0, left.column ?? 0) != (right.file, right.line ?? 0, right.column ?? 0) {
                return (left.file, left.line ?? 0, left.column ?? 0) < (right.file, right.line ?? 0, right.column ?? 0)
            }
            return (left.faceIndex ?? -1, left.instance ?? -1, left.keyPath ?? "", lhs.ruleID, lhs.message.text)
                < (right.faceIndex ?? -1, right.instance ?? -1, right.keyPath ?? "", rhs.ruleID, rhs.message.text)
        }
        self.fontCount = fontCount
        self.infoPlistCount = infoPlistCount
        self.styleMapCount = styleMapCount
        self.sourceFileCount = sourceFileCount
        self.interfaceBuilderFileCount = interfaceBuilderFileCount
        self.fontReferenceCount = fontReferenceCount
        self.targets = targets
        self.notes = notes
        self.references = references.sorted { lhs, rhs in
            let left = lhs.location, right = rhs.location
            return (left.file, left.line ?? 0, left.column ?? 0, left.keyPath ?? "") < (right.file, right.line ?? 0, right.column ?? 0, right.keyPath ?? "")
        }
    }

    /// How many findings have `severity`.
    public func count(_ severity: Severity) -> Int { findings.filter { $0.severity == severity }.count }

    /// True when the lint fails: any error, or with `strict` any warning too.
    public func fails(strict: Bool) -> Bool {
        findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
    }
}
