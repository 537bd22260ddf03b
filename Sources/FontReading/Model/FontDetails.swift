/// Everything `info` shows about one face: the face itself plus the raw tables behind it.
public struct FontDetails: Sendable, Hashable {
    /// The face the tables were read for (the default instance of a variable font).
    public var face: FontFace
    /// Every record of the name table, decoded.
    public var names: NameTable
    /// The OS/2 classes, style bits and embedding flags; nil without an OS/2 table.
    public var os2: OS2Summary?
    /// head's style bits, revision and units per em; nil without a head table.
    public var head: HeadSummary?
    /// post.italicAngle in degrees; nil without a `post` table.
    public var italicAngle: Double?
    /// The sfnt table tags in table-directory order; empty for non-sfnt formats.
    public var tableTags: [String]
    /// The fvar axes in table order; empty for a static face.
    public var axes: [VariationAxis]
    /// The fvar named instances in table order; empty for a static face.
    public var namedInstances: [NamedInstance]
    /// fontconfig's orthographies the face covers (RFC 3066-style codes such as `en`, `vi`, `zh-tw`);
    /// nil when they were not asked for.
    public var languages: [String]?
    /// hhea, OS/2 typo and head bounds: what decides line height; nil without hhea (a non-sfnt format).
    public var verticalMetrics: VerticalMetrics?
    /// The slant of hhea's caret (rise over run) in degrees, counted as post.italicAngle is (negative leans right);
    /// nil without hhea or with a caret rise of 0.
    public var caretAngle: Double?

    /// Details assembled from values already read (the reader, tests).
    public init(
        face: FontFace, names: NameTable, os2: OS2Summary?, head: HeadSummary?, italicAngle: Double?,
        tableTags: [String], axes: [VariationAxis], namedInstances: [NamedInstance], languages: [String]?,
        verticalMetrics: VerticalMetrics? = nil, caretAngle: Double? = nil
    ) {
        self.face = face
        self.names = names
        self.os2 = os2
        self.head = head
        self.italicAngle = italicAngle
        self.tableTags = tableTags
        self.axes = axes
        self.namedInstances = namedInstances
        self.languages = languages
        self.verticalMetrics = verticalMetrics
        self.caretAngle = caretAngle
    }
}

/// The OS/2 fields that decide how a face is named, classed and embedded.
public struct OS2Summary: Sendable, Hashable {
    /// The OS/2 table version.
    public var version: Int
    /// usWeightClass (400 regular, 700 bold).
    public var weightClass: Int
    /// usWidthClass, 1 (ultra-condensed) to 9 (ultra-expanded).
    public var widthClass: Int
    /// The style bits (italic, bold, regular, oblique, USE_TYPO_METRICS).
    public var fsSelection: FSSelection
    /// The embedding permissions.
    public var fsType: FSType
    /// achVendID as four characters (spaces kept).
    public var vendorID: String

    /// A summary of OS/2 values already read.
    public init(version: Int, weightClass: Int, widthClass: Int, fsSelection: FSSelection, fsType: FSType, vendorID: String) {
        self.version = version
        self.weightClass = weightClass
        self.widthClass = widthClass
        self.fsSelection = fsSelection
        self.fsType = fsType
        self.vendorID = vendorID
    }
}

/// The head table fields `info` shows and the face checks read.
public struct HeadSummary: Sendable, Hashable {
    /// The bold and italic bits Macintosh applications read.
    public var macStyle: MacStyle
    /// The font's own version number (head.fontRevision).
    public var fontRevision: Double
    /// Design units per em.
    public var unitsPerEm: Int

    /// A summary of head values already read.
    public init(macStyle: MacStyle, fontRevision: Double, unitsPerEm: Int) {
        self.macStyle = macStyle
        self.fontRevision = fontRevision
        self.unitsPerEm = unitsPerEm
    }
}

/// One fvar axis, its values in design units.
public struct VariationAxis: Sendable, Hashable {
    /// The four-letter axis tag (`wght`, `wdth`, `opsz`).
    public var tag: String
    /// The axis name from the name table (fvar axisNameID).
    public var name: String?
    /// The smallest value the axis allows.
    public var minimum: Double
    /// The value of the default instance.
    public var defaultValue: Double
    /// The largest value the axis allows.
    public var maximum: Double

    /// An axis from values already read.
    public init(tag: String, name: String?, minimum: Double, defaultValue: Double, maximum: Double) {
        self.tag = tag
        self.name = name
        self.minimum = minimum
        self.defaultValue = defaultValue
        self.maximum = maximum
    }
}

/// One fvar named instance as `info` reports it.
public struct NamedInstance: Sendable, Hashable {
    /// 1-based, in fvar order (the `instanceIndex` of its face).
    public var index: Int
    /// The instance's subfamily name (fvar subfamilyNameID), such as `SemiBold`.
    public var style: String?
    /// The name the instance is loaded by: stored, or generated as Apple does (see `postScriptNameIsStored`).
    public var postScriptName: String?
    /// True when the name comes from the instance's postScriptNameID, false when fontinspect generated it
    /// (or it is the default face's).
    public var postScriptNameIsStored: Bool
    /// Its position on each axis, in fvar axis order.
    public var coordinates: [AxisCoordinate]
    /// True for the instance at the default location: Core Text lists only the default face there,
    /// under name ID 6, so the instance is not a face of its own (and `postScriptName` is ID 6).
    public var isDefaultFace: Bool

    /// An instance from values already read.
    public init(
        index: Int, style: String?, postScriptName: String?, postScriptNameIsStored: Bool,
        coordinates: [AxisCoordinate], isDefaultFace: Bool = false
    ) {
        self.index = index
        self.style = style
        self.postScriptName = postScriptName
        self.postScriptNameIsStored = postScriptNameIsStored
        self.coordinates = coordinates
        self.isDefaultFace = isDefaultFace
    }
}
