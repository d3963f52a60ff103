import GRDB
import TomoDICOM

extension StudyLibrary {
    /// Where every instance of study `study` (of every study for nil), or of series `series` alone, lies: its
    /// images and its non-image objects (reports, segmentations, …), in path order. What exports a study reads.
    public func instanceLocations(study: String? = nil, series: String? = nil) async throws(LibraryError) -> [InstanceLocation] {
        let (filter, frozen) = Self.seriesFilter(study: study, series: series)
        return try await reading { db in
            let paths = try String.fetchAll(db, sql: """
                SELECT path FROM (
                    SELECT instance.path AS path FROM instance JOIN series USING (seriesInstanceUID) \(filter)
                    UNION ALL
                    SELECT document.path AS path FROM document JOIN series USING (seriesInstanceUID) \(filter)
                ) ORDER BY path
                """, arguments: frozen + frozen)
            var names = LocationNames()
            return paths.map { names.location(named: $0) }
        }
    }

    /// The `WHERE` clause (empty for neither) keeping the rows of study `study` and of series `series`, over a
    /// query joining `series`, and its arguments.
    static func seriesFilter(study: String?, series: String?) -> (sql: String, arguments: StatementArguments) {
        var conditions: [String] = []
        var arguments: StatementArguments = []
        if let study {
            conditions.append("series.studyInstanceUID = ?")
            arguments += [study]
        }
        if let series {
            conditions.append("series.seriesInstanceUID = ?")
            arguments += [series]
        }
        return (conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND "), arguments)
    }
}
