/// The name each finding is about, for findings whose rule did not say: the font name written at a finding's
/// place in code, a storyboard or a style map; the PostScript name of the face a finding is about; the path an
/// Info.plist entry registers; else the key path, else the message. This is what a baseline matches findings
/// by, with the rule and the file, so that lines moving do not make old findings new.
struct BaselineSubjects {
    private struct Place: Hashable {
        var file: String
        var line: Int?
        var column: Int?
        var faceIndex: Int?
        var instance: Int?
        var keyPath: String?
    }

    private var names: [Place: String] = [:]

    init(_ context: LintContext) {
        for reference in context.references {
            let location = reference.reference.location
            names[Place(file: location.file, line: location.line, column: location.column, keyPath: location.keyPath)] = reference.reference.name
        }
        for item in context.bundle.allFaces {
            guard let name = item.face.postScriptName ?? item.face.fullName else { continue }
            names[Place(file: item.font.path, faceIndex: item.face.faceIndex, instance: item.face.instanceIndex)] = name
        }
        for info in context.bundle.infoPlists {
            for entry in info.appFonts + (info.applicationFontsPath.map { [$0] } ?? []) {
                names[Place(file: entry.file, keyPath: entry.keyPath)] = entry.value
            }
        }
    }

    func subject(of finding: Finding) -> String {
        let location = finding.location
        if location.faceIndex != nil {
            return names[Place(file: location.file, faceIndex: location.faceIndex, instance: location.instance)] ?? finding.message.text
        }
        if let name = names[Place(file: location.file, line: location.line, column: location.column, keyPath: location.keyPath)] { return name }
        if let keyPath = location.keyPath { return names[Place(file: location.file, keyPath: keyPath)] ?? keyPath }
        return finding.message.text
    }
}
