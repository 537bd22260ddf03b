/// What one target's own Info.plists register, by path in the built app: their `UIAppFonts` entries, the
/// `ATSApplicationFontsPath` folders, and the entries Xcode adds for the storyboards and xibs it copies (FP340).
/// Another target's Info.plist registers nothing for this one: each app and extension has its own bundle.
struct TargetAppFonts {
    private let entries: Set<String>
    private let folders: [String]

    init(of target: XcodeTarget, in bundle: FontBundle) {
        let plists = target.infoPlists.compactMap { path in bundle.infoPlists.first { $0.file == path } }
        entries = Set(plists.flatMap(\.appFonts).compactMap { FontRegistration.bundleRelativeComponents($0.value)?.joined(separator: "/") })
            .union(InterfaceBuilderFontActivation.entries(of: target, references: bundle.interfaceBuilderReferences))
        folders = plists.compactMap(\.applicationFontsPath).compactMap { FontRegistration.bundleRelativeComponents($0.value)?.joined(separator: "/") }
    }

    /// A file that lands at `bundlePath` in the built app is registered: an entry names that path, or it lands in
    /// a registered folder.
    func registers(_ bundlePath: String) -> Bool {
        entries.contains(bundlePath) || folders.contains { $0.isEmpty || bundlePath.hasPrefix($0 + "/") }
    }
}
