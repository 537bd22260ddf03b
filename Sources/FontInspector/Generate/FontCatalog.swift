/// What `fontinspect generate` writes code for: the families of the fonts the app ships, each face and named
/// instance with the Swift identifier it gets, and the style maps' text styles. Built by `FontCatalogBuilder`;
/// the emitters only read it, so every output (Swift, JSON) says the same.
public struct FontCatalog: Sendable, Equatable {
    /// The outer enum's name.
    public var namespace: String
    public var families: [CatalogFamily]
    public var styleMaps: [CatalogStyleMap]
    /// Faces, files and style entries left out, and why: printed as notes, never in the code.
    public var notes: [InputProblem]

    public init(namespace: String, families: [CatalogFamily], styleMaps: [CatalogStyleMap], notes: [InputProblem] = []) {
        self.namespace = namespace
        self.families = families
        self.styleMaps = styleMaps
        self.notes = notes
    }

    /// Every face, family by family.
    public var faces: [CatalogFace] { families.flatMap(\.faces) }

    /// The files the faces live in, relative to the bundle, each once, sorted: what registration registers.
    public var files: [String] { Array(Set(faces.map(\.file))).sorted() }

    /// The text styles some style map uses, in Apple's order.
    public var textStyles: [TextStyle] { Array(Set(styleMaps.flatMap { $0.styles.map(\.style) })).sorted() }
}

/// One family: the enum its faces are constants of.
public struct CatalogFamily: Sendable, Equatable {
    /// The family name as the font stores it; nil for faces without one (grouped under their PostScript prefix).
    public var name: String?
    /// The enum's name, unique within the namespace.
    public var identifier: String
    public var faces: [CatalogFace]

    public init(name: String?, identifier: String, faces: [CatalogFace]) {
        self.name = name
        self.identifier = identifier
        self.faces = faces
    }
}

/// One face or named instance and its constant.
public struct CatalogFace: Sendable, Equatable {
    /// The constant's name, unique within its family.
    public var identifier: String
    /// The family's enum, for references from style maps (`HarborSans.semiBold`).
    public var familyIdentifier: String
    public var postScriptName: String
    public var family: String
    public var style: String
    public var weight: Int
    public var italic: Bool
    /// Where the file lands in the app (or package bundle), relative to its resources: what registration opens.
    public var file: String
    /// The file as walked under PATH, with the face index and named instance: where it was read.
    public var path: String
    public var faceIndex: Int
    public var instanceIndex: Int?

    public init(
        identifier: String, familyIdentifier: String, postScriptName: String, family: String, style: String, weight: Int,
        italic: Bool, file: String, path: String, faceIndex: Int, instanceIndex: Int?
    ) {
        self.identifier = identifier
        self.familyIdentifier = familyIdentifier
        self.postScriptName = postScriptName
        self.family = family
        self.style = style
        self.weight = weight
        self.italic = italic
        self.file = file
        self.path = path
        self.faceIndex = faceIndex
        self.instanceIndex = instanceIndex
    }

    /// `HarborSans.semiBold`: how code inside the namespace names the constant.
    public var reference: String { familyIdentifier + "." + identifier }
}

/// One style map: the enum of its text styles.
public struct CatalogStyleMap: Sendable, Equatable {
    /// The map's path as walked or named.
    public var file: String
    public var identifier: String
    public var styles: [CatalogTextStyle]

    public init(file: String, identifier: String, styles: [CatalogTextStyle]) {
        self.file = file
        self.identifier = identifier
        self.styles = styles
    }
}

/// One text style of a style map: its face, the face Bold Text switches to, and the sizes at the Large size.
public struct CatalogTextStyle: Sendable, Equatable {
    public var style: TextStyle
    /// The constant's name: the UIKit case name (`title1`), whatever spelling the map used.
    public var identifier: String { style.uikitCaseName }
    public var regular: CatalogFace
    /// The face for Bold Text: the entry's `boldFontName`, else the heavier face lint infers; nil without either.
    public var bold: CatalogFace?
    /// True when `bold` is inferred rather than named by the map.
    public var boldIsInferred: Bool
    public var size: Double
    /// The bold face's size where the map gives one.
    public var boldSize: Double?

    public init(style: TextStyle, regular: CatalogFace, bold: CatalogFace?, boldIsInferred: Bool, size: Double, boldSize: Double?) {
        self.style = style
        self.regular = regular
        self.bold = bold
        self.boldIsInferred = boldIsInferred
        self.size = size
        self.boldSize = boldSize
    }
}
