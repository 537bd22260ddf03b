import Foundation
import Testing
import TestSupport

/// Every `public` declaration of the library targets has a `///` comment (scripts/check-public-docs), and the
/// script tells a documented declaration from one that is not.
@Suite struct PublicDocumentationTests {
    static let script = Fixtures.repositoryRoot + "/scripts/check-public-docs"

    @Test func everyPublicDeclarationOfTheLibraryIsDocumented() throws {
        let run = try Fixtures.run("/usr/bin/env", ["python3", Self.script], in: Fixtures.repositoryRoot)
        #expect(run.output == "")
        #expect(run.status == 0)
    }

    @Test func theScriptListsWhatHasNoCommentAndNothingElse() throws {
        let folder = try Fixtures.temporaryDirectory()
        let source = #"""
            /// Documented.
            public struct Shown {
                public var bare: Int
                /// Documented after an attribute.
                @available(*, deprecated)
                public init() { bare = 0 }
                @discardableResult
                public func attributedButBare() -> Int { 0 }
                public var description: String { "a protocol's requirement" }
                public static var identifier: String { "a Reporter's requirement" }
                let text = """
                    public func insideAString()
                    """
                package var notPublic = 0
            }
            public extension Shown {}
            """#
        try folder.write(Array(source.utf8), as: "Shown.swift")
        let run = try Fixtures.run("/usr/bin/env", ["python3", Self.script, folder.path], in: folder.path)
        #expect(run.status == 1)
        #expect(run.output.split(separator: "\n").map { $0.replacingOccurrences(of: folder.path, with: "DIR") } == [
            "DIR/Shown.swift:3: undocumented public declaration: public var bare: Int",
            "DIR/Shown.swift:8: undocumented public declaration: public func attributedButBare() -> Int { 0 }",
            "2 public declarations have no /// comment (document them, or make them package)",
        ])
    }
}
