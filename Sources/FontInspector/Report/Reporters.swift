/// Every output format of every report, the first of each kind its default: `--format`'s allowed values
/// and help come from here, so a new format is a reporter plus one line below.
public enum Reporters {
    public static var faceList: [any Reporter<[FontFace]>.Type] {
        [ListTableReport.self, FamilyNamesReport.self, FaceListJSONReport.self]
    }
    public static var info: [any Reporter<FontDetailsList>.Type] { [InfoTextReport.self, InfoJSONReport.self] }
    public static var lint: [any Reporter<LintResult>.Type] {
        [LintTextReport.self, LintJSONReport.self, LintXcodeReport.self, LintGitHubReport.self, LintSARIFReport.self]
    }
    public static var diff: [any Reporter<DiffResult>.Type] {
        [DiffTextReport.self, DiffJSONReport.self, DiffMarkdownReport.self, DiffXcodeReport.self, DiffGitHubReport.self, DiffSARIFReport.self]
    }
    public static var coverage: [any Reporter<CoverageRun>.Type] { [CoverageTextReport.self, CoverageJSONReport.self] }
    public static var sizes: [any Reporter<[ScaledTextStyle]>.Type] {
        [SizesTextReport.self, SizesJSONReport.self, SizesMarkdownReport.self]
    }
    public static var generate: [any Reporter<GeneratedCode>.Type] { [GeneratedSwiftReport.self, FontCatalogJSONReport.self] }

    /// The reporter `--format <identifier>` names; the default (the first) without one.
    public static func named<Report>(_ identifier: String?, in reporters: [any Reporter<Report>.Type]) -> (any Reporter<Report>.Type)? {
        guard let identifier else { return reporters.first }
        return reporters.first { $0.identifier == identifier }
    }
}
