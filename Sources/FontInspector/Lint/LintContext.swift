/// What the rules share, computed once per lint from the loaded bundle: the faces by PostScript name, the
/// Bold Text variants of the style maps, every font name the app writes with how it resolved, and the faces
/// the app draws its text with. Immutable; rules only read it.
public struct LintContext: Sendable {
    /// What was read: fonts, Info.plists, style maps, code references, targets.
    public let bundle: FontBundle
    /// Every face with a PostScript name, by that name (a name can belong to several faces).
    public let facesByPostScriptName: [String: [BundleFace]]
    /// For each style-map entry whose font is bundled: its regular face and the face Bold Text switches to.
    let boldTextVariants: [BoldTextVariant]
    /// Every font name the app writes (style maps, code, Interface Builder), with what it loads on the platforms
    /// of the targets that hold it: the one resolution every rule about names reads.
    let references: [ResolvedFontNameReference]
    /// The faces `missing-glyphs` checks: those the app draws its text with (icon faces left out).
    let textFaces: [BundleFace]
    /// The icon faces (`CharacterMap.isIconMap`: essentially Private Use Area, or symbols on the letters) among
    /// all the bundle's faces: no glyph-coverage, fixed-size or face-hygiene finding is about them.
    let iconFaces: Set<FaceLocation>
    /// The families the app's names reach: face-hygiene findings on the others are `info`.
    let namedFaces: NamedFaces
    /// Whether anything picks a family's faces by style: face-hygiene findings of bold, italic and weight records
    /// on the families nothing selects so are `info`.
    let styleSelection: StyleSelection
    /// The bundled faces whose PostScript name the platform already has: face-hygiene rules pass them over.
    let systemFaceCopies: SystemFaceCopies
    /// Unregistered files that are copies of a registered one: face-hygiene findings say their flaws once, there.
    let registeredFontTwins: RegisteredFontTwins

    /// The context of `bundle`, its font names resolved here.
    public init(_ bundle: FontBundle) { self.init(bundle, references: nil) }

    /// `references`: the bundle's names as `ResolvedFontNameReference.all(in:)` resolved them, when the loader
    /// already did (nil: resolved here).
    init(_ bundle: FontBundle, references: [ResolvedFontNameReference]?) {
        self.bundle = bundle
        facesByPostScriptName = bundle.facesByPostScriptName
        boldTextVariants = BoldTextVariant.all(in: bundle)
        let references = references ?? ResolvedFontNameReference.all(in: bundle)
        self.references = references
        namedFaces = NamedFaces(references: references, boldTextVariants: boldTextVariants)
        styleSelection = StyleSelection(references: references, styleSelectingFiles: bundle.styleSelectingSourceFiles)
        systemFaceCopies = SystemFaceCopies(bundle: bundle)
        registeredFontTwins = RegisteredFontTwins(bundle)
        let iconFaces = IconFaces.locations(in: bundle, maps: bundle.glyphCoverage?.characterMaps ?? [:])
        self.iconFaces = iconFaces
        textFaces = bundle.glyphCoverage == nil ? [] : GlyphCoverageFaces.textFaces(in: bundle, references: references, iconFaces: iconFaces)
    }
}
