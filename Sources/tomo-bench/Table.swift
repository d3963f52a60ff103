/// A plain-text table: a header row, then rows; the first column left-aligned, the others right-aligned.
struct Table {
    private let header: [String]
    private var rows: [[String]] = []

    init(_ header: String...) {
        self.header = header
    }

    mutating func add(_ cells: String...) {
        rows.append(cells)
    }

    /// Prints the table to standard output.
    func print() {
        let all = [header] + rows
        let columns = all.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in
            all.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
        }
        for row in all {
            let cells = row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }
            Swift.print(cells.joined(separator: "   ").trimmingTrailingSpaces)
        }
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        String(reversed().drop { $0 == " " }.reversed())
    }
}
