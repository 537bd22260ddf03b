// swift-tools-version:6.0
import PackageDescription

// fontinspect's plugins in use (docs/plugins.md): BrandFonts gets its font constants at build time from the
// FontConstants build plugin; MonoFonts commits them, written by `swift package generate-fonts --target MonoFonts`.
let package = Package(
    name: "FontPackage",
    platforms: [.iOS(.v15), .macOS(.v13)],
    products: [
        .library(name: "BrandFonts", targets: ["BrandFonts"]),
        .library(name: "MonoFonts", targets: ["MonoFonts"]),
    ],
    dependencies: [
        .package(name: "fontinspect", path: "../.."),
    ],
    targets: [
        .target(
            name: "BrandFonts",
            // Processed: SwiftPM copies the files flat into the bundle, where the generated register(from:) looks.
            // The style map is an input of the generated code, not a resource the app reads.
            exclude: ["Typography.plist"],
            resources: [.process("Fonts")],
            plugins: [.plugin(name: "FontConstants", package: "fontinspect")]
        ),
        .target(name: "MonoFonts", resources: [.process("Fonts")]),
        .testTarget(
            name: "FontPackageTests",
            dependencies: ["BrandFonts", "MonoFonts"],
            // What `fontinspect list --format json` says of the two Fonts folders, read by path (not a resource, so
            // that Bundle.module stays the libraries' own).
            exclude: ["faces.json"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
