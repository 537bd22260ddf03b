struct HiddenFontName: Rule {
    static let id = "hidden-font-name"
    static let defaultSeverity = Severity.warning
    static let category = RuleCategory.naming
    static let rationale = "A PostScript name starting with '.' marks a hidden system font on Apple platforms; a bundled font named so is hidden from font lists and may clash with the system's."

    func check(_ bundle: FontBundle) -> [Finding] {
        bundle.allFaces.compactMap { item in
            guard let name = item.face.postScriptName, name.hasPrefix(".") else { return nil }
            return finding("\(item.place): PostScript name \"\(name)\" starts with '.', which Apple platforms reserve for hidden system fonts", file: item.font.path)
        }
    }
}
