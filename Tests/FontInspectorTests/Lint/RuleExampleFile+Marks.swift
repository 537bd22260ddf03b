import FontInspector

// What the generic example test reads from an example file: where its ↓ marks are, and its text without them.
extension RuleExample.File {
    /// The line and column (in Unicode scalars) of each mark, counted without the marks.
    var markedPositions: [(line: Int, column: Int)] {
        guard case .text(let text) = content else { return [] }
        var positions: [(line: Int, column: Int)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var column = 1
            for scalar in line.unicodeScalars {
                if scalar == "↓" { positions.append((index + 1, column)) } else { column += 1 }
            }
        }
        return positions
    }

    /// The text without its marks.
    var unmarkedText: String? {
        guard case .text(let text) = content else { return nil }
        return text.replacingOccurrences(of: "↓", with: "")
    }
}
