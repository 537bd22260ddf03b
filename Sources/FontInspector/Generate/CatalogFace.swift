/// One face or named instance and its constant.
public struct CatalogFace: Sendable, Equatable {
    /// The constant's name, unique within its family.
    public var identifier: String
    /// The family's enum, for references from style maps (`HarborSans.semiBold`).
    public var familyIdentifier: String
    /// What the constant loads the face by.
    public var postScriptName: String
    /// The face's family name ("" when it has none).
    public var family: String
    /// The face's style name ("" when it has none).
    public var style: String
    /// The weight class (400 when the face gives none).
    public var weight: Int
    /// The face's `FontFace.italic`.
    public var italic: Bool
    /// Where the file lands in the app (or package bundle), relative to its resources: what registration opens.
    public var file: String
    /// The file as walked under PATH, with the face index and named instance: where it was read.
    public var path: String
    /// The face's index in a collection; 0 otherwise.
    public var faceIndex: Int
    /// The named instance's 1-based index; nil for a static or default face.
    public var instanceIndex: Int?

    /// A face and its constant's names, as `FontCatalogBuilder` assigns them.
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
