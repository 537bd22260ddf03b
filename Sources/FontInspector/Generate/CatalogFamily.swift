/// One family: the enum its faces are constants of.
public struct CatalogFamily: Sendable, Equatable {
    /// The family name as the font stores it; nil for faces without one (grouped under their PostScript prefix).
    public var name: String?
    /// The enum's name, unique within the namespace.
    public var identifier: String
    /// The family's faces in the order their constants are written.
    public var faces: [CatalogFace]

    /// A family enum named `identifier`.
    public init(name: String?, identifier: String, faces: [CatalogFace]) {
        self.name = name
        self.identifier = identifier
        self.faces = faces
    }
}
