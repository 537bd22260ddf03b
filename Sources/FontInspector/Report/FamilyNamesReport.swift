/// `list --format familynames`: the lines the familiar device snippet prints,
///
///     for family in UIFont.familyNames.sorted() {
///         print("Family: \(family) Font names: \(UIFont.fontNames(forFamilyName: family).sorted())")
///     }
///
/// so that a device's output and this one can be compared line by line. Swift's own `<` and array
/// description produce the order and the quoting, as they do on the device. Control characters in a
/// family name are escaped the way the array escapes them in names (a device prints them raw), so
/// that a hostile font cannot split the line.
public enum FamilyNamesReport {
    /// The lines, and the faces left out of them.
    package struct Output: Sendable {
        /// The lines a device prints, one per family.
        package var text: String
        /// Faces that a device would not list, each with the reason: the caller reports them as notes.
        package var omitted: [(face: FontFace, reason: String)]
    }

    package static func render(_ faces: [FontFace]) -> Output {
        var namesByFamily: [String: Set<String>] = [:]
        var omitted: [(FontFace, String)] = []
        for face in faces {
            guard face.isLoadableOnApplePlatforms else {
                omitted.append((face, "\(face.format.rawValue) fonts are not loadable on Apple platforms"))
                continue
            }
            guard let family = face.family, let name = face.postScriptName else {
                omitted.append((face, face.postScriptName == nil
                    ? "the face has no PostScript name (name ID 6), so code cannot name it"
                    : "the face has no family name (name ID 1 or 16)"))
                continue
            }
            namesByFamily[family, default: []].insert(name)
        }
        let text = namesByFamily.sorted { $0.key < $1.key }.map { family, names in
            "Family: \(TerminalText.escaping(family)) Font names: \(names.sorted())\n"
        }.joined()
        return Output(text: text, omitted: omitted)
    }
}

extension FamilyNamesReport: Reporter {
    public static var identifier: String { "familynames" }
    public static var description: String { "the lines UIFont's familyNames snippet prints on a device, to compare" }

    public static func generateReport(_ report: [FontFace], context: ReportContext) -> String {
        render(report).text
    }
}
