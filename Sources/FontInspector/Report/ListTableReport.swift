/// `list`'s default output: one aligned table, faces grouped under their family's name.
public enum ListTableReport {
    package static func render(_ faces: [FontFace], styled: Bool = false) -> String {
        let listing = FaceListing(faces)
        var table = TextTable()
        table.append(["POSTSCRIPT NAME", "STYLE", "WEIGHT", "ITALIC", "FILE"])
        for family in listing.families {
            for face in family.faces { table.append(row(for: face)) }
        }
        var lines = table.rendered(indent: "  ")
        var output = String(lines.removeFirst().dropFirst(2)) + "\n"
        for family in listing.families {
            let heading = TerminalText.escaping(family.name ?? "(no family name)") + (family.faces.contains(where: \.isVariable) ? " (variable)" : "")
            output += (styled ? "\u{1B}[1m\(heading)\u{1B}[0m" : heading) + "\n"
            for _ in family.faces { output += lines.removeFirst() + "\n" }
        }
        let files = Set(faces.map(\.file)).count
        output += Plural.counted(faces.count, "face") + " in " + Plural.counted(files, "file") + ", "
            + Plural.counted(listing.families.count, "family", plural: "families") + "\n"
        return output
    }

    static func row(for face: FontFace) -> [String] {
        var file = face.file
        var position: [String] = []
        if face.faceIndex != 0 { position.append("face \(face.faceIndex)") }
        if let instance = face.instanceIndex { position.append("instance \(instance)") }
        if !position.isEmpty { file += " (" + position.joined(separator: ", ") + ")" }
        if !face.isLoadableOnApplePlatforms { file += "  [\(face.format.rawValue): not loadable on Apple platforms]" }
        return [
            face.postScriptName ?? "(no PostScript name)",
            face.style ?? "-",
            face.weight.map(String.init) ?? "-",
            face.italic ? "yes" : "no",
            file,
        ]
    }
}

extension ListTableReport: Reporter {
    public static var identifier: String { "table" }
    public static var description: String { "one aligned table, faces grouped under their family" }

    public static func generateReport(_ report: [FontFace], context: ReportContext) -> String {
        render(report, styled: context.styled)
    }
}
