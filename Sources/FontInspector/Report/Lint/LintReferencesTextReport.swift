/// `lint --references` (text format): every font name lint checked, one aligned row each — place, kind, the name,
/// how it resolved and the face it loads — so that a person can audit what lint saw. Names come from files, so
/// their control characters are escaped.
public enum LintReferencesTextReport {
    package static func render(_ result: LintResult) -> String {
        guard !result.references.isEmpty else { return "Font names checked: none\n" }
        var table = TextTable()
        for reference in result.references {
            let location = reference.location
            var place = location.file
            if let line = location.line { place += ":\(line)" + (location.column.map { ":\($0)" } ?? "") }
            if let keyPath = location.keyPath { place += " " + keyPath }
            let name = reference.text.map { "\"\($0)\"" } ?? "(given at run time)"
            var loads = reference.face.map { "→ \($0)" } ?? ""
            if let file = reference.fontFile {
                loads += " in \(file)" + (reference.faceIndex.map { $0 == 0 ? "" : " (face \($0))" } ?? "")
                    + (reference.instance.map { " (instance \($0))" } ?? "")
            }
            table.append([place, reference.kind.rawValue, name, reference.resolution.rawValue, loads].map(TerminalText.escaping))
        }
        let count = result.references.count
        return "Font names checked: \(count)\n" + table.rendered(indent: "  ").map { $0 + "\n" }.joined()
    }
}
