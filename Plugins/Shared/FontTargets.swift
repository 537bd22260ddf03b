import Foundation
import PackagePlugin

/// The targets a command plugin works on: those named with `--target`, else every Swift target (tests left out)
/// with a font file in its folder.
enum FontTargets {
    static func chosen(_ names: [String], in package: Package) throws -> [SwiftSourceModuleTarget] {
        guard names.isEmpty else {
            return try package.targets(named: names).map { target in
                guard let module = target as? SwiftSourceModuleTarget else {
                    throw PluginError("\(target.name) is not a Swift target: fontinspect's plugins work on Swift targets")
                }
                return module
            }
        }
        return package.targets(ofType: SwiftSourceModuleTarget.self).filter { target in
            target.kind != .test && !FontResourceFiles(under: target.directoryURL).fonts.isEmpty
        }
    }

    /// `Sources/BrandFonts`: a target's folder as the package's folder sees it, for arguments and messages.
    static func relativePath(of folder: URL, in package: Package) -> String {
        let root = package.directoryURL.standardizedFileURL.path
        let path = folder.standardizedFileURL.path
        return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    /// Whether a library product vends the target: its clients then use the constants, which must be public.
    static func isVended(_ target: SwiftSourceModuleTarget, in package: Package) -> Bool {
        package.products(ofType: LibraryProduct.self).contains { product in
            product.targets.contains { $0.id == target.id }
        }
    }
}
