/// Left-aligned columns separated by two spaces; the last column is not padded. Cells are shown
/// with control characters escaped, since they carry names read from font files.
struct TextTable {
    var rows: [[String]] = []

    mutating func append(_ row: [String]) { rows.append(row) }

    func rendered(indent: String = "") -> [String] {
        let rows = rows.map { $0.map(TerminalText.escaping) }
        let columnCount = rows.map(\.count).max() ?? 0
        // The last column is last in every row that has it, so never padded: its width (a count of characters over
        // every message) is not needed.
        let widths = (0..<max(columnCount - 1, 0)).map { column in
            rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
        }
        return rows.map { row in
            let cells = row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }
            return indent + cells.joined(separator: "  ")
        }
    }
}
