struct UnregisteredFont: Rule {
    static let id = "unregistered-font"
    static let defaultSeverity = Severity.warning
    static let category = RuleCategory.registration
    static let rationale = "A font file in the app that no UIAppFonts entry (or ATSApplicationFontsPath) covers is never registered: code that names its faces gets nil or the system font."

    func check(_ bundle: FontBundle) -> [Finding] {
        let plists = bundle.infoPlists.filter(\.declaresFonts).map(\.file)
        return bundle.fonts.filter { !$0.isRegistered && !$0.faces.isEmpty }.map { font in
            let names = Array(Set(font.faces.compactMap(\.postScriptName))).sorted()
            let faces = names.isEmpty ? "" : " (\(names.prefix(3).joined(separator: ", "))\(names.count > 3 ? ", …" : ""))"
            let fix = plists.isEmpty
                ? "no Info.plist under \(bundle.root) declares UIAppFonts"
                : "add it to UIAppFonts in \(plists.joined(separator: " or "))"
            return finding("\(font.path): font file\(faces) is not registered; \(fix)", file: font.path)
        }
    }
}
