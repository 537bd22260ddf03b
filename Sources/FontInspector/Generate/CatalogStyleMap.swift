/// One style map: the enum of its text styles.
public struct CatalogStyleMap: Sendable, Equatable {
    /// The map's path as walked or named.
    public var file: String
    /// The enum's name, unique within the namespace.
    public var identifier: String
    /// The map's text styles the catalog writes accessors for.
    public var styles: [CatalogTextStyle]

    /// The style map at `file` and its enum.
    public init(file: String, identifier: String, styles: [CatalogTextStyle]) {
        self.file = file
        self.identifier = identifier
        self.styles = styles
    }
}
