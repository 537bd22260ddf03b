import Foundation
import Testing
@testable import FontInspectCommands
import FontInspector
import TestSupport

/// What the plugins (Plugins/, compiled by SwiftPM only when a package uses them) and Examples/FontPackage take
/// from the tool, kept equal to it here; scripts/check-plugin-example builds and runs them.
@Suite struct PluginExampleTests {
    static let root = Fixtures.repositoryRoot
    static let example = root + "/Examples/FontPackage"

    /// The strings of the `name: Set<String> = [ … ]` literal in a plugin's source.
    func stringSet(named name: String, inPluginFile file: String) throws -> Set<String> {
        let source = try String(contentsOfFile: Self.root + "/Plugins/" + file, encoding: .utf8)
        let start = try #require(source.range(of: "\(name): Set<String> = ["))
        let end = try #require(source[start.upperBound...].firstIndex(of: "]"))
        return Set(source[start.upperBound..<end].matches(of: #/"([^"]*)"/#).map { String($0.output.1) })
    }

    @Test func lintFontsKnowsWhichLintOptionsTakeAValue() throws {
        let plugin = try stringSet(named: "optionsTakingValues", inPluginFile: "LintFonts/LintArguments.swift")
        let lint = Set(LintCommand.options.filter { $0.valueName != nil }.map(\.name))
        #expect(plugin == lint)
        #expect(plugin.contains("--style-map") && !plugin.contains("--strict"))
    }

    @Test func thePluginsTakeTheFontExtensionsTheCollectorTakes() throws {
        let plugin = try stringSet(named: "fontExtensions", inPluginFile: "Shared/FontResourceFiles.swift")
        #expect(plugin.count == 13)
        for fontExtension in plugin { #expect(FileSignature.hasFontExtension("a." + fontExtension), "\(fontExtension)") }
        for other in ["plist", "json", "swift", "png"] { #expect(!FileSignature.hasFontExtension("a." + other)) }
    }

    /// The example's tests compare the constants with this file: it must be what list prints today.
    @Test func theExamplesListingIsWhatListPrints() throws {
        let result = runTool("list", "--format", "json", Self.example + "/Sources/BrandFonts/Fonts", Self.example + "/Sources/MonoFonts/Fonts")
        #expect(result.status == 0)
        let committed = try String(contentsOfFile: Self.example + "/Tests/FontPackageTests/faces.json", encoding: .utf8)
        #expect(result.output.replacingOccurrences(of: Self.root + "/", with: "") == committed)
        #expect(committed.components(separatedBy: "\"postScriptName\"").count - 1 == 15)
    }

    /// MonoFonts commits its constants (written by the generate-fonts plugin): they must be what generate writes today.
    @Test func theCommittedConstantsAreFresh() {
        let target = Self.example + "/Sources/MonoFonts"
        let result = runTool("generate", target, "--namespace", "Mono", "--access", "public", "--check", target + "/FontConstants.generated.swift")
        #expect(result.status == 0, "run scripts/check-plugin-example's generate-fonts line without --check: \(result.errors)")
        #expect(result.errors == "")
    }
}
