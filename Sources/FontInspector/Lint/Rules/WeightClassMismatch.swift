struct WeightClassMismatch: Rule {
    static let id = "weight-class-mismatch"
    static let defaultSeverity = Severity.warning
    static let category = RuleCategory.faceHygiene
    static let rationale = "Apple platforms sort and match faces by usWeightClass, not by the style name; a 'SemiBold' with weight 700 is taken for the bold face, which breaks weight matching and Bold Text variants."

    func check(_ bundle: FontBundle) -> [Finding] {
        bundle.allFaces.compactMap { item in
            guard let style = item.face.style, let weight = item.face.weight,
                  let expected = StyleNameWords.weight(in: style), !expected.classes.contains(weight) else { return nil }
            let classes = expected.classes.map(String.init).joined(separator: " or ")
            let source = item.face.instanceIndex == nil ? "usWeightClass" : "the wght coordinate"
            return finding("\(item.place): style \"\(style)\" says weight \(classes), but \(source) is \(weight)", file: item.font.path)
        }
    }
}
