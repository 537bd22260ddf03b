struct WeightClassMismatch: Rule {
    static let id = "weight-class-mismatch"
    static let defaultSeverity = Severity.warning
    static let category = RuleCategory.faceHygiene
    static let rationale = "Apple platforms sort and match faces by usWeightClass, not by the style name; a 'SemiBold' with weight 700 is taken for the bold face, which breaks weight matching and Bold Text variants."

    func check(_ context: LintContext) -> [Finding] {
        context.bundle.allFaces.compactMap { item in
            guard let style = item.face.style, let weight = item.face.weight,
                  let expected = StyleNameWords.weight(in: style), !expected.classes.contains(weight) else { return nil }
            return finding(.weightClassMismatch(style: style, expected: expected.classes, weight: weight, isInstance: item.face.instanceIndex != nil), face: item)
        }
    }
}

extension Finding.Message {
    static func weightClassMismatch(style: String, expected: [Int], weight: Int, isInstance: Bool) -> Self {
        let classes = expected.map(String.init).joined(separator: " or ")
        let source = isInstance ? "the wght coordinate" : "usWeightClass"
        return Self("style \"\(style)\" says weight \(classes), but \(source) is \(weight)")
    }
}
