/// Loads the fonts under PATH as lint does (the fonts the app ships, the style maps, no code or strings) and
/// builds what `generate` renders.
public enum GenerateRunner {
    /// The catalog of the fonts under `options.root`; throws where lint would (PATH or configuration unreadable).
    public static func run(_ options: GenerateOptions) throws(LintSetupError) -> GeneratedCode {
        var lintOptions = LintOptions(root: options.root, styleMaps: options.styleMaps, scansSources: false, target: options.target)
        lintOptions.readsGlyphCoverage = false
        let loaded = try FontBundleLoader.load(lintOptions)
        var catalog = FontCatalogBuilder.build(loaded.bundle, namespace: options.namespace)
        catalog.notes = loaded.inputs.notes + loaded.bundle.styleMaps.flatMap(\.problems) + catalog.notes
        return GeneratedCode(catalog: catalog, access: options.access, flavors: options.flavors)
    }
}
