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
