struct ItalicAngle: Rule {
    static let id = "italic-angle"
    static let defaultSeverity = Severity.warning
    static let category = RuleCategory.faceHygiene
    static let rationale = "post.italicAngle places the caret and synthesised underlines; an italic face with angle 0, or an upright face with a slant, draws carets and selections askew."

    func check(_ bundle: FontBundle) -> [Finding] {
        bundle.fonts.flatMap { font in
            font.details.compactMap { details in
                guard let angle = details.italicAngle else { return nil }
                let place = BundleFace(font: font, face: details.face).place
                if details.face.italic && angle == 0 {
                    return finding("\(place): the face is italic but post.italicAngle is 0", file: font.path)
                }
                if !details.face.italic && angle != 0 {
                    return finding("\(place): the face is upright but post.italicAngle is \(JSONValue.format(angle))", file: font.path)
                }
                return nil
            }
        }
    }
}
