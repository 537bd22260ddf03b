// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "fontinspect",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "fontinspect", targets: ["fontinspect"]),
        .library(name: "FontInspector", targets: ["FontInspector"]),
    ],
    targets: [
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]
        ),
        .systemLibrary(
            name: "CFontconfig",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]
        ),
        // libyaml, for XcodeGen's project.yml (and YAML configuration): YAML is not hand-parsed.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // Everything a Swift user of the tool can call: reading faces, models, reports.
        .target(name: "FontInspector", dependencies: ["CFreeType", "CFontconfig", "CYAML"]),
        // The subcommands and their argument parsing, kept in a library so tests run them in-process.
        .target(name: "FontInspectCommands", dependencies: ["FontInspector"]),
        .executableTarget(name: "fontinspect", dependencies: ["FontInspectCommands"]),
        .testTarget(
            name: "FontInspectorTests",
            // CFreeType and CFontconfig too: differential tests ask FreeType itself for comparison.
            dependencies: ["FontInspector", "CFreeType", "CFontconfig"],
        ),
        .testTarget(
            name: "FontInspectCommandsTests",
            dependencies: ["FontInspectCommands", "FontInspector"],
            // Read from disk by path (the SARIF schema), not bundled as resources.
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
