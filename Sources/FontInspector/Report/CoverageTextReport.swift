/// `coverage`'s text output: for each face, each language that lacks characters, one line per
/// character with the keys of the strings that use it; then the covered languages and a summary.
public enum CoverageTextReport {
    /// Keys shown per character before "and N more": the JSON report lists them all.
    static let shownKeys = 5

    package static func render(_ coverage: [FaceCoverage], stringCount: Int, languageCount: Int) -> String {
        var out = ""
        for face in coverage {
            out += heading(face) + "\n"
            for language in face.languages where !language.missing.isEmpty {
                let count = language.missing.count
                out += "  \(language.language): \(count) of "
                    + Plural.counted(language.checkedCharacterCount, "character") + " missing\n"
                var table = TextTable()
                for missing in language.missing {
                    table.append([missing.codePoint, CodePoint.shown(missing.scalar), keys(missing.uses)])
                }
                out += table.rendered(indent: "    ").joined(separator: "\n") + "\n"
            }
            let covered = face.languages.filter(\.missing.isEmpty).map(\.language)
            if !covered.isEmpty { out += "  covered: " + covered.joined(separator: ", ") + "\n" }
            out += "\n"
        }
        let lacking = coverage.filter { $0.missingCount > 0 }
        out += "Checked \(Plural.counted(coverage.count, "font")) against \(Plural.counted(stringCount, "string")) in "
            + Plural.counted(languageCount, "language") + ": "
        if lacking.isEmpty {
            out += "every character is covered.\n"
        } else {
            let total = lacking.reduce(0) { $0 + $1.missingCount }
            out += "\(lacking.count) of \(coverage.count) lack characters (\(total) missing in all).\n"
        }
        return out
    }

    /// `FixtureCover-Bold  path`; a variable font as `Inter-Regular + 18 named instances  path`.
    static func heading(_ face: FaceCoverage) -> String {
        let first = face.faces.first?.postScriptName ?? "(no PostScript name)"
        let instances = face.faces.filter { $0.instanceIndex != nil }.count
        let names = first + (instances == 0 ? "" : " + \(Plural.counted(instances, "named instance"))")
        return names + "  " + face.file + (face.faceIndex == 0 ? "" : " (face \(face.faceIndex))")
    }

    private static func keys(_ uses: [StringReference]) -> String {
        var keys: [String] = []
        // A catalog's key is its source text, which may hold line breaks: shown on one line.
        for use in uses.map({ DiagnosticText.oneLine($0.key, limit: 40) }) where !keys.contains(use) { keys.append(use) }
        return DiagnosticText.capped(keys, limit: shownKeys)
    }
}

extension CoverageTextReport: Reporter {
    public static var identifier: String { "text" }
    public static var description: String { "per face, each language's missing characters and the keys of the strings using them" }

    public static func generateReport(_ report: CoverageRun, context: ReportContext) -> String {
        // Nothing was checked: the errors on standard error say why.
        report.coverage.isEmpty ? "" : render(report.coverage, stringCount: report.stringCount, languageCount: report.languageCount)
    }
}
