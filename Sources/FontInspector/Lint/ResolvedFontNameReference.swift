/// A font name the app writes, what it loads, and the platforms it was checked for.
struct ResolvedFontNameReference {
    var reference: FontNameReference
    var resolution: FontNameResolution
    var platforms: Set<ApplePlatform>
    /// The fonts of the targets that hold it, when its name resolved among them (M402); nil: among the checkout's.
    var scope: TargetFontScope? = nil
    /// The targets that hold it, when its name loads a face only from a file that other app targets copy and
    /// theirs do not (M800): it resolved among the checkout's fonts, which their bundles do not hold.
    var copiedOnlyOutside: TargetFontScope? = nil

    /// Whether the targets that hold the name register the font's file: their own Info.plists, where the name
    /// resolved among their fonts; otherwise the checkout's registration.
    func isRegistered(_ font: BundleFont, in bundle: FontBundle) -> Bool {
        scope?.isRegistered(font, in: bundle) ?? bundle.isRegistered(font)
    }

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
    /// set of platforms (at most three) and target scope, and each name resolved once per lookup: an app writes the
    /// same name many times. A name resolves among the fonts of the file's targets (`ReferenceFontScopes`); one
    /// none of their fonts or system fonts answers to keeps the checkout's answer, as before M402: a file can
    /// reach fonts lint does not see (a pod's, a host app's), and an unknown name is an error. Where that answer is a
    /// file only other app targets copy, `copiedOnlyOutside` says so, for font-not-registered to judge (M800).
    static func all(in bundle: FontBundle) -> [ResolvedFontNameReference] {
        let platforms = ReferencePlatforms(bundle: bundle)
        let scopes = ReferenceFontScopes(bundle: bundle)
        var lookups: [LookupKey: FontNameLookup] = [:]
        var resolutions: [LookupKey: [String: FontNameResolution]] = [:]
        func resolve(_ name: String, _ key: LookupKey) -> FontNameResolution {
            if let known = resolutions[key]?[name] { return known }
            let lookup = lookups[key] ?? FontNameLookup(bundle: key.scope?.restricting(bundle) ?? bundle, platforms: key.platforms)
            lookups[key] = lookup
            let resolution = lookup.resolution(of: name)
            resolutions[key, default: [:]][name] = resolution
            return resolution
        }
        return FontNameReference.all(in: bundle).map { reference in
            let file = reference.location.file
            let targetPlatforms = platforms.of(file)
            guard let name = reference.name else {
                return ResolvedFontNameReference(reference: reference, resolution: .runTime, platforms: targetPlatforms)
            }
            if let scope = scopes.of(file) {
                let scoped = resolve(name, LookupKey(platforms: targetPlatforms, scope: scope))
                if scoped.loadsAFace {
                    return ResolvedFontNameReference(reference: reference, resolution: scoped, platforms: targetPlatforms, scope: scope)
                }
            }
            let resolution = resolve(name, LookupKey(platforms: targetPlatforms, scope: nil))
            let outside = scopes.of(file).flatMap { scope in resolution.loadedFace.map { scope.canLoad($0.font) } == false ? scope : nil }
            return ResolvedFontNameReference(reference: reference, resolution: resolution, platforms: targetPlatforms, copiedOnlyOutside: outside)
        }
    }

    /// One lookup's fonts: the platforms' system fonts and the scope's (nil: the checkout's) bundled fonts.
    private struct LookupKey: Hashable {
        var platforms: Set<ApplePlatform>
        var scope: TargetFontScope?
    }
}
