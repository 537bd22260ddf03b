/// What `generate` renders: the catalog and how to write it. The Swift and JSON reporters read it.
public struct GeneratedCode: Sendable, Equatable {
    /// The families, faces and styles to write.
    public var catalog: FontCatalog
    /// The access level of every generated declaration.
    public var access: GeneratedAccess
    /// The platform parts to write besides the constants.
    public var flavors: Set<GeneratedFlavor>

    /// What to render, and how.
    public init(catalog: FontCatalog, access: GeneratedAccess, flavors: Set<GeneratedFlavor>) {
        self.catalog = catalog
        self.access = access
        self.flavors = flavors
    }
}
