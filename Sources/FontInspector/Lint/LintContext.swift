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
    /// Every font name the app writes (style maps, code, Interface Builder), with what it loads on the platforms
    /// of the targets that hold it: the one resolution every rule about names reads.
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
        references = Self.resolve(FontNameReference.all(in: bundle), in: bundle)
        let byName = facesByPostScriptName, byFamily = facesByFamily, byFullName = facesByFullName
        let facesNamed = { (name: String) in byName[name] ?? byFamily[name] ?? byFullName[name] }
        let iconFaces = GlyphCoverageFaces.iconFaces(in: bundle, maps: bundle.glyphCoverage?.characterMaps ?? [:], faces: facesNamed)
        self.iconFaces = iconFaces
        textFaces = bundle.glyphCoverage == nil ? [] : GlyphCoverageFaces.textFaces(in: bundle, iconFaces: iconFaces)
    }

    /// One lookup per set of platforms (at most three), and each name resolved once per set: an app writes the
    /// same name many times.
    private static func resolve(_ references: [FontNameReference], in bundle: FontBundle) -> [ResolvedFontNameReference] {
        let platforms = ReferencePlatforms(bundle: bundle)
        var lookups: [Set<ApplePlatform>: FontNameLookup] = [:]
        var resolutions: [Set<ApplePlatform>: [String: FontNameResolution]] = [:]
        return references.map { reference in
            let targetPlatforms = platforms.of(reference.location.file)
            guard let name = reference.name else {
                return ResolvedFontNameReference(reference: reference, resolution: .runTime, platforms: targetPlatforms)
            }
            if let known = resolutions[targetPlatforms]?[name] {
                return ResolvedFontNameReference(reference: reference, resolution: known, platforms: targetPlatforms)
            }
            let lookup = lookups[targetPlatforms] ?? FontNameLookup(bundle: bundle, platforms: targetPlatforms)
            lookups[targetPlatforms] = lookup
            let resolution = lookup.resolution(of: name)
            resolutions[targetPlatforms, default: [:]][name] = resolution
            return ResolvedFontNameReference(reference: reference, resolution: resolution, platforms: targetPlatforms)
        }
    }
}

/// A font name the app writes, what it loads, and the platforms it was checked for.
struct ResolvedFontNameReference {
    var reference: FontNameReference
    var resolution: FontNameResolution
    var platforms: Set<ApplePlatform>

    /// `iOS`, `macOS`, `iOS or macOS`: how messages name the platforms.
    var platformWords: String {
        platforms.count == 1 ? platforms.first?.rawValue ?? "" : ApplePlatform.allCases.map(\.rawValue).joined(separator: " or ")
    }

    /// What the output's `references` lists.
    var record: ResolvedFontName {
        let face = resolution.loadedFace
        return ResolvedFontName(
            location: reference.location, kind: reference.kind, text: reference.name, resolution: resolution.kind,
            face: resolution.loadedPostScriptName, fontFile: face?.font.path, faceIndex: face?.face.faceIndex,
            instance: face?.face.instanceIndex, platforms: ApplePlatform.allCases.filter(platforms.contains))
    }
}
