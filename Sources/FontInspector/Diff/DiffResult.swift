/// What `fontinspect diff` found: both sides as read, every paired face with its changes (unchanged ones too),
/// the removed and added faces, and the findings (the app's broken references among them) that decide the exit.
public struct DiffResult: Sendable {
    /// OLD as read.
    public var old: DiffSide
    /// NEW as read.
    public var new: DiffSide
    /// In OLD's face order.
    public var changes: [FaceChange]
    /// OLD's faces no NEW face pairs with, in OLD's order.
    public var removed: [DiffFace]
    /// NEW's faces no OLD face pairs with, in NEW's order.
    public var added: [DiffFace]
    /// Sorted by file, line and column, as lint sorts them.
    public var findings: [Finding]
    /// `--app PATH`, and how many of its font names were resolved against both sides.
    public var app: String?
    /// How many of the app's font names were resolved (0 without `--app`).
    public var referenceCount: Int
    /// `--strict`: removals and lost characters fail the diff too.
    public var strict: Bool
    /// What the walks and the app's load passed over.
    public var notes: [InputProblem]

    /// A result assembled by `DiffRunner` (or a test).
    public init(
        old: DiffSide, new: DiffSide, changes: [FaceChange], removed: [DiffFace], added: [DiffFace], findings: [Finding],
        app: String? = nil, referenceCount: Int = 0, strict: Bool = false, notes: [InputProblem] = []
    ) {
        self.old = old
        self.new = new
        self.changes = changes
        self.removed = removed
        self.added = added
        self.app = app
        self.referenceCount = referenceCount
        self.strict = strict
        self.notes = notes
        self.findings = LintResult(root: app ?? new.label, findings: findings, fontCount: 0, infoPlistCount: 0, styleMapCount: 0).findings
    }

    /// The pairs where something changed.
    public var changed: [FaceChange] { changes.filter { !$0.isUnchanged } }

    /// Every file that could not be read, OLD's first.
    public var errors: [InputProblem] { old.errors + new.errors }

    /// True when the update breaks something: an error finding (a reference that breaks, a used face removed, a
    /// registered file gone); with `strict`, also any face removed or renamed and any character lost.
    public var breaks: Bool {
        if findings.contains(where: { $0.severity == .error }) { return true }
        guard strict else { return false }
        return !removed.isEmpty || changes.contains { $0.change(of: .postScriptName) != nil || !($0.coverage?.lost.isEmpty ?? true) }
    }

    /// The findings as a lint result, for the line formats lint already has (xcode, github, sarif).
    public var lintResult: LintResult {
        LintResult(
            root: app ?? new.label, findings: findings, fontCount: old.fileCount + new.fileCount, infoPlistCount: 0, styleMapCount: 0,
            fontReferenceCount: referenceCount, notes: notes)
    }
}
