import Foundation
import GRDB
import TomoVolume

extension StudyLibrary {
    /// The alignment kept for series `from` against series `to` (turned round where it was kept the other way),
    /// if any. An alignment goes with either series: a study removed takes its pairs with it.
    public func alignment(from: String, to: String) async throws(LibraryError) -> VolumeAlignment? {
        let rows = try await reading { db in
            try Row.fetchAll(db, sql: """
                SELECT fromSeries, alignment FROM alignment
                WHERE (fromSeries = ? AND toSeries = ?) OR (fromSeries = ? AND toSeries = ?)
                """, arguments: [from, to, to, from]).map { ($0[0] as String, $0[1] as String) }
        }
        let decoder = JSONDecoder()
        let kept = rows.compactMap { row -> (String, VolumeAlignment)? in
            (try? decoder.decode(VolumeAlignment.self, from: Data(row.1.utf8))).map { (row.0, $0) }
        }
        if let direct = kept.first(where: { $0.0 == from }) { return direct.1 }
        guard var reverse = kept.first?.1 else { return nil }
        reverse.translation = reverse.translation * -1
        return reverse
    }

    /// Keeps `alignment` of series `from` against series `to` in place of any kept for the pair; false (nothing
    /// kept) where the library does not hold both series.
    @discardableResult
    public func keep(_ alignment: VolumeAlignment, from: String, to: String) async throws(LibraryError) -> Bool {
        let json = String(decoding: (try? JSONEncoder().encode(alignment)) ?? Data(), as: UTF8.self)
        return try await writing { db in
            let held = try Int.fetchOne(
                db, sql: "SELECT count(*) FROM series WHERE seriesInstanceUID IN (?, ?)", arguments: [from, to]) ?? 0
            guard held == (from == to ? 1 : 2) else { return false }
            try db.execute(
                sql: "DELETE FROM alignment WHERE (fromSeries = ? AND toSeries = ?) OR (fromSeries = ? AND toSeries = ?)",
                arguments: [from, to, to, from])
            try db.execute(sql: "INSERT INTO alignment (fromSeries, toSeries, alignment) VALUES (?, ?, ?)", arguments: [from, to, json])
            return true
        }
    }
}
