/// What the rules share, computed once per lint from the loaded bundle: the faces by each kind of name, the
/// Bold Text variants of the style maps, every font name the app writes with how it resolved, and the faces
/// the app draws its text with. Immutable; rules only read it.
public struct LintContext: Sendable {
    /// What was read: fonts, Info.plists, style maps, code references, targets.
    public let bundle: FontBundle
    /// Every face with a PostScript name, by that name (a name can belong to several faces).
    public let facesByPostScriptName: [String: [BundleFace]]
    /// Every face by its family name.
    public let facesByFamily: [String: [BundleFace]]
    /// Every face by its full (display) name.
    public let facesByFullName: [String: [BundleFace]]
    /// For each style-map entry whose font is bundled: its regular face and the face Bold Text switches to.
    let boldTextVariants: [BoldTextVariant]
    /// Every font name the app writes (style maps, code, Interface Builder), with how it resolved.
    let references: [ResolvedFontNameReference]
    /// The faces `missing-glyphs` checks: those the app draws its text with (icon faces left out).
    let textFaces: [BundleFace]
    /// The faces whose character map is essentially Private Use Area (`CharacterMap.isIconMap`), among those
    /// whose maps lint reads: the glyph-coverage candidates and the faces code makes at a fixed size.
    let iconFaces: Set<FaceLocation>

    public init(_ bundle: FontBundle) {
        self.bundle = bundle
        facesByPostScriptName = bundle.facesByPostScriptName
        let faces = bundle.allFaces
        facesByFamily = Dictionary(grouping: faces.filter { $0.face.family != nil }) { $0.face.family ?? "" }
        facesByFullName = Dictionary(grouping: faces.filter { $0.face.fullName != nil }) { $0.face.fullName ?? "" }
        boldTextVariants = BoldTextVariant.all(in: bundle)
        let lookup = FontNameLookup(bundle: bundle)
        // One app writes the same name many times; each is resolved (and a miss explained) once.
        var resolutions: [String: FontNameLookup.Result] = [:]
        references = FontNameReference.all(in: bundle).map { reference in
            let resolution = resolutions[reference.name] ?? lookup.resolve(reference.name)
            resolutions[reference.name] = resolution
            return ResolvedFontNameReference(reference: reference, resolution: resolution)
        }
        let byName = facesByPostScriptName, byFamily = facesByFamily, byFullName = facesByFullName
        let facesNamed = { (name: String) in byName[name] ?? byFamily[name] ?? byFullName[name] }
        let iconFaces = GlyphCoverageFaces.iconFaces(in: bundle, maps: bundle.glyphCoverage?.characterMaps ?? [:], faces: facesNamed)
        self.iconFaces = iconFaces
        textFaces = bundle.glyphCoverage == nil ? [] : GlyphCoverageFaces.textFaces(in: bundle, iconFaces: iconFaces)
    }
}

/// A font name the app writes, and what it names.
struct ResolvedFontNameReference {
    var reference: FontNameReference
    var resolution: FontNameLookup.Result
}
