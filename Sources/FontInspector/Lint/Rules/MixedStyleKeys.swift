struct MixedStyleKeys: Rule {
    static let id = "mixed-style-keys"
    static let defaultSeverity = Severity.error
    static let category = RuleCategory.styleMap
    static let rationale = "Early ScaledFont versions key styles by UIKit raw values (UICTFontTextStyleBody), 1.x by SwiftUI names (body, title); a map mixing both is read by neither version completely."

    func check(_ context: LintContext) -> [Finding] {
        context.bundle.styleMaps.flatMap { map in
            map.problems.filter { $0.kind == .mixedStyleKeys }.map { finding(.mixedStyleKeys($0), file: map.file, line: $0.line) }
        }
    }
}

extension Finding.Message {
    static func mixedStyleKeys(_ problem: BundleProblem) -> Self { Self(problem.message) }
}
