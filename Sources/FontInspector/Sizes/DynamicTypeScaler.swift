/// A style map's text style at every content size category.
public struct ScaledTextStyle: Sendable, Hashable {
    /// The entry's text style.
    public var style: TextStyle
    /// The entry's `fontName`.
    public var fontName: String
    /// The entry's `boldFontName`, when it has one.
    public var boldFontName: String?
    /// The map's size, for the Large category.
    public var fontSize: Double
    /// Points at each of `DynamicTypeTable.categories`; the bold face is scaled the same.
    public var sizes: [Double]
    /// The line height at each category, scaled like `sizes`.
    public var leading: [Double]

    /// A style's scaled sizes, as `DynamicTypeScaler` computes them.
    public init(style: TextStyle, fontName: String, boldFontName: String?, fontSize: Double, sizes: [Double], leading: [Double]) {
        self.style = style
        self.fontName = fontName
        self.boldFontName = boldFontName
        self.fontSize = fontSize
        self.sizes = sizes
        self.leading = leading
    }
}

/// Scales a custom font's size the way `UIFontMetrics` does: in proportion to the system font's size
/// for the style, `size × table[style][category] / table[style][Large]`, and the leading the same way,
/// `size × leading[style][category] / table[style][Large]`.
///
/// Rounding: Apple does not document how UIFontMetrics rounds, so fontinspect does not round to whole
/// points; it gives the exact ratio rounded to hundredths of a point. The multiplication comes before
/// the division, so a map at Apple's default sizes reproduces Apple's table exactly.
public enum DynamicTypeScaler {
    /// Sizes and leading at every Dynamic Type category, scaled as Apple's table scales them.
    public static func scale(fontSize: Double, style: DynamicTypeStyle) -> (sizes: [Double], leading: [Double]) {
        let reference = Double(style.sizes[DynamicTypeTable.defaultCategoryIndex])
        func scaled(_ value: Int) -> Double { ((fontSize * Double(value) / reference) * 100).rounded() / 100 }
        return (style.sizes.map(scaled), style.leading.map(scaled))
    }

    /// Sizes and leading at every Dynamic Type category, scaled as Apple's table scales them.
    public static func scale(
        style: DynamicTypeStyle, fontName: String, boldFontName: String?, fontSize: Double
    ) -> ScaledTextStyle {
        let scaled = scale(fontSize: fontSize, style: style)
        return ScaledTextStyle(
            style: style.style, fontName: fontName, boldFontName: boldFontName, fontSize: fontSize,
            sizes: scaled.sizes, leading: scaled.leading)
    }
}
