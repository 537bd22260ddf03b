/// `coverage --format json`: `{"fonts": [...], "stringFiles": [...], "errors": [...]}`, keys as the
/// README documents them.
public enum CoverageJSONReport {
    package static func render(_ coverage: [FaceCoverage], stringFiles: [String], errors: [InputProblem]) -> JSONValue {
        .object([
            ("fonts", .array(coverage.map(font))),
            ("stringFiles", .array(stringFiles.map(JSONValue.string))),
            ("errors", .array(errors.map(FaceJSON.error))),
        ])
    }

    static func font(_ face: FaceCoverage) -> JSONValue {
        .object([
            ("file", .string(face.file)),
            ("faceIndex", .int(face.faceIndex)),
            ("postScriptNames", .array(face.faces.map { .optional($0.postScriptName) })),
            ("languages", .array(face.languages.map { language in
                .object([
                    ("language", .string(language.language)),
                    ("checkedCharacters", .int(language.checkedCharacterCount)),
                    ("missing", .array(language.missing.map { missing in
                        .object([
                            ("codePoint", .string(missing.codePoint)),
                            ("character", .string(String(missing.scalar))),
                            ("uses", .array(missing.uses.map { use in
                                .object([("key", .string(use.key)), ("file", .string(use.file))])
                            })),
                        ])
                    })),
                ])
            })),
        ])
    }
}

extension CoverageJSONReport: Reporter {
    public static var identifier: String { "json" }
    public static var description: String { "for scripts: fonts, stringFiles and errors, keys documented in the README" }

    public static func generateReport(_ report: CoverageRun, context: ReportContext) -> String {
        render(report.coverage, stringFiles: report.stringFiles, errors: report.errors).serialized()
    }
}
