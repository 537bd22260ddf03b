struct InvalidInfoPlist: Rule {
    static let id = "invalid-info-plist"
    static let defaultSeverity = Severity.error
    static let category = RuleCategory.registration
    static let rationale = "An Info.plist that cannot be read, or whose UIAppFonts is not an array of path strings, registers none (or only some) of the app's fonts."

    func check(_ context: LintContext) -> [Finding] {
        // The readers' messages name the key already, so the location carries no key path.
        context.bundle.infoPlists.flatMap { plist in
            plist.problems.map { finding(.invalidInfoPlist($0), file: plist.file, line: $0.line) }
        }
    }
}

extension Finding.Message {
    static func invalidInfoPlist(_ problem: BundleProblem) -> Self { Self(problem.message) }
}
