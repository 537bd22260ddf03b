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
            // Copied as a folder: the bundle keeps Fonts/, the path the generated registration opens.
            resources: [.copy("Fonts"), .process("Typography.plist")],
            plugins: [.plugin(name: "FontConstants", package: "fontinspect")]
        ),
        .target(name: "MonoFonts", resources: [.copy("Fonts")]),
        .testTarget(
            name: "FontPackageTests",
            dependencies: ["BrandFonts", "MonoFonts"],
            // What `fontinspect list --format json` says of the two Fonts folders, to compare the constants with.
            resources: [.copy("faces.json")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
