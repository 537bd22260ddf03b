import Testing
import TestSupport

@Suite struct FirstDifferenceTests {
    @Test func arraysNameTheFirstDifferingElementAndTheCounts() {
        #expect(FirstDifference.of([1, 2, 3], [1, 2, 3]) == nil)
        #expect(FirstDifference.of([1, 2, 3], [1, 5, 3]) == "first difference at element 1: 2 ≠ 5 (3 elements, expected 3)")
        #expect(FirstDifference.of([1, 2], [1, 2, 3]) == "first difference at element 2: (none) ≠ 3 (2 elements, expected 3)")
    }

    @Test func stringsNameTheFirstDifferingLineCutTo200Characters() {
        let long = String(repeating: "x", count: 300)
        #expect(FirstDifference.of("a\nb\n", "a\nb\n") == nil)
        #expect(FirstDifference.of("a\n\(long)y\n", "a\n\(long)z\n")
            == "first difference at line 2: \"\(long.prefix(200))\" ≠ \"\(long.prefix(200))\" (3 lines, expected 3)")
        #expect(FirstDifference.of("a\n", "a\nb\n") == "first difference at line 2: \"\" ≠ \"b\" (2 lines, expected 3)")
    }
}
