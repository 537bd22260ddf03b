/// A font name the app writes, what it loads, and the platforms it was checked for.
struct ResolvedFontNameReference {
    var reference: FontNameReference
    var resolution: FontNameResolution
    var platforms: Set<ApplePlatform>

    /// `iOS`, `macOS`, `iOS or macOS`: how messages name the platforms.
    var platformWords: String {
        ApplePlatform.allCases.filter(platforms.contains).map(\.rawValue).joined(separator: " or ")
    }

    /// Platforms it was written for whose preinstalled fonts lint does not know (watchOS, tvOS): a name that is
    /// neither bundled nor in the catalogues may be one of theirs.
    var uncataloguedPlatforms: [ApplePlatform] { ApplePlatform.allCases.filter { platforms.contains($0) && !$0.hasSystemFontCatalogue } }

    /// What the output's `references` lists.
    var record: ResolvedFontName {
        let face = resolution.loadedFace
        return ResolvedFontName(
            location: reference.location, kind: reference.kind, text: reference.name, resolution: resolution.kind,
            face: resolution.loadedPostScriptName, fontFile: face?.font.path, faceIndex: face?.face.faceIndex,
            instance: face?.face.instanceIndex, platforms: ApplePlatform.allCases.filter(platforms.contains))
    }

    /// Every font name the bundle writes, resolved: the one resolution of names in a lint, which the loader
    /// computes once (the glyph-coverage faces depend on it) and `LintContext` hands to the rules. One lookup per
    /// set of platforms (at most three), and each name resolved once per set: an app writes the same name many
    /// times.
    static func all(in bundle: FontBundle) -> [ResolvedFontNameReference] {
        let platforms = ReferencePlatforms(bundle: bundle)
        var lookups: [Set<ApplePlatform>: FontNameLookup] = [:]
        var resolutions: [Set<ApplePlatform>: [String: FontNameResolution]] = [:]
        return FontNameReference.all(in: bundle).map { reference in
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
