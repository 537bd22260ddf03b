/// `list --format json` as one document, `{"faces": [...], "errors": []}`. The command itself writes it
/// face by face through `FaceListJSONStream` (the same bytes), with read errors and `--languages`.
public enum FaceListJSONReport: Reporter {
    public static var identifier: String { "json" }
    public static var description: String { "for scripts: faces and errors, keys documented in the README, written as read" }

    public static func generateReport(_ report: [FontFace], context: ReportContext) -> String {
        var stream = FaceListJSONStream()
        return stream.start + report.map { stream.face($0) }.joined() + stream.end(errors: [])
    }
}
