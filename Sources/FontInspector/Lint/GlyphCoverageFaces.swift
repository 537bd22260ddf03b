/// The faces lint's glyph-coverage rules check, chosen before any character map is read so that only theirs are.
enum GlyphCoverageFaces {
    /// `missing-glyphs`: each face a style map names (`fontName`, `boldFontName`), once per PostScript name — the
    /// faces the app draws its text with. Without a style map that names a font: every registered face (every
    /// face when no Info.plist declares fonts), once per character map.
    static func checked(in bundle: FontBundle) -> [BundleFace] {
        let references = StyleMapReference.all(in: bundle)
        guard references.isEmpty else {
            var seen: Set<String> = []
            let lookup = FontNameLookup(bundle: bundle)
            return references.compactMap { reference in
                // System fonts and unknown names are other rules' business.
                guard seen.insert(reference.name).inserted, case .bundled(let faces) = lookup.resolve(reference.name),
                      let face = faces.first(where: \.font.isRegistered) ?? faces.first,
                      face.face.isLoadableOnApplePlatforms else { return nil }
                return face
            }
        }
        var seen: Set<FaceLocation> = []
        return bundle.allFaces.filter { face in
            (face.font.isRegistered || !bundle.declaresFonts) && face.face.isLoadableOnApplePlatforms
                && face.face.postScriptName != nil
                && seen.insert(FaceLocation(of: face.face)).inserted
        }
    }

    /// `coverage-regression`: each style's regular face with the face Bold Text switches to (its `boldFontName`,
    /// or the registered face inferred for it), where the two have different character maps.
    static func boldPairs(in bundle: FontBundle) -> [(variant: BoldTextVariant, bold: BundleFace)] {
        BoldTextVariant.all(in: bundle).compactMap { variant in
            let inferred = variant.inferred.flatMap { $0.font.isRegistered ? $0 : nil }
            guard let bold = variant.named ?? inferred,
                  FaceLocation(of: bold.face) != FaceLocation(of: variant.regular.face) else { return nil }
            return (variant, bold)
        }
    }

    /// The faces whose character maps the rules asked for need, each once, in a stable order.
    static func locations(in bundle: FontBundle, missingGlyphs: Bool, regression: Bool) -> [FaceLocation] {
        let faces = (missingGlyphs ? checked(in: bundle) : [])
            + (regression ? boldPairs(in: bundle).flatMap { [$0.variant.regular, $0.bold] } : [])
        var seen: Set<FaceLocation> = []
        return faces.map { FaceLocation(of: $0.face) }.filter { seen.insert($0).inserted }
    }
}
