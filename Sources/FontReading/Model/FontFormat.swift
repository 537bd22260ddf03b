/// How a face's glyphs are stored.
public enum FontFormat: String, Sendable, Hashable, CaseIterable {
    case trueType = "TrueType"
    case cff = "CFF"
    case cff2 = "CFF2"
    /// An sfnt whose only glyphs are Apple `sbix` bitmaps (Apple Color Emoji's format).
    case sbixBitmap = "sbix bitmap"
    /// An sfnt whose only glyphs are EBDT/CBDT bitmaps, which Core Text does not draw.
    case sfntBitmap = "sfnt bitmap"
    case type1 = "Type 1"
    case cidType1 = "CID Type 1"
    case type42 = "Type 42"
    case bdf = "BDF"
    case pcf = "PCF"
    case windowsFNT = "Windows FNT"
    case pfr = "PFR"
    case unknown = "unknown"

    /// Core Text loads TrueType, CFF and CFF2 outlines and sbix bitmaps from app bundles; Apple
    /// platforms dropped Type 1 (macOS 13), and never loaded the X11 and Windows bitmap formats.
    public var isLoadableOnApplePlatforms: Bool {
        switch self {
        case .trueType, .cff, .cff2, .sbixBitmap: true
        default: false
        }
    }
}

/// The file wrapping around the faces.
public enum FontContainer: String, Sendable, Hashable, CaseIterable {
    /// A single-face sfnt file (.ttf, .otf).
    case sfnt = "sfnt"
    /// A TrueType/OpenType collection (.ttc, .otc).
    case collection = "collection"
    case woff = "WOFF"
    case woff2 = "WOFF2"
    /// Anything else FreeType opens (Type 1, BDF, PCF, …).
    case other = "other"
}
