import Foundation
import GRDB
import TomoCore

extension StudyLibrary {
    /// The indexed files (images and non-image objects) that are gone or changed since they were imported, in path order. Reads no file, only
    /// their sizes and modification times.
    public func check() async throws(LibraryError) -> [LibraryFileProblem] {
        let indexed = try await reading { db in
            try Row.fetchAll(db, sql: """
                SELECT libraryFile.path, libraryFile.fileSize, libraryFile.fileModified, series.studyInstanceUID,
                    libraryFile.seriesInstanceUID
                FROM libraryFile JOIN series USING (seriesInstanceUID) ORDER BY libraryFile.path
                """).map { row in
                (path: row[0] as String, known: FileRead.Known(size: row[1], modified: row[2], study: row[3]), series: row[4] as String)
            }
        }
        return (try? await BlockingWork.run {
            indexed.compactMap { file -> LibraryFileProblem? in
                let kind: LibraryFileProblem.Kind
                switch FileRead.state(path: file.path, known: file.known) {
                case .unchanged: return nil
                case .missing: kind = .missing
                case .changed: kind = .changed
                }
                return LibraryFileProblem(path: file.path, kind: kind, studyInstanceUID: file.known.study, seriesInstanceUID: file.series)
            }
        }) ?? []
    }

    /// What is wrong with the database itself, in words: what SQLite's integrity check finds, and series whose
    /// kept count is not the instances they hold. Empty when it is whole.
    public func integrityProblems() async throws(LibraryError) -> [String] {
        try await reading { db in
            let sqlite = try String.fetchAll(db, sql: "PRAGMA integrity_check").filter { $0 != "ok" }
            let miscounted = try Row.fetchAll(db, sql: """
                SELECT seriesInstanceUID, instanceCount,
                    (SELECT count(*) FROM instance WHERE instance.seriesInstanceUID = series.seriesInstanceUID)
                    + (SELECT count(*) FROM document WHERE document.seriesInstanceUID = series.seriesInstanceUID) AS held
                FROM series WHERE instanceCount != held
                """).map { row in "series \(row[0] as String) counts \(row[1] as Int) instances but holds \(row[2] as Int)" }
            return sqlite + miscounted
        }
    }

    /// Removes study `study` from the library, and the store's copies of its files (files indexed where they
    /// are stay there); returns how many instances (images and non-image objects) it held.
    /// - Throws: ``LibraryError/unknownStudy(_:)`` when the library holds no such study.
    @discardableResult
    public func removeStudy(_ study: String) async throws(LibraryError) -> Int {
        let store = LibraryStore(library: folder)
        let removed = try await writing { db -> [String]? in
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM study WHERE studyInstanceUID = ?", arguments: [study]) != nil else {
                return nil
            }
            let paths = try String.fetchAll(db, sql: """
                SELECT libraryFile.path FROM libraryFile JOIN series USING (seriesInstanceUID) WHERE series.studyInstanceUID = ?
                """, arguments: [study])
            try db.execute(sql: "DELETE FROM study WHERE studyInstanceUID = ?", arguments: [study])
            try db.execute(sql: "DELETE FROM patient WHERE NOT EXISTS (SELECT 1 FROM study WHERE study.patientRowID = patient.id)")
            return paths
        }
        guard let removed else { throw .unknownStudy(study) }
        // Once the rows are gone: a copy left by a failure here is only a file the library no longer names.
        let copies = removed.filter(store.holds)
        if !copies.isEmpty {
            try? await BlockingWork.run {
                for path in copies { try? FileManager.default.removeItem(atPath: path) }
                if let folder = store.path(study: study, sop: "1").map({ ($0 as NSString).deletingLastPathComponent }),
                   (try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty == true {
                    try? FileManager.default.removeItem(atPath: folder)
                }
            }
        }
        return removed.count
    }
}
