/// Rows of text in aligned columns, separated by two spaces, for terminal output.
struct TextTable {
    /// The column titles.
    let header: [String]
    /// Indexes of the columns aligned right (numbers).
    let rightAligned: Set<Int>
    var rows: [[String]] = []

    /// The table as lines, header first, without trailing spaces.
    var lines: [String] {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { row in
            var line = row.indices.map { column in
                let padding = String(repeating: " ", count: widths[column] - row[column].count)
                return rightAligned.contains(column) ? padding + row[column] : row[column] + padding
            }
            .joined(separator: "  ")
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }
}
