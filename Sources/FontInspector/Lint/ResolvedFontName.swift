/// One font name lint checked, for the output's `references`: where it was written, the text, how it resolved
/// and what it loads — so that a person (and a test) can audit what lint saw.
public struct ResolvedFontName: Sendable, Hashable {
    /// The file, line and column of the name (a style map's key path).
    public var location: Finding.Location
    /// Where the name was written: a style map, code or Interface Builder.
    public var kind: FontNameReferenceKind
    /// The name as written; nil for a name given at run time.
    public var text: String?
    /// How it resolved: PostScript name, family, full name, letter case, system, unresolved or run time.
    public var resolution: FontNameResolutionKind
    /// The PostScript name of the face it loads (a bundled face or a system font); nil when it loads none or lint
    /// cannot say.
    public var face: String?
    /// The bundled file of that face, its index in a collection and its named instance (nil: the default instance).
    public var fontFile: String?
    /// The face's index in that collection.
    public var faceIndex: Int?
    /// The named instance it loads; nil for the default one.
    public var instance: Int?
    /// The platforms whose system fonts it was checked against.
    public var platforms: [ApplePlatform]

    /// A resolved name as the runner records it.
    public init(
        location: Finding.Location, kind: FontNameReferenceKind, text: String?, resolution: FontNameResolutionKind,
        face: String? = nil, fontFile: String? = nil, faceIndex: Int? = nil, instance: Int? = nil, platforms: [ApplePlatform] = ApplePlatform.catalogued
    ) {
        self.location = location
        self.kind = kind
        self.text = text
        self.resolution = resolution
        self.face = face
        self.fontFile = fontFile
        self.faceIndex = faceIndex
        self.instance = instance
        self.platforms = platforms
    }
}
