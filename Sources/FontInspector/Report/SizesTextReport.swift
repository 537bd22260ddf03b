/// `sizes`' text output: per style, a row of point sizes and a row of leading, one column per
/// content size category (the HIG's short names).
public enum SizesTextReport {
    package static func render(_ styles: [ScaledTextStyle]) -> String {
        var table = TextTable()
        table.append(["STYLE", "FONT", "BOLD FONT", ""] + DynamicTypeTable.categories.map(\.hig))
        for style in styles {
            table.append([style.style.uikitCaseName, style.fontName, style.boldFontName ?? "-", "size"] + style.sizes.map(JSONValue.format))
            table.append(["", "", "", "leading"] + style.leading.map(JSONValue.format))
        }
        return table.rendered().joined(separator: "\n") + "\n"
    }
}

extension SizesTextReport: Reporter {
    public static var identifier: String { "text" }
    public static var description: String { "an aligned table, one column per content size category" }

    public static func generateReport(_ report: [ScaledTextStyle], context: ReportContext) -> String {
        // No usable style: the problems on standard error say why.
        report.isEmpty ? "" : render(report)
    }
}
