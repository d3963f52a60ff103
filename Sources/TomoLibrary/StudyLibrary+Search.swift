import GRDB
import TomoCore
import TomoDICOM
import TomoSeries

extension StudyLibrary: StudyCatalog {
    /// The studies matching `query`, latest first (by study date and time), as a PACS's study search
    /// describes them: patient, date, description, accession, the modalities of their series and counts.
    /// A patient name, ID or accession number matches with `*` and `?` as wildcards, ignoring case; a date
    /// matches a day or a range (`20240101-20241231`, `-20231231`, `20240101-`); a Study Instance UID whole.
    public func studies(matching query: StudyQuery = StudyQuery()) async throws(LibraryError) -> [StudySummary] {
        var conditions: [String] = []
        var arguments: StatementArguments = []
        for (column, value) in [("patient.name", query.patientName), ("patient.patientID", query.patientID),
                                ("study.accessionNumber", query.accessionNumber)] {
            guard let value, !value.isEmpty else { continue }
            conditions.append("\(column) LIKE ? ESCAPE '\\'")
            arguments += [Self.likePattern(value)]
        }
        if let date = query.studyDate, !date.isEmpty {
            let parts = date.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
            if parts.count == 1 {
                conditions.append("study.studyDate = ?")
                arguments += [parts[0]]
            } else {
                if !parts[0].isEmpty { conditions.append("study.studyDate >= ?"); arguments += [parts[0]] }
                if !parts[1].isEmpty { conditions.append("study.studyDate <= ?"); arguments += [parts[1]] }
            }
        }
        if let uid = query.studyInstanceUID, !uid.isEmpty {
            conditions.append("study.studyInstanceUID = ?")
            arguments += [uid]
        }
        if let modality = query.modality, !modality.isEmpty {
            conditions.append("""
                EXISTS (SELECT 1 FROM series AS wanted WHERE wanted.studyInstanceUID = study.studyInstanceUID AND wanted.modality = ?)
                """)
            arguments += [modality]
        }
        let sql = """
            SELECT study.studyInstanceUID, patient.name, patient.patientID, study.studyDate, study.description,
                study.accessionNumber, group_concat(DISTINCT series.modality), count(series.seriesInstanceUID),
                sum(series.instanceCount), study.issuerOfPatientID
            FROM study JOIN patient ON patient.id = study.patientRowID
                LEFT JOIN series ON series.studyInstanceUID = study.studyInstanceUID
            \(conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND "))
            GROUP BY study.studyInstanceUID
            ORDER BY study.studyDate DESC, study.studyTime DESC, study.studyInstanceUID
            """
        let frozen = arguments
        return try await reading { db in
            try Row.fetchAll(db, sql: sql, arguments: frozen).map { row in
                var study = StudySummary(
                    studyInstanceUID: row[0], patientName: Self.given(row[1]), patientID: Self.given(row[2]), studyDate: row[3],
                    description: row[4], accessionNumber: row[5],
                    modalities: ((row[6] as String?) ?? "").split(separator: ",").map(String.init).sorted(),
                    seriesCount: row[7], instanceCount: row[8])
                study.issuerOfPatientID = row[9]
                return study
            }
        }
    }

    /// The series of study `study`, by series number: its images' and its non-image objects' (no image size).
    /// - Throws: ``LibraryError/unknownStudy(_:)`` when the library holds no such study.
    public func series(inStudy study: String) async throws(LibraryError) -> [LibrarySeries] {
        let found = try await reading { db -> [LibrarySeries]? in
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM study WHERE studyInstanceUID = ?", arguments: [study]) != nil else {
                return nil
            }
            return try Row.fetchAll(db, sql: """
                SELECT seriesInstanceUID, studyInstanceUID, number, modality, description, instanceCount, rows, columns,
                    pixelSpacingRow, pixelSpacingColumn, sliceThickness
                FROM series WHERE studyInstanceUID = ? ORDER BY number IS NULL, number, seriesInstanceUID
                """, arguments: [study]).map { row in
                let spacing = (row[8] as Double?).flatMap { rowSpacing in
                    (row[9] as Double?).map { PixelSpacing(row: rowSpacing, column: $0) }
                }
                return LibrarySeries(
                    seriesInstanceUID: row[0], studyInstanceUID: row[1], number: row[2], modality: row[3], description: row[4],
                    instanceCount: row[5], rows: row[6], columns: row[7], pixelSpacing: spacing, sliceThickness: row[10])
            }
        }
        guard let found else { throw .unknownStudy(study) }
        return found
    }

    /// The series of study `study` as a catalog lists them, in series number order, those of its non-image
    /// objects (reports, segmentations…) among them; none for a study the library does not hold.
    public func series(ofStudy study: String) async throws(LibraryError) -> [StudySeries] {
        let found: [LibrarySeries]
        do {
            found = try await series(inStudy: study)
        } catch .unknownStudy {
            return []
        }
        return found.map { series in
            StudySeries(
                studyInstanceUID: series.studyInstanceUID, seriesInstanceUID: series.seriesInstanceUID, modality: series.modality,
                number: series.number, description: series.description, instanceCount: series.instanceCount)
        }
    }

    /// How many studies, series and instances the library holds.
    public func counts() async throws(LibraryError) -> (studies: Int, series: Int, instances: Int) {
        try await reading { db in
            let row = try Row.fetchOne(db, sql: """
                SELECT (SELECT count(*) FROM study), (SELECT count(*) FROM series), (SELECT count(*) FROM instance)
                """)
            return (row?[0] ?? 0, row?[1] ?? 0, row?[2] ?? 0)
        }
    }

    /// `text` with DICOM's wildcards (`*`, `?`) as LIKE's (`%`, `_`), LIKE's own escaped with `\`.
    static func likePattern(_ text: String) -> String {
        var pattern = ""
        for character in text {
            switch character {
            case "*": pattern += "%"
            case "?": pattern += "_"
            case "%", "_", "\\": pattern += "\\\(character)"
            default: pattern.append(character)
            }
        }
        return pattern
    }

    /// nil for the empty text a patient's missing name or ID is kept as.
    static func given(_ text: String?) -> String? {
        text.flatMap { $0.isEmpty ? nil : $0 }
    }
}
