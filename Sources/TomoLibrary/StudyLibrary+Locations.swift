import GRDB
import TomoDICOM

extension StudyLibrary {
    /// Where every instance of study `study` (of every study for nil), or of series `series` alone, lies: its
    /// images and its non-image objects (reports, segmentations, …), in path order. What exports a study reads.
    public func instanceLocations(study: String? = nil, series: String? = nil) async throws(LibraryError) -> [InstanceLocation] {
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
        let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        let frozen = arguments
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
}
