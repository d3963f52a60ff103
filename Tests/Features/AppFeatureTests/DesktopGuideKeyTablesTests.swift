import AppFeature
import FeatureSupport
import Foundation
import Testing

/// The desktop guide's key tables (docs/desktop.md) say what the key tables do: each table after a
/// `<!-- keys: NAME -->` marker lists exactly the rows of that screen's table (`app` for the app's own keys), in order.
@Suite("The desktop guide's key tables")
struct DesktopGuideKeyTablesTests {
    @Test("Every screen's key table is in the desktop guide, row for row")
    func guideMatchesTheTables() throws {
        let guide = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "docs/desktop.md")
        let tables = Self.markedTables(in: try String(contentsOf: guide, encoding: .utf8))
        let expected = [("app", AppModel.keys.help)] + AppScreen.all.map { ($0.id, $0.keyHelp) }
        #expect(Set(tables.keys) == Set(expected.map(\.0)), "tables in docs/desktop.md: \(tables.keys.sorted())")
        for (name, help) in expected {
            let rows = tables[name] ?? []
            #expect(rows == help.map { [$0.keys, $0.does] }, "docs/desktop.md's \(name) keys differ from its table: \(rows)")
        }
    }

    /// The rows (cells) of each table that follows a `<!-- keys: NAME -->` line, by name.
    private static func markedTables(in text: String) -> [String: [[String]]] {
        var tables: [String: [[String]]] = [:]
        var current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("<!-- keys: "), line.hasSuffix(" -->") {
                current = String(line.dropFirst("<!-- keys: ".count).dropLast(" -->".count))
                tables[current!] = []
            } else if let name = current, line.hasPrefix("|") {
                let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                guard cells != ["key", "does"], !cells.allSatisfy({ $0.allSatisfy { $0 == "-" } }) else { continue }
                tables[name]?.append(cells)
            } else if current != nil, !line.isEmpty || tables[current!]?.isEmpty == false {
                current = nil
            }
        }
        return tables
    }
}
