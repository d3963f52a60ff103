/// Rows of fields as comma-separated values (RFC 4180), for spreadsheets.
public struct CSVTable: Sendable, Hashable {
    /// The column titles.
    public let header: [String]
    public var rows: [[String]] = []

    /// A table of columns `header`, its rows `rows`.
    public init(header: [String], rows: [[String]] = []) {
        self.header = header
        self.rows = rows
    }

    /// The table as CSV text, header first, each line ended by CRLF; a field holding a comma, a quote or a
    /// line break is quoted, its quotes doubled.
    public var text: String {
        ([header] + rows).map { row in row.map(Self.field).joined(separator: ",") + "\r\n" }.joined()
    }

    private static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
