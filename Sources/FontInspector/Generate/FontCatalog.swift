/// What `fontinspect generate` writes code for: the families of the fonts the app ships, each face and named
/// instance with the Swift identifier it gets, and the style maps' text styles. Built by `FontCatalogBuilder`;
/// the emitters only read it, so every output (Swift, JSON) says the same.
public struct FontCatalog: Sendable, Equatable {
    /// The outer enum's name.
    public var namespace: String
    /// One enum per family, in the order written.
    public var families: [CatalogFamily]
    /// One enum per style map with generated faces.
    public var styleMaps: [CatalogStyleMap]
    /// Faces, files and style entries left out, and why: printed as notes, never in the code.
    public var notes: [InputProblem]
    /// Some target may run before iOS 13, where Bold Text is read from `UIAccessibility` instead of the trait
    /// collection: true unless every Xcode target that sets `IPHONEOS_DEPLOYMENT_TARGET` sets 13 or later.
    public var supportsBeforeIOS13 = true

    /// A catalog under the enum `namespace`.
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
