import Foundation

/// Picks the strings tables out of the files a bundle scan walked (`BundleScanner`, so `lint` and `coverage`
/// walk PATH once and skip the same folders): every `.strings`, `.stringsdict` and `.xcstrings` file, in walk
/// order (folders in name order), except those in hidden folders.
///
/// Left out: text the system shows in the system font, never in the app's fonts — `InfoPlist` tables
/// (the app's name under its icon, permission prompts), `AppShortcuts` tables (Siri and Spotlight)
/// the `Settings.bundle` (the Settings app), and the tables of an `.intentdefinition` (same name: Siri, Shortcuts
/// and the widget configuration sheet show them, FP181).
public enum LocalizationFileFinder {
    private static let systemTables: Set<String> = ["InfoPlist", "AppShortcuts"]
    private static let systemFolders: Set<String> = ["Settings.bundle"]

    /// One strings table found.
    public struct Found: Sendable, Hashable {
        /// Its walk path.
        public var path: String
        /// Which reader reads it: `.strings`, `.stringsdict` or `.xcstrings`.
        public var source: LocalizationSource
    }

    package static func tables(in contents: BundleContents) -> [Found] {
        let intentTables = Set(contents.otherFiles.compactMap { path -> String? in
            let name = String(PathName.last(of: path))
            guard (name as NSString).pathExtension == "intentdefinition" else { return nil }
            return (name as NSString).deletingPathExtension
        })
        return contents.otherFiles.compactMap { path in
            // The name first: only localization files pay for splitting their whole path.
            guard LocalizationSource.of(fileName: String(PathName.last(of: path))) != nil else { return nil }
            let components = contents.relativePath(of: path).split(separator: "/").map(String.init)
            guard let name = components.last, let source = LocalizationSource.of(fileName: name),
                  !systemTables.contains((name as NSString).deletingPathExtension),
                  !intentTables.contains((name as NSString).deletingPathExtension),
                  !components.dropLast().contains(where: { $0.hasPrefix(".") || systemFolders.contains($0) })
            else { return nil }
            return Found(path: path, source: source)
        }
    }
}
