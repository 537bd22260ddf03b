struct HiddenFontName: Rule {
    static let id = "hidden-font-name"
    static let defaultSeverity = Severity.warning
    static let category = RuleCategory.naming
    static let rationale = "A PostScript name starting with '.' marks a hidden system font on Apple platforms; a bundled font named so is hidden from font lists and may clash with the system's."

    func check(_ context: LintContext) -> [Finding] {
        context.bundle.allFaces.compactMap { item in
            guard let name = item.face.postScriptName, name.hasPrefix(".") else { return nil }
            return finding(.hiddenFontName(name), face: item)
        }
    }
}

extension Finding.Message {
    static func hiddenFontName(_ name: String) -> Self {
        Self("PostScript name \"\(name)\" starts with '.', which Apple platforms reserve for hidden system fonts")
    }
}
