/// One face as Apple platforms see it: a static face, a face of a collection, the default
/// instance of a variable font, or one of its named instances. Plain values, no C pointers.
public struct FontFace: Sendable, Hashable {
    /// The path the face was read from, as it was given or found while walking.
    public var file: String
    /// Index of the face inside a collection (0 for a single-face file).
    public var faceIndex: Int
    /// 1-based fvar index of a named instance; nil for static faces and a variable font's default instance.
    public var instanceIndex: Int?
    /// Name ID 6 exactly as stored (or the instance's name); nil when the font stores none.
    public var postScriptName: String?
    /// Typographic family (ID 16), else ID 1.
    public var family: String?
    /// Typographic subfamily (ID 17), else ID 2; a named instance's fvar subfamily name.
    public var style: String?
    /// Name ID 4; for a named instance, its family and style joined by a space.
    public var fullName: String?
    /// OS/2 usWeightClass, or a named instance's rounded `wght` coordinate; nil without either.
    public var weight: Int?
    /// OS/2 usWidthClass (1–9), or the class nearest a named instance's `wdth` coordinate.
    public var width: Int?
    /// OS/2 fsSelection's italic bit, else head.macStyle's; for a named instance, its `ital` or `slnt` coordinate.
    public var italic: Bool
    /// The glyph format (TrueType, CFF, CFF2, sbix bitmap, BDF, …): whether Apple platforms load it.
    public var format: FontFormat
    /// How the file holds the face: a single sfnt, a collection, WOFF or WOFF2, or another format.
    public var container: FontContainer
    /// True for every face of a font with an fvar table (default and named instances).
    public var isVariable: Bool
    /// A named instance's design coordinates, in fvar axis order; empty otherwise.
    public var coordinates: [AxisCoordinate]
    /// The number of glyphs in the face.
    public var glyphCount: Int
    /// Design units per em; nil for bitmap formats that have none.
    public var unitsPerEm: Int?
    /// head.fontRevision, rounded to three decimals as font tools print it.
    public var fontRevision: Double?

    /// A face from values already read: the reader's, or a test's or catalog's made without a font file.
    public init(
        file: String, faceIndex: Int, instanceIndex: Int?, postScriptName: String?, family: String?,
        style: String?, fullName: String?, weight: Int?, width: Int?, italic: Bool, format: FontFormat,
        container: FontContainer, isVariable: Bool, coordinates: [AxisCoordinate], glyphCount: Int,
        unitsPerEm: Int?, fontRevision: Double?
    ) {
        self.file = file
        self.faceIndex = faceIndex
        self.instanceIndex = instanceIndex
        self.postScriptName = postScriptName
        self.family = family
        self.style = style
        self.fullName = fullName
        self.weight = weight
        self.width = width
        self.italic = italic
        self.format = format
        self.container = container
        self.isVariable = isVariable
        self.coordinates = coordinates
        self.glyphCount = glyphCount
        self.unitsPerEm = unitsPerEm
        self.fontRevision = fontRevision
    }

    /// Whether Apple platforms register this face from `UIAppFonts` / `ATSApplicationFontsPath`.
    public var isLoadableOnApplePlatforms: Bool { format.isLoadableOnApplePlatforms }
}

/// A named instance's position on one variation axis.
public struct AxisCoordinate: Sendable, Hashable {
    /// The axis tag (`wght`, `wdth`).
    public var tag: String
    /// The coordinate in the axis's design units.
    public var value: Double

    /// A coordinate on the axis `tag`.
    public init(tag: String, value: Double) {
        self.tag = tag
        self.value = value
    }
}
