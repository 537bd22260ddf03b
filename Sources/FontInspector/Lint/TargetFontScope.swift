/// The font files a name written in one file can load, and which of them are registered there: what the app
/// targets that compile or copy the file ship and register (M402). Eight app copies in one checkout each copy
/// their own files; a copy whose Info.plist registers nothing draws in the system font, however many other
/// copies register theirs. Only fonts that other app targets copy, and this file's targets do not, are left out:
/// a pod's, a package's or a framework's file stays loadable, as the checkout's registration says.
struct TargetFontScope: Hashable {
    /// The file's app targets, by index in `FontBundle.targets` (names repeat across projects): the scope's identity.
    let targetIndices: [Int]
    /// Their names, for messages.
    let targets: [String]
    /// Font files only app targets other than the file's copy: in their bundles, not in this one's.
    let otherTargetsFiles: Set<String>
    /// The files the file's targets copy.
    let copiedFiles: Set<String>
    /// Of `copiedFiles`, those one of the targets' Info.plists registers (all of a target whose Info.plists lint has
    /// not read).
    let registeredFiles: Set<String>

    /// One scope per set of targets: its sets of files are not hashed for every name looked up.
    static func == (left: Self, right: Self) -> Bool { left.targetIndices == right.targetIndices }
    func hash(into hasher: inout Hasher) { hasher.combine(targetIndices) }

    func canLoad(_ font: BundleFont) -> Bool { !otherTargetsFiles.contains(font.path) }

    /// A file the targets copy is registered when their own Info.plists register it (and the checkout's
    /// registration agrees: a scope never registers what it does not); any other file as the checkout's says.
    func isRegistered(_ font: BundleFont, in bundle: FontBundle) -> Bool {
        bundle.isRegistered(font) && (!copiedFiles.contains(font.path) || registeredFiles.contains(font.path))
    }

    /// The bundle as the file's targets see it, as much of it as `FontNameLookup` reads: their loadable fonts,
    /// registered as `isRegistered` says, and the system fonts.
    func restricting(_ bundle: FontBundle) -> FontBundle {
        let fonts = bundle.fonts.filter(canLoad)
        return FontBundle(
            root: bundle.root, fonts: fonts,
            registration: FontRegistration(registeredFiles: Set(fonts.filter { isRegistered($0, in: bundle) }.map(\.path))),
            systemFontNames: bundle.systemFontNames)
    }
}

/// Each file's `TargetFontScope`, from the app targets whose members it is (as `ReferencePlatforms` finds a file's
/// platforms). Nil — the whole checkout's fonts, as before M402 — where lint cannot know what loads the file's
/// names: a file in no app target, or one a framework or library also builds (whose host apps lint does not know).
/// A target whose sources lint does not know may compile any file: it belongs to every scope.
struct ReferenceFontScopes {
    private let targetsByFile: [String: [Int]]
    private var scopes: [[Int]: TargetFontScope] = [:]
    private let targets: [XcodeTarget]
    /// What each target's own Info.plists register; nil where lint has not read them all (no `INFOPLIST_FILE`, or one
    /// not committed): the checkout's registration then decides for the files it copies.
    private let registrations: [TargetAppFonts?]
    /// Each font file app targets copy (and no framework or library does), with those targets.
    private let copiers: [String: Set<Int>]

    init(bundle: FontBundle) {
        let targets = bundle.targets
        self.targets = targets
        guard targets.count > 1 else {
            targetsByFile = [:]
            registrations = []
            copiers = [:]
            return
        }
        let embeddedMembers = bundle.embeddedTargets.reduce(into: Set<String>()) { $0.formUnion($1.memberFiles) }
        let unknownSources = targets.indices.filter { targets[$0].compiledFiles.isEmpty }
        var byFile: [String: [Int]] = [:]
        for (index, target) in targets.enumerated() {
            for file in target.memberFiles where !embeddedMembers.contains(file) { byFile[file, default: []].append(index) }
        }
        targetsByFile = byFile.mapValues { Array(Set($0 + unknownSources)).sorted() }
        let fontPaths = Set(bundle.fonts.map(\.path))
        let embeddedCopies = Set(bundle.embeddedTargets.flatMap { $0.copiedFiles.map(\.path) })
        var copiers: [String: Set<Int>] = [:]
        for (index, target) in targets.enumerated() {
            for copied in target.copiedFiles where fontPaths.contains(copied.path) && !embeddedCopies.contains(copied.path) {
                copiers[copied.path, default: []].insert(index)
            }
        }
        self.copiers = copiers
        registrations = targets.map { target in
            let read = target.infoPlists.allSatisfy { path in bundle.infoPlists.contains { $0.file == path } }
            return target.infoPlists.isEmpty || !read ? nil : TargetAppFonts(of: target, in: bundle)
        }
        for key in Set(targetsByFile.values) { scopes[key] = scope(of: key) }
    }

    /// The scope of names written in `file`; nil for the whole checkout's fonts.
    func of(_ file: String) -> TargetFontScope? { targetsByFile[file].flatMap { scopes[$0] } }

    /// What the target at `index` of `FontBundle.targets` loads and registers; nil with a single app target (the
    /// checkout's fonts are its).
    func ofTarget(at index: Int) -> TargetFontScope? { registrations.isEmpty ? nil : scopes[[index]] ?? scope(of: [index]) }

    /// A file the key's targets copy is registered when one of their Info.plists registers the path it lands at
    /// (a WatchKit App copies the fonts its extension's Info.plist lists), or when its target's are not all read.
    private func scope(of key: [Int]) -> TargetFontScope {
        let members = Set(key)
        let keyRegistrations = key.compactMap { registrations[$0] }
        var copied: Set<String> = []
        var registered: Set<String> = []
        for index in key {
            for file in targets[index].copiedFiles {
                copied.insert(file.path)
                // A data set's font is in Assets.car: no Info.plist registers it (FP440).
                let byPlist = !file.isAssetCatalogData && keyRegistrations.contains { $0.registers(file.bundlePath) }
                if registrations[index] == nil || byPlist { registered.insert(file.path) }
            }
        }
        return TargetFontScope(
            targetIndices: key, targets: key.map { targets[$0].name },
            otherTargetsFiles: Set(copiers.filter { $0.value.isDisjoint(with: members) }.keys),
            copiedFiles: copied, registeredFiles: registered)
    }
}
