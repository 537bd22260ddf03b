// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "fontinspect",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "fontinspect", targets: ["fontinspect"]),
        .library(name: "FontInspector", targets: ["FontInspector"]),
        // SwiftPM and Xcode plugins that run the fontinspect built from this package (docs/plugins.md).
        .plugin(name: "FontConstants", targets: ["FontConstants"]),
        .plugin(name: "LintFonts", targets: ["LintFonts"]),
        .plugin(name: "GenerateFonts", targets: ["GenerateFonts"]),
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
        // HarfBuzz shapes text on a FreeType face; libpng writes the rendered sheet. Only FontRendering uses them.
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]
        ),
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        // The C border: the only code that touches FreeType and fontconfig pointers, with the values it returns.
        .target(name: "FontReading", dependencies: ["CFreeType", "CFontconfig"]),
        // The only code that touches libyaml: a YAML file becomes a tree of Swift values.
        .target(name: "YAMLReading", dependencies: ["CYAML"]),
        // Drawing text: HarfBuzz shaping, FreeType rasterizing, libpng writing; the only code holding their pointers.
        .target(name: "FontRendering", dependencies: ["FontReading", "CFreeType", "CHarfBuzz", "CPNG"]),
        // Everything a Swift user of the tool can call: reading faces, models, reports. Links no C library itself.
        .target(name: "FontInspector", dependencies: ["FontReading", "YAMLReading", "FontRendering"]),
        // The subcommands and their argument parsing, kept in a library so tests run them in-process.
        .target(name: "FontInspectCommands", dependencies: ["FontInspector"]),
        .executableTarget(name: "fontinspect", dependencies: ["FontInspectCommands"]),
        // A build command per target with fonts: `fontinspect generate` into the plugin's work folder, compiled
        // with the target. A build command, not a prebuild one: only a build command can run a tool built here.
        .plugin(name: "FontConstants", capability: .buildTool(), dependencies: ["fontinspect"]),
        .plugin(
            name: "LintFonts",
            capability: .command(
                intent: .custom(verb: "lint-fonts", description: "Run fontinspect lint over the package or the targets named with --target.")
            ),
            dependencies: ["fontinspect"]
        ),
        .plugin(
            name: "GenerateFonts",
            capability: .command(
                intent: .custom(verb: "generate-fonts", description: "Write fontinspect generate's constants into each target with fonts."),
                permissions: [.writeToPackageDirectory(reason: "Writes the generated font constants beside the target's sources.")]
            ),
            dependencies: ["fontinspect"]
        ),
        // Paths to the committed fixtures and temporary folders, shared by both test targets.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "FontInspectorTests",
            // CFreeType and CFontconfig too: differential tests ask FreeType itself for comparison.
            dependencies: ["FontInspector", "FontReading", "YAMLReading", "TestSupport", "CFreeType", "CFontconfig"],
        ),
        .testTarget(
            name: "FontRenderingTests",
            dependencies: ["FontRendering", "TestSupport"],
            // decode-png.py reads the written PNGs back without libpng; run by path, not bundled.
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "FontInspectCommandsTests",
            dependencies: ["FontInspectCommands", "FontInspector", "TestSupport"],
            // Read from disk by path (the SARIF schema), not bundled as resources.
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
