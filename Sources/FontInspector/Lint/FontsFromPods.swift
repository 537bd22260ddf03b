/// The `UIAppFonts` entries that match no file anywhere in the checkout, listed by a target that runs CocoaPods'
/// `[CP] Copy Pods Resources` phase: a pod ships the file (the react-native-vector-icons pods copy their TTFs out
/// of `node_modules`), and neither `Pods/` nor `node_modules/` is committed, so lint cannot read it (FP220). It
/// says so instead of reporting the file missing or its names unknown. The Android app's copy of the file, which
/// no target copies, changes nothing of that (FP800).
struct FontsFromPods {
    /// The entry, and the target whose pods may copy it.
    struct Entry {
        var entry: Located<String>
        var target: String
        /// The Android app's copy, the checkout's one file of that name; nil when there is none.
        var androidCopy: String?
    }

    let entries: [Entry]

    init(_ bundle: FontBundle, madeBeforeTheBuild: FontsMadeBeforeTheBuild) {
        guard let registration = bundle.registration else {
            entries = []
            return
        }
        let made = Set(madeBeforeTheBuild.entries.map(\.entry))
        entries = registration.entries.compactMap { resolved in
            // A case mismatch or an ambiguity is the app's own mistake, whatever the pods copy.
            guard case .missing(let candidates) = resolved.resolution, candidates.isEmpty, !made.contains(resolved.entry) else { return nil }
            let target = bundle.targets.first { $0.copiesPodResources && $0.infoPlists.contains(resolved.entry.file) }
            return target.map { Entry(entry: resolved.entry, target: $0.name, androidCopy: resolved.androidCopy) }
        }
    }

    /// The entry whose file name without its extension is `name` (`Ionicons` for `Ionicons.ttf`): an icon font
    /// is often named after its file.
    func entry(namedLike name: String) -> Entry? {
        entries.first { FontsMadeBeforeTheBuild.fileStem(of: $0.entry.value) == name }
    }
}
