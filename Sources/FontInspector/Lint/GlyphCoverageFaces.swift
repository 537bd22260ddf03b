/// The faces lint's glyph-coverage rules check, chosen before any character map is read so that only theirs are.
enum GlyphCoverageFaces {
    /// The faces the app draws with by name: those its style maps (`fontName`, `boldFontName`), code and Interface
    /// Builder documents name, as the lint's one resolution (`ResolvedFontNameReference.all(in:)`) resolved them
    /// (a family name loads one of its faces), once per character map. System fonts and unknown names are other
    /// rules' business.
    static func named(_ references: [ResolvedFontNameReference]) -> [BundleFace] {
        var seenMaps: Set<FaceLocation> = []
        return references.compactMap { resolved in
            guard let face = resolved.resolution.loadedFace, face.face.isLoadableOnApplePlatforms,
                  seenMaps.insert(FaceLocation(of: face.face)).inserted else { return nil }
            return face
        }
    }

    /// Every registered face (every face when no Info.plist declares fonts), once per character map.
    static func registered(in bundle: FontBundle) -> [BundleFace] {
        var seen: Set<FaceLocation> = []
        return bundle.allFaces.filter { face in
            (bundle.isRegistered(face.font) || !bundle.declaresFonts) && face.face.isLoadableOnApplePlatforms
                && face.face.postScriptName != nil
                && seen.insert(FaceLocation(of: face.face)).inserted
        }
    }

    /// `missing-glyphs`: the text faces the app names — the faces it draws its text with; when it names none (or
    /// only icon and figures faces), every registered text face. Icon faces (`CharacterMap.isIconMap`) and figures
    /// faces (`CharacterMap.isFiguresMap`) are never checked.
    static func textFaces(in bundle: FontBundle, references: [ResolvedFontNameReference], iconFaces: Set<FaceLocation>) -> [BundleFace] {
        let maps = bundle.glyphCoverage?.characterMaps ?? [:]
        let isText = { (face: BundleFace) in
            let location = FaceLocation(of: face.face)
            return !iconFaces.contains(location) && maps[location]?.isFiguresMap != true
        }
        let named = named(references).filter(isText)
        return named.isEmpty ? registered(in: bundle).filter(isText) : named
    }

    /// `coverage-regression`: each style's regular face with the face Bold Text switches to (its `boldFontName`,
    /// or the registered face inferred for it), where the two have different character maps.
    static func boldPairs(in bundle: FontBundle) -> [(variant: BoldTextVariant, bold: BundleFace)] {
        BoldTextVariant.all(in: bundle).compactMap { variant in
            let inferred = variant.inferred.flatMap { bundle.isRegistered($0.font) ? $0 : nil }
            guard let bold = variant.named ?? inferred,
                  FaceLocation(of: bold.face) != FaceLocation(of: variant.regular.face) else { return nil }
            return (variant, bold)
        }
    }

    /// The faces whose character maps are read first, each once, in a stable order: the named faces and the
    /// Bold Text pairs. The registered faces are read only when every named face turns out to be an icon face.
    static func locations(
        in bundle: FontBundle, references: [ResolvedFontNameReference], missingGlyphs: Bool, regression: Bool
    ) -> [FaceLocation] {
        let faces = (missingGlyphs ? named(references) : [])
            + (regression ? boldPairs(in: bundle).flatMap { [$0.variant.regular, $0.bold] } : [])
        var seen: Set<FaceLocation> = []
        return faces.map { FaceLocation(of: $0.face) }.filter { seen.insert($0).inserted }
    }
}
