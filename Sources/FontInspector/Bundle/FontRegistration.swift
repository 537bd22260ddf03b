import Foundation

/// What one `UIAppFonts` entry names.
public enum FontEntryResolution: Sendable, Hashable {
    /// Exactly one file: its walk path.
    case matched(String)
    /// No file with exactly this path; `caseInsensitiveCandidates` are files it names when case is ignored
    /// (Apple platforms match case-sensitively on device, so these are hints, not matches).
    case missing(caseInsensitiveCandidates: [String])
    /// Several different files in a source folder (`Fonts/A.ttf` and `Legacy/A.ttf` for entry `A.ttf`):
    /// which one ends up in the bundle depends on target membership.
    case ambiguous([String])
    /// An absolute path, or one that leads out of the bundle (`../../etc/passwd`); never opened.
    case escapesBundle
}

/// What a macOS `ATSApplicationFontsPath` names.
public enum FontFolderResolution: Sendable, Hashable {
    /// The folders it names (one in a built bundle; every folder so named in a source folder) and the font
    /// files in them and their subfolders, which are all registered.
    case matched(folders: [String], fontFiles: [String])
    /// No such folder; `caseInsensitiveCandidates` are folders it names when case is ignored.
    case missing(caseInsensitiveCandidates: [String])
    /// An absolute path, or one that leads out of the bundle.
    case escapesBundle
}

/// One `UIAppFonts` entry and the files it names.
public struct ResolvedFontEntry: Sendable, Hashable {
    /// The entry as written, with its Info.plist, line and key path.
    public var entry: Located<String>
    /// The file it names, or why it names none or several.
    public var resolution: FontEntryResolution
    /// For an entry that matches no file of the iOS build: the Android app's copy, the one file of that name in the
    /// checkout (FP800).
    public var androidCopy: String? = nil
}

/// One `ATSApplicationFontsPath` and the folders and font files it names.
public struct ResolvedFontsFolder: Sendable, Hashable {
    /// The folder as written, with its Info.plist, line and key path.
    public var folder: Located<String>
    /// The folders and files it names, or why it names none.
    public var resolution: FontFolderResolution
}

/// Which files the Info.plists of a scanned bundle register, and which font files nothing registers.
///
/// In a built bundle an entry is a path relative to the bundle root (for a macOS-layout bundle, to
/// `Contents/Resources`) and must match exactly, case included. In a source folder Xcode copies files that sit
/// in groups flat into the bundle root, so entry `Foo.ttf` matches a file named `Foo.ttf` anywhere under PATH,
/// and `Fonts/Foo.ttf` one whose path ends with `/Fonts/Foo.ttf`. An entry matched by no walked file is also
/// looked for in the folders the walk skipped (`node_modules`, `Pods`, excluded paths; not build products such
/// as `DerivedData`, whose stale copies would hide a missing file): React Native and CocoaPods apps register
/// fonts that live there.
public struct FontRegistration: Sendable {
    /// Every `UIAppFonts` entry of every Info.plist, resolved, in plist and entry order.
    public private(set) var entries: [ResolvedFontEntry] = []
    /// Every `ATSApplicationFontsPath`, resolved, in plist order.
    public private(set) var folders: [ResolvedFontsFolder] = []
    /// Every file an entry or folder registers (walk paths; all files of an ambiguous entry), some possibly
    /// found only in skipped folders and so not among `BundleContents.fontFiles`.
    public private(set) var registeredFiles: Set<String> = []
    /// Font files under PATH that no entry or folder registers, in walk order.
    public private(set) var unregisteredFontFiles: [FontFileCandidate] = []

