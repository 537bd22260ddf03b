/// `sizes --format markdown`: the text report's table as a GitHub-flavoured Markdown table, for a
/// design document or a pull request.
public enum SizesMarkdownReport {
    package static func render(_ styles: [ScaledTextStyle]) -> String {
        let categories = DynamicTypeTable.categories.map(\.hig)
        var lines = [
            row(["Style", "Font", "Bold font", ""] + categories),
            row(["---", "---", "---", "---"] + categories.map { _ in "---:" }),
        ]
        for style in styles {
            lines.append(row(["`\(style.style.uikitCaseName)`", style.fontName, style.boldFontName ?? "–", "size"] + style.sizes.map(JSONValue.format)))
            lines.append(row(["", "", "", "leading"] + style.leading.map(JSONValue.format)))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func row(_ cells: [String]) -> String {
        "| " + cells.map { $0.replacing("|", with: "\\|") }.joined(separator: " | ") + " |"
    }
}

extension SizesMarkdownReport: Reporter {
    public static var identifier: String { "markdown" }
    public static var description: String { "the text table as GitHub-flavoured Markdown, for a design document" }

    public static func generateReport(_ report: [ScaledTextStyle], context: ReportContext) -> String {
        render(report)
    }
}
