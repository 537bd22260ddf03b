struct MissingFontFile: Rule {
    static let id = "missing-font-file"
    static let defaultSeverity = Severity.error
    static let category = RuleCategory.registration
    static let rationale = "A UIAppFonts entry (or ATSApplicationFontsPath folder) that matches no file registers nothing: every name in that file then falls back silently to the system font."

    func check(_ bundle: FontBundle) -> [Finding] {
        guard let registration = bundle.registration else { return [] }
        let entries = registration.entries.compactMap { resolved -> Finding? in
            let entry = resolved.entry
            let prefix = "\(entry.file): UIAppFonts entry \"\(entry.value)\""
            switch resolved.resolution {
            case .matched:
                return nil
            case .missing(let candidates) where !candidates.isEmpty:
                return finding("\(prefix) matches no file; \(candidates.joined(separator: ", ")) differs only in letter case, and paths are case-sensitive on devices", file: entry.file, line: entry.line)
            case .missing:
                return finding("\(prefix) matches no file under \(bundle.root)", file: entry.file, line: entry.line)
            case .ambiguous(let files):
                return finding("\(prefix) is ambiguous: \(files.joined(separator: " and ")) all match, and which one the app gets depends on target membership", file: entry.file, line: entry.line)
            case .escapesBundle:
                return finding("\(prefix) is absolute or leaves the bundle; entries are paths relative to the bundle root (it was not opened)", file: entry.file, line: entry.line)
            }
        }
        let folders = registration.folders.compactMap { resolved -> Finding? in
            let folder = resolved.folder
            let prefix = "\(folder.file): ATSApplicationFontsPath \"\(folder.value)\""
            switch resolved.resolution {
            case .matched:
                return nil
            case .missing(let candidates) where !candidates.isEmpty:
                return finding("\(prefix) names no folder; \(candidates.joined(separator: ", ")) differs only in letter case", file: folder.file, line: folder.line)
            case .missing:
                return finding("\(prefix) names no folder under the bundle's Resources", file: folder.file, line: folder.line)
            case .escapesBundle:
                return finding("\(prefix) is absolute or leaves the bundle; it is relative to Contents/Resources (it was not opened)", file: folder.file, line: folder.line)
            }
        }
        return entries + folders
    }
}