    /// `copies`: for an Info.plist path, the files the targets it belongs to copy. An ATSApplicationFontsPath folder
    /// registers the copied files that land in it, not every font file under PATH; an entry several walked files
    /// answer to is matched to the one those targets copy to the entry's path in the bundle: `SourceCodePro.ttf`
    /// is the file copied to the bundle root, not the copy inside `Preview.bundle/fonts/` that a folder brings.
    /// `entryCopies`: for an entry a project generator's spec declares for one of the several targets that share
    /// the spec file, the files that target copies; it takes the place of the spec file's `copies`.
    /// `podCopying`: the Info.plists of targets that run CocoaPods' `[CP] Copy Pods Resources` phase.
    public init(
        contents: BundleContents, copies: [String: [CopiedFile]] = [:], entryCopies: [Located<String>: [CopiedFile]] = [:],
        podCopying: Set<String> = []
    ) {
        unregisteredFontFiles = contents.fontFiles
        // Indexing every walked file costs time in large trees: only when there is something to resolve.
        guard contents.infoPlists.contains(where: { !$0.appFonts.isEmpty || $0.applicationFontsPath != nil }) else {
            return
        }
        var index = FileIndex(contents: contents)
        let copiedAnywhere = Set(copies.values.joined().map(\.path))
        for info in contents.infoPlists {
            for entry in info.appFonts {
                var resolution = index.resolve(entry: entry.value, declaredIn: info.file)
                if case .ambiguous(let paths) = resolution, let copied = entryCopies[entry] ?? copies[info.file],
                    let wanted = Self.bundleRelativeComponents(entry.value)?.joined(separator: "/")
                {
                    let landing = Set(copied.filter { !$0.isAssetCatalogData && $0.bundlePath == wanted }.map(\.path))
                    let chosen = paths.filter(landing.contains)
                    if chosen.count == 1 { resolution = .matched(chosen[0]) }
                }
                // None of them lands in this Info.plist's target: the file the project copies at all is the one
                // meant, not another platform's copy (`android/…/Icons.ttf`, FP100).
                if case .ambiguous(let paths) = resolution {
                    let copiedSomewhere = paths.filter(copiedAnywhere.contains)
                    if copiedSomewhere.count == 1 { resolution = .matched(copiedSomewhere[0]) }
                }
                // The target copies another file to the entry's path, one the checkout lacks: that file is the one
                // registered, not a same-named file no target copies (rainbow's ios/ copy beside src/assets/fonts/, M221).
                if case .matched(let path) = resolution, !copiedAnywhere.contains(path), let copied = copies[info.file],
                    let wanted = Self.bundleRelativeComponents(entry.value)?.joined(separator: "/"),
                    copied.contains(where: { $0.bundlePath == wanted })
                {
                    resolution = .missing(caseInsensitiveCandidates: [])
                }
                // Only the Android app's copy answers, which no target copies, and the target runs CocoaPods'
                // resource phase: the iOS bundle gets a pod's file at that path (react-native-vector-icons), which
                // the checkout lacks, not that copy (ZEUS's `android/app/src/main/assets/fonts/Feather.ttf`, FP800).
                var androidCopy: String?
                if case .matched(let path) = resolution, !copiedAnywhere.contains(path), podCopying.contains(info.file),
                    AndroidSourceSet.contains(path)
                {
                    resolution = .missing(caseInsensitiveCandidates: [])
                    androidCopy = path
                }
                switch resolution {
                case .matched(let path): registeredFiles.insert(path)
                // Which one the bundle gets depends on target membership; neither is "unregistered".
                case .ambiguous(let paths): registeredFiles.formUnion(paths)
                case .missing, .escapesBundle: break
                }
                entries.append(ResolvedFontEntry(entry: entry, resolution: resolution, androidCopy: androidCopy))
            }
            if let folder = info.applicationFontsPath {
                var resolution = index.resolve(folder: folder.value, declaredIn: info.file)
                // In a source folder the targets say which files land in that folder of the app: only those register.
                if case .matched(let found, let files) = resolution, contents.layout == .sourceFolder, let copied = copies[info.file],
                    let prefix = Self.bundleRelativeComponents(folder.value)?.joined(separator: "/")
                {
                    // A data set's font is in Assets.car, in no folder of the bundle (FP440).
                    let landing = Set(copied.filter { !$0.isAssetCatalogData && (prefix.isEmpty || $0.bundlePath.hasPrefix(prefix + "/")) }.map(\.path))
                    resolution = .matched(folders: found, fontFiles: files.filter(landing.contains))
                }
                if case .matched(_, let files) = resolution { registeredFiles.formUnion(files) }
                folders.append(ResolvedFontsFolder(folder: folder, resolution: resolution))
            }
        }
        unregisteredFontFiles = contents.fontFiles.filter { !registeredFiles.contains($0.path) }
    }

    /// Adds files the build registers without an entry anyone wrote: the fonts of the storyboards' and xibs'
    /// `customFonts` index, which Xcode adds to the built Info.plist (FP340).
    mutating func register(builtEntryFiles files: Set<String>) {
        guard !files.isEmpty else { return }
        registeredFiles.formUnion(files)
        unregisteredFontFiles.removeAll { files.contains($0.path) }
    }

