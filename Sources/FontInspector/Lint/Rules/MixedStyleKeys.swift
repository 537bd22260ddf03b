struct MixedStyleKeys: Rule {
    static let id = "mixed-style-keys"
    static let defaultSeverity = Severity.error
    static let category = RuleCategory.styleMap
    static let rationale = "Early ScaledFont versions key styles by UIKit raw values (UICTFontTextStyleBody), 1.x by SwiftUI names (body, title); a map mixing both is read by neither version completely."

    func check(_ bundle: FontBundle) -> [Finding] {
        bundle.styleMaps.flatMap { map in
            map.problems.filter { $0.kind == .mixedStyleKeys }.map { finding("\(map.file): \($0.message)", file: map.file, line: $0.line) }
        }
    }
}
