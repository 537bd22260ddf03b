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
