/// Where a Copy Files build phase puts its files, as a folder relative to the bundle's resources (the bundle root
/// on iOS, watchOS and tvOS; `Contents/Resources` on macOS): the folder a `UIAppFonts` entry or
/// `ATSApplicationFontsPath` starts from. Xcode's `dstSubfolderSpec` numbers: 0 an absolute path, 1 the bundle
/// itself (Wrapper), 6 Executables, 7 Resources, 10 Frameworks, 11 Shared Frameworks, 12 Shared Support, 13
/// Plug-ins, 15 Java Resources, 16 the Products Directory — the build folder the bundle sits in, not the bundle,
/// unless `dstPath` starts inside it with `$(UNLOCALIZED_RESOURCES_FOLDER_PATH)` or `$(CONTENTS_FOLDER_PATH)`.
enum CopyFilesDestination {
    /// The folder under the bundle's resources (`""` for the resources themselves, `Fonts`), or nil when the files
    /// land elsewhere: another subfolder of the bundle, outside it, or a path lint cannot place.
    static func resourcesFolder(subfolderSpec: String?, dstPath: String, platform: ApplePlatform?) -> String? {
        let isMac = platform == .macOS
        switch subfolderSpec {
        case "7":
            return normalized(dstPath)
        case "1":
            // The wrapper is the bundle; on macOS its resources are `Contents/Resources` within it.
            guard let path = normalized(dstPath) else { return nil }
            return isMac ? within("Contents/Resources", path) : path
        case "16":
            guard let path = normalized(dstPath, leadingSetting: true), let setting = path.split(separator: "/").first.map(String.init) else { return nil }
            let rest = within(setting, path) ?? ""
            switch setting {
            case "$(UNLOCALIZED_RESOURCES_FOLDER_PATH)", "${UNLOCALIZED_RESOURCES_FOLDER_PATH}":
                return rest
            case "$(CONTENTS_FOLDER_PATH)", "${CONTENTS_FOLDER_PATH}":
                // The bundle itself on iOS; on macOS `Contents`, whose `Resources` the fonts paths start from.
                return isMac ? within("Resources", rest) : rest
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// `dstPath` with `.` and empty components dropped; nil when it is absolute, leaves the folder, or holds a
    /// build setting (allowed as the first component with `leadingSetting`).
    private static func normalized(_ dstPath: String, leadingSetting: Bool = false) -> String? {
        guard !dstPath.hasPrefix("/") else { return nil }
        var components: [String] = []
        for component in dstPath.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": guard components.popLast() != nil else { return nil }
            default: components.append(String(component))
            }
        }
        let settings = components.enumerated().filter { $0.element.contains("$") }.map(\.offset)
        guard settings.isEmpty || (leadingSetting && settings == [0]) else { return nil }
        return components.joined(separator: "/")
    }

    /// `path` below `folder` (`""` for the folder itself), or nil when it is not inside it.
    private static func within(_ folder: String, _ path: String) -> String? {
        if path == folder { return "" }
        guard path.hasPrefix(folder + "/") else { return nil }
        return String(path.dropFirst(folder.count + 1))
    }
}
