@testable import FontInspector
import TestSupport

/// The inputs whose generated code is pinned by golden files (Tests/Fixtures/Generated/<name>.swift.golden) and
/// type-checked: the sample app, every test font (collections, variable instances; WOFF files are left out as web
/// fonts, as lint leaves them), and two
/// small sets with one flavour each, public access and other namespaces.
struct GenerateCase: CustomStringConvertible, Sendable {
    var name: String
    var options: GenerateOptions

    var description: String { name }

    static let root = Fixtures.repositoryRoot
    static let goldenFolder = root + "/Tests/Fixtures/Generated"

    static let all = [
        GenerateCase(name: "SampleApp", options: GenerateOptions(root: root + "/Examples/SampleApp")),
        GenerateCase(name: "TestFonts", options: GenerateOptions(root: Fixtures.testFonts, namespace: "TestFonts")),
        GenerateCase(name: "Collections-UIKit-public", options: GenerateOptions(
            root: Fixtures.font("Generated/Collections"), flavors: [.uikit], access: .public, namespace: "AppFonts")),
        GenerateCase(name: "LocalizedApp-SwiftUI", options: GenerateOptions(
            root: root + "/Tests/Fixtures/LocalizedApp", flavors: [.swiftui], namespace: "CoverFonts")),
    ]

    var golden: String { Self.goldenFolder + "/\(name).swift.golden" }

    func source() throws -> String {
        GeneratedSwiftReport.generateReport(try GenerateRunner.run(options), context: ReportContext())
    }
}
