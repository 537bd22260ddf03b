/// The walk's own spelling of a file a project names in other letter case: Urchin's group `urchin/` for the folder
/// `Urchin/` (FP760), fleksy's `INFOPLIST_FILE = Keyboard/Info.plist` for `keyboard/`. Xcode finds such a file on
/// a Mac's volume, case-insensitive by default, and copies or compiles it as it is on disk. The lowercase index is
/// made on the first path the walk does not spell as given, so a project whose paths all match pays only for the
/// set of walked files.
final class WalkedFileSpelling {
    private let walkedFiles: [String]
    private lazy var walked = Set(walkedFiles)
    private lazy var byLowercase = Dictionary(walkedFiles.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })

    init(_ walkedFiles: [String]) {
        self.walkedFiles = walkedFiles
    }

    /// `path` itself when the walk has it, else the walked file that differs from it only in letter case, else
    /// `path` (a file the checkout lacks).
    func spelling(of path: String) -> String {
        if walked.contains(path) { return path }
        return byLowercase[path.lowercased()] ?? path
    }
}
