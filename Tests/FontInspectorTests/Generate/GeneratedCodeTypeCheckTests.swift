import Foundation
import Testing
@testable import FontInspector
import TestSupport

/// The generated code compiles, not just prints: each `GenerateCase` is type-checked in Swift 6 mode on its own (the
/// Foundation-only part; the platform parts are skipped by `canImport` on Linux), then against the stand-in modules
/// of Tests/Fixtures/StandIns with UIKit and with AppKit importable, together with code that calls it as an app would.
/// The sample app's and the test fonts' constants are then compiled into a program whose output must be `list`'s
/// PostScript names.
@Suite(.serialized) struct GeneratedCodeTypeCheckTests {
    /// Calls into every part of the sample app's code, so that an ambiguous overload or a missing member fails here.
    static let sampleAppUIKitUse = """
        import UIKit
        import SwiftUI

        @MainActor func useTheSampleAppsFonts<V: View>(_ view: V) {
            let face: Fonts.Face = Fonts.HarborSans.semiBold
            let _: UIFont? = face.font(size: 17)
            let _: UIFont? = face.font(size: 17, relativeTo: .headline)
            let _: UIFont = Fonts.Typography.body.font(compatibleWith: nil)
            let _: UIFont = Fonts.Typography.caption1.font()
            let _: [Fonts.RegistrationError] = Fonts.register()
            let _: [Fonts.Face] = Fonts.validate()
            if #available(iOS 14.0, *) {
                let _: Font = .custom(face, size: 17, relativeTo: .headline)
                _ = view.font(Fonts.Typography.title1)
            }
        }
        """

    static let sampleAppAppKitUse = """
        import AppKit

        func useTheSampleAppsFonts() {
            let _: NSFont? = Fonts.HarborSans.bold.font(size: 17)
            let _: NSFont = Fonts.Typography.headline.font
            let _: [Fonts.Face] = Fonts.validate()
        }
        """

    @Test func theGeneratedCodeTypeChecksOnLinuxAndAgainstTheStandIns() throws {
        let modules = try StandInModules()
        let folder = modules.folder.path
        for testCase in GenerateCase.all {
            let file = folder + "/\(testCase.name).swift"
            try Data(testCase.source().utf8).write(to: URL(fileURLWithPath: file))
            var uses = (uikit: [String](), appkit: [String]())
            if testCase.name == "SampleApp" {
                try Data(Self.sampleAppUIKitUse.utf8).write(to: URL(fileURLWithPath: folder + "/UseUIKit.swift"))
                try Data(Self.sampleAppAppKitUse.utf8).write(to: URL(fileURLWithPath: folder + "/UseAppKit.swift"))
                uses = ([folder + "/UseUIKit.swift"], [folder + "/UseAppKit.swift"])
            }
            #expect(throws: Never.self, "\(testCase): Linux") { try modules.typeCheck([file], with: []) }
            #expect(throws: Never.self, "\(testCase): UIKit") { try modules.typeCheck([file] + uses.uikit, with: [modules.shared, modules.uikit]) }
            #expect(throws: Never.self, "\(testCase): AppKit") { try modules.typeCheck([file] + uses.appkit, with: [modules.shared, modules.appkit]) }
        }
    }

    @Test func theStandInsCatchCodeThatCallsWhatTheyDoNotDeclare() throws {
        let modules = try StandInModules()
        let file = modules.folder.path + "/Wrong.swift"
        try Data("""
            import UIKit
            let font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "A", size: 12)!, maximumPointSize: 40)
            """.utf8).write(to: URL(fileURLWithPath: file))
        #expect(throws: SwiftCompiler.Failure.self) { try modules.typeCheck([file], with: [modules.shared, modules.uikit]) }
    }

    @Test func theCompiledConstantsCarryListsPostScriptNames() throws {
        let folder = try TemporaryDirectory()
        var files: [String] = []
        for testCase in GenerateCase.all.prefix(2) {
            files.append(folder.path + "/\(testCase.name).swift")
            try Data(testCase.source().utf8).write(to: URL(fileURLWithPath: files[files.count - 1]))
        }
        try Data("""
            for name in Fonts.allFaces.map({ $0.postScriptName }) + TestFonts.allFaces.map({ $0.postScriptName }) { print(name) }
            """.utf8).write(to: URL(fileURLWithPath: folder.path + "/main.swift"))
        try SwiftCompiler.run(["-swift-version", "6", "-o", folder.path + "/names"] + files + [folder.path + "/main.swift"], in: folder.path)
        let printed = try Fixtures.run(folder.path + "/names", [], in: folder.path)
        #expect(printed.status == 0)
        let listed = [GenerateCase.root + "/Examples/SampleApp/SampleApp/Fonts", Fixtures.testFonts].flatMap { path in
            FontCatalogBuilderTests.generatable(FaceListing(FontInputs.read(paths: [path], depth: .faces).faces).families.flatMap(\.faces))
        }
        #expect(printed.output.split(separator: "\n").map(String.init) == listed)
        #expect(listed.count == 7 + 103)
    }
}
