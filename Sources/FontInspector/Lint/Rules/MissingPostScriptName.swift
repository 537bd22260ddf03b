struct MissingPostScriptName: Rule {
    static let id = "missing-postscript-name"
    static let defaultSeverity = Severity.error
    static let category = RuleCategory.naming
    static let rationale = "Code names a custom font only by its PostScript name (name ID 6); a face without one cannot be named by UIFont(name:size:) or Font.custom."

    func check(_ context: LintContext) -> [Finding] {
        context.bundle.allFaces.filter { $0.face.instanceIndex == nil && $0.face.postScriptName == nil && $0.face.isLoadableOnApplePlatforms }
            .map { finding(.missingPostScriptName, face: $0) }
    }
}

extension Finding.Message {
    static let missingPostScriptName = Self("the face has no PostScript name (name ID 6), so code cannot name it")
}
