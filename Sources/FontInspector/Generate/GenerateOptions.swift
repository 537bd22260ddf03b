/// What `fontinspect generate` was asked for: the fonts under `root` (found as lint finds them), the style maps
/// whose text styles get accessors, which platform parts to write, and how the generated code is named.
public struct GenerateOptions: Sendable {
    /// The app or package folder whose fonts get constants.
    public var root: String
    /// `--style-map`; empty means every style map under root.
    public var styleMaps: [String]
    /// The platform parts written besides the constants and registration (`--flavor`; `all` is every one).
    public var flavors: Set<GeneratedFlavor>
    /// The access level of the generated declarations (`--access`).
    public var access: GeneratedAccess
    /// The outer enum every generated type lives in (`--namespace`).
    public var namespace: String
    /// `--target`: only the fonts and style maps of this Xcode target, as `lint --target` picks them.
    public var target: String?

    /// The namespace without `--namespace`.
    public static let defaultNamespace = "Fonts"

    /// Options for `root`; the rest as the command-line flags of the same names.
    public init(
        root: String, styleMaps: [String] = [], flavors: Set<GeneratedFlavor> = Set(GeneratedFlavor.allCases),
        access: GeneratedAccess = .internal, namespace: String = GenerateOptions.defaultNamespace, target: String? = nil
    ) {
        self.root = root
        self.styleMaps = styleMaps
        self.flavors = flavors
        self.access = access
        self.namespace = namespace
        self.target = target
    }
}

extension GenerateOptions {
    /// Why `name` cannot be the namespace (`--namespace`), or nil when it can: it must be a plain identifier.
    public static func namespaceProblem(_ name: String) -> String? {
        SwiftIdentifier.isPlain(name) && !FontCatalogBuilder.namespaceMembers.contains(name) ? nil
            : "'\(name)' is not usable as --namespace: expected a Swift type name of ASCII letters, digits and _ that is no keyword and not one of the generated types (\(FontCatalogBuilder.namespaceMembers.filter { $0.first!.isUppercase }.sorted().joined(separator: ", ")))"
    }
}
