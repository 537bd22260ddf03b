/// The `UIAppFonts` entries whose file is not in the checkout although a target copies a file to that path:
/// the file is made before the build (a package manager's postinstall copying an icon font out of
/// `node_modules`, a script), and Xcode stops the build when it is absent, so the app never runs without it
/// (FP102). lint cannot read such a font: it says so instead of reporting it missing or its names unknown.
struct FontsMadeBeforeTheBuild {
    /// The entry, and the file the target copies to its path.
    struct Entry {
        var entry: Located<String>
        var copied: CopiedFile
        var target: String
    }

    let entries: [Entry]

    init(_ bundle: FontBundle) {
        guard let registration = bundle.registration else {
            entries = []
            return
        }
        entries = registration.entries.compactMap { resolved in
            guard case .missing(let candidates) = resolved.resolution, candidates.isEmpty,
                let wanted = FontRegistration.bundleRelativeComponents(resolved.entry.value)?.joined(separator: "/")
            else { return nil }
            for target in bundle.targets where target.infoPlists.contains(resolved.entry.file) {
                if let copied = target.copiedFiles.first(where: { $0.bundlePath == wanted }) {
                    return Entry(entry: resolved.entry, copied: copied, target: target.name)
                }
            }
            return nil
        }
    }

    /// The entry whose file name without its extension is `name` (`compass-icons` for `compass-icons.ttf`):
    /// an icon font is often named after its file, and its faces cannot be read here.
    func entry(namedLike name: String) -> Entry? {
        entries.first { Self.fileStem(of: $0.entry.value) == name }
    }

    /// The entry's file name without its extension (`compass-icons` for `Fonts/compass-icons.ttf`); nil when
    /// nothing is left.
    static func fileStem(of entry: String) -> String? {
        let fileName = entry.split(separator: "/").last.map(String.init) ?? entry
        let stem = fileName.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
        return stem.isEmpty ? nil : stem
    }
}
