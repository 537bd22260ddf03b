/// What `generate` renders: the catalog and how to write it. The Swift and JSON reporters read it.
public struct GeneratedCode: Sendable, Equatable {
    public var catalog: FontCatalog
    public var access: GeneratedAccess
    public var flavors: Set<GeneratedFlavor>

    public init(catalog: FontCatalog, access: GeneratedAccess, flavors: Set<GeneratedFlavor>) {
        self.catalog = catalog
        self.access = access
        self.flavors = flavors
    }
}
