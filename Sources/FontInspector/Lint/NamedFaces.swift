/// The bundled faces the app's font names can reach, so that a finding about a face or file nothing names can
/// say so and stay an `info`: it cannot change what a user sees. A name reaches every face it may load (all the
/// faces of a PostScript name, a family name's whole family: traits pick among them), and a named face's family
/// is reached too (`.bold()`, symbolic traits and Bold Text switch to its siblings). Style maps are references
/// like code and Interface Builder; names given at run time reach nothing lint can see.
struct NamedFaces: Sendable {
    /// The families (the family name iOS shows) of every reached face.
    let families: Set<String>
    /// The files of the faces the names may load themselves (not their families' other faces).
    let files: Set<String>
    /// Whether any name reaches a bundled face: when none does (a font package, fonts only), nothing is
    /// known about use and findings keep their severity.
    var namesAnyFace: Bool { !families.isEmpty }

    init(references: [ResolvedFontNameReference], boldTextVariants: [BoldTextVariant]) {
        let reached = references.flatMap { Self.reachableFaces(of: $0.resolution) }
            + boldTextVariants.flatMap { [$0.regular] + [$0.named, $0.inferred].compactMap { $0 } }
        families = Set(reached.compactMap(\.face.family))
        files = Set(reached.map(\.font.path))
    }

    /// Whether a name reaches `face` or a face of its family. A face without a family is taken as named: lint
    /// cannot tell.
    func names(_ face: FontFace) -> Bool {
        guard let family = face.family else { return true }
        return families.contains(family)
    }

    /// The faces one resolved name may load.
    static func reachableFaces(of resolution: FontNameResolution) -> [BundleFace] {
        if case .familyFallback(_, let family) = resolution { return family }
        return resolution.candidateFaces
    }
}
