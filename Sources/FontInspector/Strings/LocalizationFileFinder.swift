import Foundation

/// Picks the strings tables out of the files a bundle scan walked (`BundleScanner`, so `lint` and `coverage`
/// walk PATH once and skip the same folders): every `.strings`, `.stringsdict` and `.xcstrings` file, in walk
/// order (folders in name order), except those in hidden folders.
///
/// Left out: text the system shows in the system font, never in the app's fonts — `InfoPlist` tables
/// (the app's name under its icon, permission prompts), `AppShortcuts` tables (Siri and Spotlight)
/// the `Settings.bundle` (the Settings app), and the tables of an `.intentdefinition` (same name: Siri, Shortcuts
/// and the widget configuration sheet show them, FP181). Left out too: the tables inside a built product in the
/// checkout (`.framework`, `.xcframework`, `.app`: a framework shows its strings in its own windows, a committed
/// `.app` holds copies), and a nested `.bundle`'s tables in a language the app itself has no `.lproj` for: a
/// bundle's strings are shown in the app's language (FP360).
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
        let appLanguages = ownLanguages(in: contents)
        return contents.otherFiles.compactMap { path in
            // The name first: only localization files pay for splitting their whole path.
            guard LocalizationSource.of(fileName: String(PathName.last(of: path))) != nil else { return nil }
            let components = contents.relativePath(of: path).split(separator: "/").map(String.init)
            guard let name = components.last, let source = LocalizationSource.of(fileName: name),
                  !systemTables.contains((name as NSString).deletingPathExtension),
                  !intentTables.contains((name as NSString).deletingPathExtension),
                  !components.dropLast().contains(where: { $0.hasPrefix(".") || systemFolders.contains($0) || isBuiltProduct($0) })
            else { return nil }
            if let appLanguages, components.dropLast().contains(where: isNestedBundle),
               !shows(language: LocalizationLanguage.of(path: path), to: appLanguages) {
                return nil
            }
            return Found(path: path, source: source)
        }
    }

    private static let builtProductExtensions: Set<String> = ["framework", "xcframework", "app"]

    private static func isBuiltProduct(_ folder: String) -> Bool {
        builtProductExtensions.contains((folder as NSString).pathExtension.lowercased())
    }

    private static func isNestedBundle(_ folder: String) -> Bool {
        (folder as NSString).pathExtension.lowercased() == "bundle"
    }

    /// The primary language codes of the app's own `.lproj` folders (outside nested bundles and built products),
    /// `Base` left out; nil when that says nothing — no such folder, or a string catalog (whose languages are
    /// inside it) beside them.
    private static func ownLanguages(in contents: BundleContents) -> Set<String>? {
        var languages: Set<String> = []
        for path in contents.otherFiles {
            let isCatalog = LocalizationSource.of(fileName: String(PathName.last(of: path))) == .stringCatalog
            guard isCatalog || path.contains(".lproj/") else { continue }
            let folders = contents.relativePath(of: path).split(separator: "/").dropLast().map(String.init)
            guard !folders.contains(where: { $0.hasPrefix(".") || isNestedBundle($0) || isBuiltProduct($0) }) else { continue }
            if isCatalog { return nil }
            let language = LocalizationLanguage.of(path: path)
            guard language != LocalizationLanguage.base, language != LocalizationLanguage.unspecified else { continue }
            languages.insert(primaryCode(of: language))
        }
        return languages.isEmpty ? nil : languages
    }

    /// Whether a nested bundle's table in `language` is ever shown in an app localized in `appLanguages`:
    /// its Base and unlocalized tables always are (they are the development language's).
    private static func shows(language: String, to appLanguages: Set<String>) -> Bool {
        language == LocalizationLanguage.base || language == LocalizationLanguage.unspecified
            || appLanguages.contains(primaryCode(of: language))
    }

    /// `zh` for `zh-Hant`, `zh_TW` and `zh`; `pt` for `pt-BR`; lowercased.
    private static func primaryCode(of language: String) -> String {
        String(language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
    }
}
