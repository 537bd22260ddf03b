import Foundation

/// Finds the strings tables under a folder (a project, or a built app): every `.strings`,
/// `.stringsdict` and `.xcstrings` file, folders walked in name order, hidden folders (`.git`,
/// `.build`) skipped, each folder once however many links reach it.
///
/// Left out: text the system shows in the system font, never in the app's fonts — `InfoPlist` tables
/// (the app's name under its icon, permission prompts), `AppShortcuts` tables (Siri and Spotlight)
/// and the `Settings.bundle` (the Settings app).
public struct LocalizationFileFinder {
    private static let systemTables: Set<String> = ["InfoPlist", "AppShortcuts"]
    private static let systemFolders: Set<String> = ["Settings.bundle"]

    public struct Found: Sendable, Hashable {
        public var path: String
        public var source: LocalizationSource
    }

    private var files: [Found] = []
    private var errors: [FontReadError] = []
    private var seenDirectories: Set<String> = []

    public static func find(under path: String) -> (files: [Found], errors: [FontReadError]) {
        var finder = LocalizationFileFinder()
        switch FileStatus.of(path) {
        case .directory: finder.walk(path)
        case .unavailable(let reason): finder.errors.append(FontReadError(file: path, reason: reason))
        case .regular, .special: finder.errors.append(FontReadError(file: path, reason: "not a folder"))
        }
        return (finder.files, finder.errors)
    }

    private mutating func walk(_ directory: String) {
        guard let real = FileStatus.realPath(directory), seenDirectories.insert(real).inserted else { return }
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            errors.append(FontReadError(file: directory, reason: "cannot list the folder: permission denied or unreadable"))
            return
        }
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        // Byte order, so that the result is the same on every machine and locale.
        for name in entries.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
            let path = base + name
            switch FileStatus.of(path) {
            case .directory where !name.hasPrefix(".") && !Self.systemFolders.contains(name): walk(path)
            case .regular:
                guard let source = LocalizationSource.of(fileName: name),
                      !Self.systemTables.contains((name as NSString).deletingPathExtension) else { continue }
                files.append(Found(path: path, source: source))
            default: continue
            }
        }
    }
}
