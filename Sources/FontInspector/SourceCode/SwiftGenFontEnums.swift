/// The enums SwiftGen's fonts template writes at build time (M744): a `swiftgen.yml` (or `.swiftgen.yml`) `fonts`
/// entry's outputs each name one, `params.enumName`, `FontFamily` when none is given. The generated file is not
/// committed (SwiftGenPlugin writes it to DERIVED_SOURCES_DIR), so its accessors, `FontAssets.DotGothic16.regular
/// .font(size: 57)`, are read as Tuist's (`TuistFontAccessor`): Tuist renders the same template.
enum SwiftGenFontEnums {
    /// The config files among a project's files, by SwiftGen's default names.
    static func configs(among files: [String]) -> [String] {
        files.filter { ["swiftgen.yml", ".swiftgen.yml"].contains(String(PathName.last(of: $0))) }
    }

    /// The fonts enums `configs` generate. A config that cannot be read generates none lint can name.
    static func names(configs: [String]) -> Set<String> {
        var names: Set<String> = []
        for config in configs {
            guard let root = try? YAMLDocument.read(file: config).root, let fonts = root["fonts"] else { continue }
            for entry in items(fonts) {
                for output in entry["outputs"].map(items) ?? [] {
                    names.insert(output["params"]?["enumName"]?.scalarValue ?? defaultName)
                }
            }
        }
        return names
    }

    /// SwiftGen's template's default, `{{param.enumName|default:"FontFamily"}}`.
    static let defaultName = "FontFamily"

    /// An entry SwiftGen takes as one mapping or a list of them.
    private static func items(_ node: YAMLNode) -> [YAMLNode] {
        node.sequenceValue ?? (node.mappingValue == nil ? [] : [node])
    }
}
