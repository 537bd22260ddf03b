/// What `fontinspect diff` was asked to compare: two font files or folders, or one folder against itself at a git
/// revision, and optionally the app whose references are checked against both.
public struct DiffOptions: Sendable {
    /// OLD: a font file or folder; with `gitRevision`, the path whose fonts at that revision are OLD.
    public var old: String
    /// NEW: a font file or folder.
    public var new: String
    /// `--git REV`: OLD is `old` as it was at this revision (read with `git show`, never checked out).
    public var gitRevision: String?
    /// `--app PATH`: the app whose font references are resolved against OLD and NEW.
    public var app: String?
    /// `--style-map`: style maps whose Bold Text mapping is compared (besides the app's own).
    public var styleMaps: [String]
    /// `--strict`: any removal or coverage loss fails too.
    public var strict: Bool

    /// A comparison of `old` with `new`; the rest as the command-line flags of the same names.
    public init(old: String, new: String, gitRevision: String? = nil, app: String? = nil, styleMaps: [String] = [], strict: Bool = false) {
        self.old = old
        self.new = new
        self.gitRevision = gitRevision
        self.app = app
        self.styleMaps = styleMaps
        self.strict = strict
    }
}
