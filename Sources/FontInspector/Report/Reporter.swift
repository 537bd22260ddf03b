/// One output format of one kind of report, as SwiftLint's reporters are: the `--format` value that picks
/// it, a line saying who reads it, and the rendering. Each kind's formats are listed in `Reporters`, which
/// gives the commands their `--format` values and help.
public protocol Reporter<Report> {
    associatedtype Report
    /// The `--format` value.
    static var identifier: String { get }
    /// Who reads it, or what it shows: one line of help.
    static var description: String { get }
    /// The report as the text written to standard output.
    static func generateReport(_ report: Report, context: ReportContext) -> String
}

/// What a report may depend on besides its data.
public struct ReportContext: Sendable {
    /// Bold and colour, only when standard output is a terminal.
    public var styled: Bool
    /// The version written into formats that name their tool (SARIF).
    public var toolVersion: String

    /// Plain text, no tool version, unless given.
    public init(styled: Bool = false, toolVersion: String = "") {
        self.styled = styled
        self.toolVersion = toolVersion
    }
}
