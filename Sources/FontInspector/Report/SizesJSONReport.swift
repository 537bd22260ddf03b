/// `sizes --format json`: `{"categories": [UIKit names], "styles": [{"style", "fontName",
/// "boldFontName", "sizes", "leading"}]}`, each array 12 numbers in category order.
public enum SizesJSONReport {
    package static func render(_ styles: [ScaledTextStyle]) -> JSONValue {
        .object([
            ("categories", .array(DynamicTypeTable.categories.map { .string($0.uikit) })),
            ("styles", .array(styles.map { style in
                .object([
                    ("style", .string(style.style.uikitCaseName)),
                    ("fontName", .string(style.fontName)),
                    ("boldFontName", .optional(style.boldFontName)),
                    ("sizes", .array(style.sizes.map(JSONValue.double))),
                    ("leading", .array(style.leading.map(JSONValue.double))),
                ])
            })),
        ])
    }
}

extension SizesJSONReport: Reporter {
    public static var identifier: String { "json" }
    public static var description: String { "for scripts: the categories, then each style with its 12 sizes and leadings" }

    public static func generateReport(_ report: [ScaledTextStyle], context: ReportContext) -> String {
        render(report).serialized()
    }
}
