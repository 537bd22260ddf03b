import Foundation
import Testing
import TestSupport
@testable import FontInspector

/// SwiftGen's fonts accessors, read as Tuist's under the enum names the project's configs give (M744).
@Suite struct SwiftGenFontEnumsTests {
    @Test func enumNamesOfTheFontsOutputsWithSwiftGensDefault() throws {
        let directory = try Fixtures.temporaryDirectory()
        let named = directory.path + "/swiftgen.yml"
        try """
            input_dir: Resources/
            xcassets:
              inputs: Colors.xcassets
              outputs: {templateName: swift5, params: {enumName: AssetColors}}
            fonts:
              inputs: [Font]
              outputs:
                templateName: swift5
                output: Fonts.swift
                params: {enumName: FontAssets, publicAccess: true}
            """.write(toFile: named, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: directory.path + "/Other", withIntermediateDirectories: true)
        let unnamed = directory.path + "/Other/.swiftgen.yml"
        try "fonts:\n  - inputs: Fonts\n    outputs:\n      - templateName: swift5\n        output: F.swift\n"
            .write(toFile: unnamed, atomically: true, encoding: .utf8)
        let configs = SwiftGenFontEnums.configs(among: [named, unnamed, directory.path + "/Other/swiftgen.yaml.txt"])
        #expect(configs == [named, unnamed])
        #expect(SwiftGenFontEnums.names(configs: configs) == ["FontAssets", "FontFamily"])
    }

    @Test func aBareFontFamilyIsAnAccessorOnlyWhereSwiftGenGeneratesIt() {
        let text = """
            let a = FontAssets.DotGothic16.regular.font(size: 57)
            let b = FontFamily.HarborSans.bold.font(size: 20)
            """
        func paths(_ enums: Set<Substring>) -> [String] {
            let bytes = Array(text.utf8)
            return bytes.withUnsafeBufferPointer { buffer in
                let structure = TokenStructure(SourceLexer.lex(buffer, language: .swift), bytes: buffer, language: .swift)
                return FontCallMatcher(structure: structure, swiftGenFontEnums: enums).matches()
                    .compactMap { $0.tuistFont.map { "\($0.family).\($0.style)" } }
            }
        }
        #expect(paths([]) == [])
        #expect(paths(["FontAssets"]) == ["DotGothic16.regular"])
        #expect(paths(["FontAssets", "FontFamily"]) == ["DotGothic16.regular", "HarborSans.bold"])
    }
}
