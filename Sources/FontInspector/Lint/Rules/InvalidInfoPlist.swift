struct InvalidInfoPlist: Rule {
    static let id = "invalid-info-plist"
    static let defaultSeverity = Severity.error
    static let category = RuleCategory.registration
    static let rationale = "An Info.plist that cannot be read, or whose UIAppFonts is not an array of path strings, registers none (or only some) of the app's fonts."

    func check(_ bundle: FontBundle) -> [Finding] {
        bundle.infoPlists.flatMap { plist in
            plist.problems.map { finding("\(plist.file): \($0.message)", file: plist.file, line: $0.line) }
        }
    }
}
