/// Everything `info` shows about one face: the face itself plus the raw tables behind it.
public struct FontDetails: Sendable, Hashable {
    public var face: FontFace
    public var names: NameTable
    public var os2: OS2Summary?
    public var head: HeadSummary?
    /// post.italicAngle in degrees; nil without a `post` table.
    public var italicAngle: Double?
    /// The sfnt table tags in table-directory order; empty for non-sfnt formats.
    public var tableTags: [String]
    public var axes: [VariationAxis]
    public var namedInstances: [NamedInstance]
    /// fontconfig's orthographies the face covers (RFC 3066-style codes such as `en`, `vi`, `zh-tw`);
    /// nil when they were not asked for.
    public var languages: [String]?
    /// hhea, OS/2 typo and head bounds: what decides line height; nil without hhea (a non-sfnt format).
    public var verticalMetrics: VerticalMetrics?

    public init(
        face: FontFace, names: NameTable, os2: OS2Summary?, head: HeadSummary?, italicAngle: Double?,
        tableTags: [String], axes: [VariationAxis], namedInstances: [NamedInstance], languages: [String]?,
        verticalMetrics: VerticalMetrics? = nil
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
    }
}

/// The OS/2 fields that decide how a face is named, classed and embedded.
public struct OS2Summary: Sendable, Hashable {
    public var version: Int
    public var weightClass: Int
    public var widthClass: Int
    public var fsSelection: FSSelection
    public var fsType: FSType
    /// achVendID as four characters (spaces kept).
    public var vendorID: String

    public init(version: Int, weightClass: Int, widthClass: Int, fsSelection: FSSelection, fsType: FSType, vendorID: String) {
        self.version = version
        self.weightClass = weightClass
        self.widthClass = widthClass
        self.fsSelection = fsSelection
        self.fsType = fsType
        self.vendorID = vendorID
    }
}

public struct HeadSummary: Sendable, Hashable {
    public var macStyle: MacStyle
    public var fontRevision: Double
    public var unitsPerEm: Int

    public init(macStyle: MacStyle, fontRevision: Double, unitsPerEm: Int) {
        self.macStyle = macStyle
        self.fontRevision = fontRevision
        self.unitsPerEm = unitsPerEm
    }
}

/// One fvar axis, its values in design units.
public struct VariationAxis: Sendable, Hashable {
    public var tag: String
    /// The axis name from the name table (fvar axisNameID).
    public var name: String?
    public var minimum: Double
    public var defaultValue: Double
    public var maximum: Double

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
    public var style: String?
    public var postScriptName: String?
    /// True when the name comes from the instance's postScriptNameID, false when fontinspect generated it
    /// (or it is the default face's).
    public var postScriptNameIsStored: Bool
    public var coordinates: [AxisCoordinate]
    /// True for the instance at the default location: Core Text lists only the default face there,
    /// under name ID 6, so the instance is not a face of its own (and `postScriptName` is ID 6).
    public var isDefaultFace: Bool

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
