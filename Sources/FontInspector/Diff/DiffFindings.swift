/// The rule ids of diff's findings, which the xcode, github and sarif formats print after the message, and the
/// faces' findings: a face removed or renamed, characters lost.
enum DiffFindings {
    static let referenceBreaks = "diff-reference-breaks"
    static let referenceChangesFace = "diff-reference-changes-face"
    static let registeredFileRemoved = "diff-registered-file-removed"
    static let faceRemoved = "diff-face-removed"
    static let postScriptNameChanged = "diff-postscript-name-changed"
    static let coverageLost = "diff-coverage-lost"
    static let boldTextChanges = "diff-bold-text-changes"

    /// A removed face: an error when the app loads it (some reference resolved to it in OLD), else a warning.
    static func removed(_ face: DiffFace, used: Bool) -> Finding {
        Finding(
            ruleID: faceRemoved, severity: used ? .error : .warning,
            message: Finding.Message("\(face.label) is not in NEW" + (used ? "; the app loads it" : "")),
            location: Finding.Location(face: face.face, file: face.face.file), subject: face.face.postScriptName)
    }

    static func renamed(_ change: FaceChange, _ rename: AttributeChange) -> Finding {
        Finding(
            ruleID: postScriptNameChanged, severity: .warning,
            message: Finding.Message("PostScript name \(rename.old) is \(rename.new) in NEW (paired by \(change.pair.method.words)); code that names \(rename.old) gets nil"),
            location: Finding.Location(face: change.pair.new.face, file: change.pair.new.face.file), subject: rename.old)
    }

    static func coverageLost(_ change: FaceChange, _ coverage: CoverageChange) -> Finding {
        let shown = coverage.lost.prefix(8).compactMap(Unicode.Scalar.init).map(CodePoint.label).joined(separator: ", ")
        var text = "\(change.pair.new.label) lost \(Plural.counted(coverage.lost.count, "character")): \(shown)\(coverage.lost.count > 8 ? ", …" : "")"
        if !coverage.lostInAppStrings.isEmpty {
            text += "; the app's strings use \(Plural.counted(coverage.lostInAppStrings.count, "of them", plural: "of them"))"
        }
        return Finding(
            ruleID: coverageLost, severity: .warning, message: Finding.Message(text),
            location: Finding.Location(face: change.pair.new.face, file: change.pair.new.face.file), subject: change.pair.new.face.postScriptName)
    }
}
