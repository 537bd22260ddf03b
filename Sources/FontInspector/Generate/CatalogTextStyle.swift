/// One text style of a style map: its face, the face Bold Text switches to, and the sizes at the Large size.
public struct CatalogTextStyle: Sendable, Equatable {
    /// The text style.
    public var style: TextStyle
    /// The constant's name: the UIKit case name (`title1`), whatever spelling the map used.
    public var identifier: String { style.uikitCaseName }
    /// The face the entry's `fontName` names.
    public var regular: CatalogFace
    /// The face for Bold Text: the entry's `boldFontName`, else the heavier face lint infers; nil without either.
    public var bold: CatalogFace?
    /// True when `bold` is inferred rather than named by the map.
    public var boldIsInferred: Bool
    /// Points at the Large content size (`fontSize`).
    public var size: Double
    /// The bold face's size where the map gives one.
    public var boldSize: Double?

    /// A style entry as the catalog builder resolved it.
    public init(style: TextStyle, regular: CatalogFace, bold: CatalogFace?, boldIsInferred: Bool, size: Double, boldSize: Double?) {
        self.style = style
        self.regular = regular
        self.bold = bold
        self.boldIsInferred = boldIsInferred
        self.size = size
        self.boldSize = boldSize
    }
}
