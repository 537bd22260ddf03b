import Foundation

/// A repository whose iOS app hosts a cross-platform layer that draws its own text (D281): Flutter (`pubspec.yaml`
/// with a `flutter:` section), Compose Multiplatform (`composeResources/` beside a Gradle build), React Native
/// (`package.json` depending on `react-native`) or Capacitor (`capacitor.config.*`). Their fonts are that layer's
/// assets — Flutter's and Compose's engines draw them, a web view loads Capacitor's — not files iOS registers
/// through UIAppFonts, so a lint that finds nothing native to check has a reason to give.
public struct CrossPlatformHost: Sendable, Equatable {
    /// Which layer.
    public enum Kind: String, Sendable {
        case flutter = "Flutter"
        case composeMultiplatform = "Compose Multiplatform"
        case reactNative = "React Native"
        case capacitor = "Capacitor"
    }

    /// Which layer.
    public var kind: Kind
    /// The file that says so, as the walk names it (`pubspec.yaml`, `package.json`, `capacitor.config.json`), or
    /// for Compose the `composeResources` folder.
    public var manifest: String
    /// The font files the layer declares (Flutter's `fonts:` assets) or holds (Compose's `composeResources/font/`);
    /// nil where the layer has no such list.
    public var fontCount: Int?

    /// A host as detection (or a test) describes it.
    public init(kind: Kind, manifest: String, fontCount: Int? = nil) {
        self.kind = kind
        self.manifest = manifest
        self.fontCount = fontCount
    }

    /// Manifests are a few kilobytes; larger ones are not read.
    static let maximumManifestSize = 1024 * 1024

    /// The host the walked files show (`fontFiles`: every font file the walk found, shipped or not), the one whose
    /// manifest is nearest PATH; nil when none does.
    public static func find(otherFiles: [String], fontFiles: [String]) -> CrossPlatformHost? {
        let manifests = otherFiles.filter { manifestNames.contains(String(PathName.last(of: $0))) }
        for file in manifests.sorted(by: { (depth(of: $0), $0) < (depth(of: $1), $1) }) {
            if let host = host(manifest: file, otherFiles: otherFiles, fontFiles: fontFiles) { return host }
        }
        return nil
    }

    private static let manifestNames: Set<String> = [
        "pubspec.yaml", "package.json", "capacitor.config.json", "capacitor.config.ts", "capacitor.config.js",
        "settings.gradle.kts", "settings.gradle",
    ]

    private static func depth(of path: String) -> Int { path.split(separator: "/").count }

    private static func host(manifest file: String, otherFiles: [String], fontFiles: [String]) -> CrossPlatformHost? {
        switch String(PathName.last(of: file)) {
        case "pubspec.yaml":
            guard let pubspec = try? YAMLDocument.read(file: file, maximumFileSize: maximumManifestSize).root,
                  pubspec["flutter"] != nil || pubspec["dependencies"]?["flutter"] != nil
            else { return nil }
            let flutter = pubspec["flutter"]
            let assets = (flutter?["fonts"]?.sequenceValue ?? []).flatMap { $0["fonts"]?.sequenceValue ?? [] }.compactMap { $0["asset"]?.scalarValue }
            return CrossPlatformHost(kind: .flutter, manifest: file, fontCount: Set(assets).count)
        case "package.json":
            guard let root = try? PropertyListDocument.read(file: file, asJSON: true, maximumFileSize: maximumManifestSize).root.dictionaryValue,
                  ["dependencies", "devDependencies"].contains(where: { root[$0]?.dictionaryValue?["react-native"] != nil })
            else { return nil }
            return CrossPlatformHost(kind: .reactNative, manifest: file)
        case "capacitor.config.json", "capacitor.config.ts", "capacitor.config.js":
            return CrossPlatformHost(kind: .capacitor, manifest: file)
        case "settings.gradle.kts", "settings.gradle":
            // Compose Multiplatform keeps its resources, fonts among them, in `composeResources/` of a module.
            let folder = PathName.parent(of: file) + "/"
            let fonts = fontFiles.filter { $0.hasPrefix(folder) && $0.contains("/composeResources/font/") }
            guard let resource = fonts.first ?? otherFiles.first(where: { $0.hasPrefix(folder) && $0.contains("/composeResources/") }),
                  let end = resource.range(of: "/composeResources/")
            else { return nil }
            return CrossPlatformHost(kind: .composeMultiplatform, manifest: resource[..<end.lowerBound] + "/composeResources", fontCount: fonts.count)
        default:
            return nil
        }
    }
}
