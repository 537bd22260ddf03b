/// One text style of a style map: the font (and Bold Text font) an app uses for it, as written.
public struct StyleMapEntry: Sendable, Equatable {
    /// The key as written (`title`, `title1`, `UICTFontTextStyleTitle1`).
    public var key: String
    /// The text style the key names.
    public var style: TextStyle
    /// How the key spells the style (SwiftUI, UIKit case name, UIKit constant): which readers find it.
    public var spelling: TextStyleSpelling
    /// Line of the key.
    public var line: Int?
    /// The PostScript name to use; nil when missing or not a non-empty string (a problem says which).
    public var fontName: Located<String>?
    /// Points at the Large (default) content size; nil when missing or not a number > 0.
    public var fontSize: Double?
    /// The face to use with Bold Text on (`boldFontName`, or its alias `legibilityFontName`: see `keyPath`).
    public var boldFontName: Located<String>?
    /// Points for the bold face, when it differs; nil when absent or invalid.
    public var boldFontSize: Double?

    /// An entry from values already read (the style map reader, tests).
    public init(
        key: String, style: TextStyle, spelling: TextStyleSpelling, line: Int?, fontName: Located<String>?,
        fontSize: Double?, boldFontName: Located<String>? = nil, boldFontSize: Double? = nil
    ) {
        self.key = key
        self.style = style
        self.spelling = spelling
        self.line = line
        self.fontName = fontName
        self.fontSize = fontSize
        self.boldFontName = boldFontName
        self.boldFontSize = boldFontSize
    }
}
