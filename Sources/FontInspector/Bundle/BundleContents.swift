/// Whether a scanned folder is an app's sources or a built app bundle: the two register fonts by different
/// path rules (see `FontRegistration`).
public enum BundleLayout: String, Sendable {
    /// A project folder: Xcode copies grouped files flat into the bundle root.
    case sourceFolder
    /// A built `.app` (iOS layout, or macOS with `Contents/`): paths are exact, case included.
    case builtBundle
}

/// Everything lint reads that one walk of PATH found. Paths are as the walk made them: PATH, `/`, then the
/// path inside it — the same strings `FontScanner` reports as `FontFileReading.file`.
public struct BundleContents: Sendable {
    /// PATH as given.
    public let root: String
    /// Source folder or built bundle: which path rules registration follows.
    public let layout: BundleLayout
    /// Info.plists that declare fonts (or cannot be read), in walk order.
    public var infoPlists: [InfoPlistFonts]
    /// Files whose content looks like a style map, in walk order.
    public var styleMaps: [StyleMap]
    /// Files whose first bytes say font, for `FontScanner.read`.
    public var fontFiles: [FontFileCandidate]
    /// Every other regular file walked, so that a `UIAppFonts` entry naming a file that is not a font still
    /// matches it (and lint can say the file is not a font rather than that it is missing).
    public var otherFiles: [String]
    /// Files and folders the walk passed over: the folders skipped by default and what `exclude` names.
    public var skippedPaths: [String]
    /// Folders that could not be listed.
    public var problems: [InputProblem]
    /// What the walk passed over and lint names in a `Note:`: links leading out of PATH, paths too long to open,
    /// files that mention style-map keys but could not be read as one.
    public var notes: [InputProblem]

    /// Contents gathered some other way than `BundleScanner` (tests, a caller's own walk).
    public init(
        root: String, layout: BundleLayout, infoPlists: [InfoPlistFonts] = [], styleMaps: [StyleMap] = [],
        fontFiles: [FontFileCandidate] = [], otherFiles: [String] = [], skippedPaths: [String] = [],
        problems: [InputProblem] = [], notes: [InputProblem] = []
    ) {
        self.root = root
        self.layout = layout
        self.infoPlists = infoPlists
        self.styleMaps = styleMaps
        self.fontFiles = fontFiles
        self.otherFiles = otherFiles
        self.skippedPaths = skippedPaths
        self.problems = problems
        self.notes = notes
    }

    /// The prefix every walked path starts with.
    var walkPrefix: String { root.hasSuffix("/") ? root : root + "/" }

    /// `path` relative to PATH (`Fonts/Inter.ttf`); paths outside PATH are returned unchanged.
    public func relativePath(of path: String) -> String {
        path.hasPrefix(walkPrefix) ? String(path.dropFirst(walkPrefix.count)) : path
    }
}
