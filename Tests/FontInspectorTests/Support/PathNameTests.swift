import Testing
@testable import FontInspector

/// `PathName.parent` answers as NSString's `deletingLastPathComponent` does, without the trap that
/// swift-corelibs-foundation's has on a one-character path (`lint .` walked into it: session 11's fresh-g run).
@Suite struct PathNameTests {
    @Test func theParentIsThePathWithoutItsLastComponent() {
        #expect(PathName.parent(of: "/app/Fonts/Inter.ttf") == "/app/Fonts")
        #expect(PathName.parent(of: "Fonts/Inter.ttf") == "Fonts")
        #expect(PathName.parent(of: "./Fonts") == ".")
        #expect(PathName.parent(of: "/app/Fonts/") == "/app")
        #expect(PathName.parent(of: "a//b") == "a")
    }

    @Test func oneComponentAndTheRootHaveTheParentsNSStringGives() {
        #expect(PathName.parent(of: ".") == "")
        #expect(PathName.parent(of: "a") == "")
        #expect(PathName.parent(of: "") == "")
        #expect(PathName.parent(of: "/a") == "/")
        #expect(PathName.parent(of: "//a") == "/")
        #expect(PathName.parent(of: "/") == "/")
        #expect(PathName.parent(of: "///") == "/")
    }
}