    /// Resolves the entries that name a file in a local Swift package's resource bundle
    /// (`Fonts_Fonts.bundle/IBMPlexSans-Regular.ttf`): SwiftPM names that bundle `<package>_<target>.bundle` and
    /// Xcode copies it into the app that links the package, so the entry registers the package's file (FP1001).
    /// `packageFonts`: the walked font files the linked packages ship as resources, each with its package's folder.
    mutating func register(packageBundleEntries packageFonts: [String: String]) {
        for index in entries.indices {
            guard case .missing = entries[index].resolution, entries[index].androidCopy == nil,
                let components = Self.bundleRelativeComponents(entries[index].entry.value), components.count > 1
            else { continue }
            let inside = "/" + components.dropFirst().joined(separator: "/")
            let shipped = packageFonts.compactMap { file, folder -> String? in
                let prefix = folder.isEmpty ? "" : folder + "/"
                let inPackage = "/" + file.dropFirst(prefix.count)
                // The bundle's name after the package's is the target, whose folder holds the file (`Sources/Fonts/`).
                guard let target = Self.packageBundleTarget(components[0], ofPackageAt: folder), inPackage.hasSuffix(inside)
                else { return nil }
                return inPackage.contains("/\(target)/") ? file : nil
            }
            guard shipped.count == 1 else { continue }
            entries[index].resolution = .matched(shipped[0])
            registeredFiles.insert(shipped[0])
            unregisteredFontFiles.removeAll { $0.path == shipped[0] }
        }
    }

    /// Resolves the entries that name a file inside a framework the app embeds: `Frameworks/Core.framework/
    /// lato_regular.ttf` is the file the framework target `Core` copies to its bundle's root, which the app embeds
    /// in `Frameworks/` (FP1400). An app extension runs from `<App>.app/PlugIns/<ext>.appex/`, so its
    /// `../../Frameworks/…` names the host app's embedded framework (FP1401).
    /// `frameworkCopies`: for each framework target's name, the files it copies. `extensionInfoPlists`: the
    /// Info.plists of app extensions.
    mutating func register(frameworkEntries frameworkCopies: [String: [CopiedFile]], extensionInfoPlists: Set<String>) {
        guard !frameworkCopies.isEmpty else { return }
        for index in entries.indices {
            let entry = entries[index].entry
            switch entries[index].resolution {
            case .missing, .escapesBundle: break
            case .matched, .ambiguous: continue
            }
            let hostRelative = extensionInfoPlists.contains(entry.file) && entry.value.hasPrefix("../../")
            guard let components = Self.bundleRelativeComponents(hostRelative ? String(entry.value.dropFirst(6)) : entry.value),
                let product = Self.embeddedFrameworkPath(components)
            else { continue }
            let copied = Set((frameworkCopies[product.framework] ?? []).filter { !$0.isAssetCatalogData && $0.bundlePath == product.inside }.map(\.path))
            guard copied.count == 1, let file = copied.first else { continue }
            entries[index].resolution = .matched(file)
            registeredFiles.insert(file)
            unregisteredFontFiles.removeAll { $0.path == file }
        }
    }

    /// The framework and the path inside it of bundle-relative components `Frameworks/<Name>.framework/<path>`
    /// (an iOS framework's resources lie at its root); nil for another path.
    static func embeddedFrameworkPath(_ components: [String]) -> (framework: String, inside: String)? {
        guard components.count > 2, components[0] == "Frameworks", components[1].hasSuffix(".framework") else { return nil }
        let framework = String(components[1].dropLast(".framework".count))
        return framework.isEmpty ? nil : (framework, components.dropFirst(2).joined(separator: "/"))
    }

    /// The target in SwiftPM's name `<package>_<target>.bundle` of a resource bundle of the package at `folder`
    /// (whose folder's name is taken for the package's); nil for another name.
    static func packageBundleTarget(_ component: String, ofPackageAt folder: String) -> Substring? {
        let package = PathName.last(of: folder)
        guard component.hasPrefix(package + "_"), component.hasSuffix(".bundle") else { return nil }
        let target = component.dropFirst(package.count + 1).dropLast(".bundle".count)
        return target.isEmpty ? nil : target
    }

