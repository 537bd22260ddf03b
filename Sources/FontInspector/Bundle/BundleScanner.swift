import Foundation

/// Walks PATH (an app's source folder or a built `.app`) once and finds what lint reads: the Info.plists that
/// declare fonts, the style maps, and the font files.
public enum BundleScanner {
    /// Folders never entered: version control, build products (stale copies of the app's own files), and
    /// dependency managers' checkouts.
    public static let skippedFolderNames: Set<String> = [".git", ".build", "DerivedData", "Pods", "node_modules"]
    /// Skipped when these are the last components of a folder's path.
    public static let skippedFolderPaths = ["Carthage/Build"]
    /// Skipped folders that hold no font an app's Info.plist may mean: not searched even for `UIAppFonts` entries
    /// that match nothing else (see `FontRegistration`).
    static let buildProductFolderNames: Set<String> = [".git", ".build", "DerivedData"]
    /// Larger `.plist` / `.json` files are not considered as style maps (real ones are a few kilobytes).
    public static let maximumStyleMapSize = 1024 * 1024

    /// Walks `root`; `exclude` are patterns relative to it (see `PathGlob`). Throws when `root` is not a folder
    /// that can be read — lint cannot run then.
    /// `outsideLinks`: lint reads nothing outside `root` (the default); `coverage` follows links to font files, as
    /// `list` does, since an app's fonts may be linked in from elsewhere.
    public static func scan(
        _ root: String, exclude: [String] = [], outsideLinks: OutsideLinkPolicy = .readNothingOutside
    ) throws(InputProblem) -> BundleContents {
        switch FileStatus.of(root) {
        case .directory: break
        case .unavailable(let reason):
            throw InputProblem(kind: .unreadable, message: "cannot read the folder: \(reason)", file: root)
        case .regular, .special:
            throw InputProblem(kind: .unreadable, message: "not a folder; expected an app's source folder or a built .app", file: root)
        }
        var contents = BundleContents(root: root, layout: isBuiltBundle(root) ? .builtBundle : .sourceFolder)
        let globs = exclude.map(PathGlob.init)
        let relativePath = contents.relativePath(of:)
        var collector = FontFileCollector(excluding: { isSkipped(relativePath($0), globs: globs) }, outsideLinks: outsideLinks)
        collector.add(root)
        contents.fontFiles = collector.candidates
        contents.otherFiles = collector.otherFiles
        contents.skippedPaths = collector.excludedPaths
        contents.problems = collector.errors.map { InputProblem(kind: .unreadable, message: $0.message, file: $0.file) }
        contents.notes = collector.notes
        for file in collector.otherFiles {
            if isInfoPlistName(file) {
                let info = InfoPlistFonts.read(file: file)
                if info.declaresFonts || !info.problems.isEmpty { contents.infoPlists.append(info) }
            } else {
                switch styleMap(at: file) {
                case .styleMap(let styleMap): contents.styleMaps.append(styleMap)
                case .passedOver(let note): contents.notes.append(note)
                case .notAStyleMap: break
                }
            }
        }
        return contents
    }

    /// A `.app` folder, or a folder with a macOS bundle's `Contents/Info.plist`.
    public static func isBuiltBundle(_ root: String) -> Bool {
        var trimmed = Substring(root)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        if trimmed.hasSuffix(".app") { return true }
        if case .regular = FileStatus.of(trimmed + "/Contents/Info.plist") { return true }
        return false
    }

    /// `Info.plist`, or a target's `MyApp-Info.plist`.
    public static func isInfoPlistName(_ path: String) -> Bool {
        let name = PathName.last(of: path)
        return name == "Info.plist" || name.hasSuffix("-Info.plist")
    }

    static func isSkipped(_ relativePath: String, globs: [PathGlob]) -> Bool {
        skippedFolderNames.contains(String(PathName.last(of: relativePath)))
            || endsWithSkippedFolderPath(relativePath) || globs.contains { $0.matches(relativePath) }
    }

    static func isBuildProduct(_ relativePath: String) -> Bool {
        buildProductFolderNames.contains(String(PathName.last(of: relativePath)))
            || endsWithSkippedFolderPath(relativePath)
    }

    private static func endsWithSkippedFolderPath(_ relativePath: String) -> Bool {
        skippedFolderPaths.contains { relativePath == $0 || relativePath.hasSuffix("/" + $0) }
    }

    /// What a walked file is, as a style map.
    private enum StyleMapCandidate {
        case styleMap(StyleMap)
        case notAStyleMap
        /// It mentions a style map's keys but could not be read: named, since its styles were not checked.
        case passedOver(InputProblem)
    }

    /// The style map in `file`, when it is a small `.plist` or `.json` whose content looks like one. Only files
    /// that mention `fontName` or `fontSize` are parsed: a style map has one of them (see `looksLikeStyleMap`),
    /// and a project's other JSON (asset catalogues, package manifests) is then skipped unparsed. One that
    /// mentions them but is too large or cannot be parsed is passed over with a note, not quietly.
    private static func styleMap(at file: String) -> StyleMapCandidate {
        guard PathName.hasSuffix(file, ignoringCase: ".plist") || PathName.hasSuffix(file, ignoringCase: ".json"),
              case .regular(let size) = FileStatus.of(file) else {
            return .notAStyleMap
        }
        guard size <= maximumStyleMapSize else {
            guard let head = try? FileSignature.prefix(of: file, count: maximumStyleMapSize).get(), mentionsEntryKeys(Data(head)) else {
                return .notAStyleMap
            }
            return .passedOver(InputProblem(
                message: "mentions fontName or fontSize but is \(size) bytes, larger than the "
                    + "\(maximumStyleMapSize / 1024 / 1024) MiB read as a style map; not checked", file: file))
        }
        guard let data = try? PropertyListDocument.readBounded(file, maximumFileSize: maximumStyleMapSize),
            mentionsEntryKeys(data)
        else { return .notAStyleMap }
        let document: PropertyListDocument
        do throws(InputProblem) {
            document = try PropertyListDocument.parse(data, file: file)
        } catch {
            return .passedOver(InputProblem(
                message: "mentions fontName or fontSize but is not a readable property list or JSON "
                    + "(\(error.message)); not checked as a style map", file: file))
        }
        return StyleMap.looksLikeStyleMap(document.root) ? .styleMap(StyleMap(document: document)) : .notAStyleMap
    }

    private static func mentionsEntryKeys(_ data: Data) -> Bool {
        entryKeys.contains { data.range(of: $0) != nil }
    }

    private static let entryKeys = [StyleMap.fontNameKey, StyleMap.fontSizeKey].map { Data($0.utf8) }
}
