/// What a failing comparison of long values prints: the first place they differ and a little around it, not
/// both values whole (a listing of the test fonts as JSON runs to hundreds of thousands of characters).
package enum FirstDifference {
    /// nil when equal; else the index of the first differing element, both elements, and both counts.
    package static func of<Element: Equatable>(_ actual: [Element], _ expected: [Element]) -> String? {
        guard actual != expected else { return nil }
        let index = (0..<min(actual.count, expected.count)).first { actual[$0] != expected[$0] } ?? min(actual.count, expected.count)
        func element(_ array: [Element]) -> String { index < array.count ? String(describing: array[index]) : "(none)" }
        return "first difference at element \(index): \(element(actual)) ≠ \(element(expected))"
            + " (\(actual.count) elements, expected \(expected.count))"
    }

    /// nil when equal; else the first differing line's number and both lines.
    package static func of(_ actual: String, _ expected: String) -> String? {
        guard actual != expected else { return nil }
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let shorter = min(actualLines.count, expectedLines.count)
        let index = (0..<shorter).first { actualLines[$0] != expectedLines[$0] } ?? shorter
        func line(_ lines: [Substring]) -> String { index < lines.count ? String(lines[index].prefix(200)).debugDescription : "(none)" }
        return "first difference at line \(index + 1): \(line(actualLines)) ≠ \(line(expectedLines))"
            + " (\(actualLines.count) lines, expected \(expectedLines.count))"
    }
}