    /// A registration known only by the files it registers, with no Info.plist behind it: a diff side's files
    /// that the app's `UIAppFonts` entries name, a test's fonts.
    package init(registeredFiles: Set<String>) {
        self.registeredFiles = registeredFiles
    }

    /// True when an Info.plist's UIAppFonts entry or ATSApplicationFontsPath folder registers the file at `path`.
    public func isRegistered(_ path: String) -> Bool { registeredFiles.contains(path) }

    /// The components of a bundle-relative path with `.` and `..` applied; nil when it is absolute or leads
    /// out of the bundle.
    static func bundleRelativeComponents(_ path: String) -> [String]? {
        guard !path.hasPrefix("/") else { return nil }
        var components: [String] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": guard components.popLast() != nil else { return nil }
            default: components.append(String(component))
            }
        }
        return components
    }
}

/// The walked files of one bundle, relative to PATH, and the lookups resolution needs.
private struct FileIndex {
    let contents: BundleContents
    /// Every walked file, fonts and others, relative to PATH and as walked.
    let files: [(relative: String, path: String)]
    let fontFiles: [(relative: String, path: String)]
    /// Everything under the skipped paths, listed on first need.
    private var skippedPaths: [String]?

    init(contents: BundleContents) {
        self.contents = contents
        fontFiles = contents.fontFiles.map { (contents.relativePath(of: $0.path), $0.path) }
        files = fontFiles + contents.otherFiles.map { (contents.relativePath(of: $0), $0) }
    }

    mutating func resolve(entry: String, declaredIn infoPlist: String) -> FontEntryResolution {
        guard let components = FontRegistration.bundleRelativeComponents(entry) else { return .escapesBundle }
        guard let fileName = components.last else { return .missing(caseInsensitiveCandidates: []) }
        let wanted = components.joined(separator: "/")
        switch contents.layout {
        case .builtBundle:
            let base = resourcesFolder(for: infoPlist)
            let target = base + components
            switch exactPath(target, isFolder: false) {
            case .found(let path): return .matched(path)
            case .outside: return .escapesBundle
            case .absent:
                let lowered = target.joined(separator: "/").lowercased()
                return .missing(caseInsensitiveCandidates: files.filter { $0.relative.lowercased() == lowered }.map(\.path))
            }
        case .sourceFolder:
            func endsWithEntry(_ relative: String) -> Bool { relative == wanted || relative.hasSuffix("/" + wanted) }
            var matches = files.filter { endsWithEntry($0.relative) }.map(\.path)
            if matches.isEmpty { matches = skipped(named: fileName).filter { endsWithEntry($0.relative) }.map(\.path) }
            switch matches.count {
            case 0:
                let lowered = wanted.lowercased()
                let candidates = (files + skipped(named: fileName)).filter {
                    let relative = $0.relative.lowercased()
                    return relative == lowered || relative.hasSuffix("/" + lowered)
                }
                return .missing(caseInsensitiveCandidates: candidates.map(\.path))
            case 1: return .matched(matches[0])
            default: return .ambiguous(matches)
            }
        }
    }

    func resolve(folder: String, declaredIn infoPlist: String) -> FontFolderResolution {
        guard let components = FontRegistration.bundleRelativeComponents(folder) else { return .escapesBundle }
        switch contents.layout {
        case .builtBundle:
            let target = resourcesFolder(for: infoPlist) + components
            let relative = target.joined(separator: "/")
            switch exactPath(target, isFolder: true) {
            case .found(let path):
                let fonts = fontFiles.filter { relative.isEmpty || $0.relative.hasPrefix(relative + "/") }
                return .matched(folders: [path], fontFiles: fonts.map(\.path))
            case .outside:
                return .escapesBundle
            case .absent:
                return .missing(caseInsensitiveCandidates: folders(named: relative, prefixOnly: true, ignoringCase: true))
            }
        case .sourceFolder:
            // `.` is the Resources folder itself, where Xcode copies every grouped file.
            guard !components.isEmpty else {
                return .matched(folders: [contents.root], fontFiles: fontFiles.map(\.path))
            }
            let wanted = components.joined(separator: "/")
            let matched = folders(named: wanted, prefixOnly: false, ignoringCase: false)
            guard !matched.isEmpty else {
                return .missing(caseInsensitiveCandidates: folders(named: wanted, prefixOnly: false, ignoringCase: true))
            }
            let fonts = fontFiles.filter { font in matched.contains { font.path.hasPrefix($0 + "/") } }
            return .matched(folders: matched, fontFiles: fonts.map(\.path))
        }
    }

    /// Walk paths of the folders, in walk order, whose path relative to PATH is `wanted` (or, unless
    /// `prefixOnly`, ends with `/wanted`) and that hold walked files.
    private func folders(named wanted: String, prefixOnly: Bool, ignoringCase: Bool) -> [String] {
        let wantedParts = wanted.split(separator: "/").map { ignoringCase ? $0.lowercased() : String($0) }
        var found: [String] = []
        for file in files {
            let folderParts = file.relative.split(separator: "/").dropLast().map(String.init)
            guard folderParts.count >= wantedParts.count else { continue }
            let starts = prefixOnly ? 0...0 : 0...(folderParts.count - wantedParts.count)
            for start in starts {
                let window = folderParts[start..<(start + wantedParts.count)]
                guard window.map({ ignoringCase ? $0.lowercased() : $0 }) == wantedParts else { continue }
                let folder = contents.walkPrefix + folderParts[..<(start + wantedParts.count)].joined(separator: "/")
                if !found.contains(folder) { found.append(folder) }
                break
            }
        }
        return found
    }

    /// Where a built bundle's Info.plist resolves paths from: its own folder (iOS layout, also nested `.appex`
    /// bundles), or `Contents/Resources` beside a macOS `Contents/Info.plist`. A plist outside PATH resolves
    /// from PATH.
    private func resourcesFolder(for infoPlist: String) -> [String] {
        guard infoPlist.hasPrefix(contents.walkPrefix) else {
            if case .regular = FileStatus.of(contents.walkPrefix + "Contents/Info.plist") { return ["Contents", "Resources"] }
            return []
        }
        var folder = contents.relativePath(of: infoPlist).split(separator: "/").dropLast().map(String.init)
        if folder.last == "Contents" { folder.append("Resources") }
        return folder
    }

    private enum ExactPath {
        case found(String)
        case absent
        case outside
    }

    /// Whether `components` exist under PATH spelled exactly so (checked folder by folder: a case-insensitive
    /// file system would find `foo.TTF` for `Foo.ttf`), and stay inside PATH once symbolic links are resolved.
    private func exactPath(_ components: [String], isFolder: Bool) -> ExactPath {
        var path = contents.walkPrefix
        for (offset, component) in components.enumerated() {
            let folder = offset == 0 ? contents.root : String(path.dropLast())
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder), names.contains(component)
            else { return .absent }
            path += component + "/"
        }
        path = String(path.dropLast())
        switch FileStatus.of(components.isEmpty ? contents.root : path) {
        case .regular where !isFolder, .directory where isFolder: break
        default: return .absent
        }
        guard let realRoot = FileStatus.realPath(contents.root), let real = FileStatus.realPath(path) else {
            return .absent
        }
        guard real == realRoot || real.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/") else {
            return .outside
        }
        return .found(components.isEmpty ? contents.root : path)
    }

    /// Files named `name` (case ignored) in the folders the walk skipped. Their names are listed once per
    /// bundle; only the files so named are examined.
    private mutating func skipped(named name: String) -> [(relative: String, path: String)] {
        let paths = skippedPaths ?? listSkippedPaths()
        skippedPaths = paths
        let lowered = name.lowercased()
        var found: [(relative: String, path: String)] = []
        var seen: Set<String> = []
        for path in paths where PathName.last(of: path).lowercased() == lowered {
            guard case .regular = FileStatus.of(path), seen.insert(FileStatus.realPath(path) ?? path).inserted else {
                continue
            }
            found.append((contents.relativePath(of: path), path))
        }
        return found
    }

    private func listSkippedPaths() -> [String] {
        var paths: [String] = []
        for skipped in contents.skippedPaths where !BundleScanner.isBuildProduct(contents.relativePath(of: skipped)) {
            paths.append(skipped)
            guard FileStatus.of(skipped) == .directory else { continue }
            // The enumerator does not follow symbolic links to folders, so a link loop cannot trap it.
            guard let enumerator = FileManager.default.enumerator(atPath: skipped) else { continue }
            while let relative = enumerator.nextObject() as? String {
                paths.append(skipped + "/" + relative)
            }
        }
        return paths
    }
}
