import Foundation
import GRDB
import TomoDICOM

/// One batch of an import written in one transaction: each file's instance added or replaced with its
/// patient, study and series, the series' counts brought up to date, and what emptied removed.
struct ImportBatch {
    var files: [FileRead]
    /// When the import started: a new study's import time.
    var now: Double
    /// Where copies go.
    var store: LibraryStore

    init(files: [FileRead], now: Double, store: LibraryStore) {
        self.files = files
        self.now = now
        self.store = store
    }

    private let attributesEncoder = JSONEncoder()

    /// Writes the batch into `db` (inside the caller's transaction); returns what it did.
    func write(_ db: Database) throws -> ImportSummary {
        let inserts = Inserts(
            instance: try SQLiteInsert(db, sql: Self.insertion),
            newInstance: try SQLiteInsert(db, sql: Self.insertion + " ON CONFLICT DO NOTHING"))
        var summary = ImportSummary()
        var touchedSeries: Set<String> = []
        var upserted: Set<String> = []
        // Whether the library holds any non-image object: until it does, an image's UID and path are looked up
        // in one table (a query per file costs the import a third of its writing).
        var holdsDocuments = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM document)") ?? true
        for file in files {
            switch file {
            case .unchanged(_, _, let study):
                summary.unchanged += 1
                summary.studies.insert(study)
            case .skipped(let skip):
                summary.skipped.append(skip)
                // A file imported before that holds nothing the library keeps now: its instance is gone.
                let held = try String.fetchAll(db.cachedStatement(sql: "SELECT seriesInstanceUID FROM libraryFile WHERE path = ?"), arguments: [skip.path])
                if !held.isEmpty {
                    try Self.forget(path: skip.path, db)
                    touchedSeries.formUnion(held)
                    summary.removed += held.count
                }
            case .read(let read):
                holdsDocuments = holdsDocuments || read.instances.isEmpty
                switch try write(read, db, inserts, touching: &touchedSeries, upserted: &upserted, holdsDocuments: holdsDocuments) {
                case .added: summary.added += 1
                case .updated: summary.updated += 1
                case .unchanged: summary.unchanged += 1
                case .skipped(let reason, let removed):
                    summary.skipped.append(.init(path: read.origin, reason: reason))
                    summary.removed += removed
                    continue
                }
                summary.studies.insert(read.studyInstanceUID)
                if let problem = read.instances.first?.pixelDataProblem { summary.damaged.append(.init(path: read.origin, reason: "\(problem)")) }
            }
        }
        try Self.recount(touchedSeries, db)
        return summary
    }

    private enum Outcome {
        case added, updated, unchanged
        /// Left out with why; `removed`: the instances the file held before, no longer in it.
        case skipped(String, removed: Int)
    }

    /// The batch's statements adding an image's instance: always, and only when the library holds none of its
    /// UID or path.
    private struct Inserts {
        var instance: SQLiteInsert
        var newInstance: SQLiteInsert
    }

    /// Writes `file`'s instance; `holdsDocuments`: whether the library may hold a non-image object of its UID or
    /// path (else only images are looked at).
    private func write(
        _ file: ReadFile, _ db: Database, _ inserts: Inserts, touching touched: inout Set<String>, upserted: inout Set<String>,
        holdsDocuments: Bool
    ) throws -> Outcome {
        let sop = file.sopInstanceUID, study = file.studyInstanceUID
        // Where the instance's file will be: where it is, or its copy in the store.
        let path: String
        switch file.placement {
        case .inPlace:
            path = file.path
        case .copied, .staged:
            guard let target = store.path(study: study, sop: sop) else {
                return .skipped("its Study or SOP Instance UID is no UID (digits and dots): no copy can be named by it", removed: 0)
            }
            path = target
        }
        // A file new to the library, indexed where it is: its instance goes in unless the library holds
        // one of the same UID (or the path): then as below.
        if file.placement == .inPlace, !file.wasIndexed, try !holdsDocuments || !Self.holdsOtherKind(of: file, path: path, db) {
            try upsertSeries(of: file, study: study, db, upserted: &upserted)
            touched.insert(file.identity.seriesInstanceUID)
            if try insert(file, path: path, size: file.size, modified: file.modified, db, with: inserts, onlyIfNew: true) {
                return .added
            }
        }
        // What the file held when imported before, if another instance: the file holds it no more. (A copy's
        // path is named by its SOP Instance UID: it held no other.)
        let stale = file.placement != .inPlace || !file.wasIndexed ? [] : try String.fetchAll(
            db.cachedStatement(sql: "SELECT seriesInstanceUID FROM libraryFile WHERE path = ? AND sopInstanceUID != ?"), arguments: [path, sop])
        if !stale.isEmpty {
            try Self.forget(path: path, db)
            touched.formUnion(stale)
        }
        var replaces = !stale.isEmpty
        if let other = try Row.fetchOne(
            db.cachedStatement(sql: "SELECT path, fileSize, seriesInstanceUID FROM libraryFile WHERE sopInstanceUID = ?"), arguments: [sop]
        ) {
            let otherPath: String = other["path"]
            let sameSize = (other["fileSize"] as Int64) == file.size
            if file.placement != .inPlace, sameSize, FileStatus(path: otherPath) != nil {
                // Copied before (or indexed where it is): the library has it.
                return .unchanged
            }
            if otherPath != path, FileStatus(path: otherPath) != nil {
                let content = sameSize ? "" : ", with other content"
                return .skipped("SOP Instance UID \(sop) is already in the library from \(otherPath)\(content)", removed: stale.count)
            }
            replaces = true
            touched.insert(other["seriesInstanceUID"])
            for table in ["instance", "document"] {
                try db.cachedStatement(sql: "DELETE FROM \(table) WHERE sopInstanceUID = ?").execute(arguments: [sop])
            }
        }
        var size = file.size, modified = file.modified
        if file.placement != .inPlace {
            try LibraryStore.place(file.path, at: path, moves: file.placement == .staged)
            guard case .changed(let placedSize, let placedTime) = FileRead.state(path: path, known: nil) else {
                return .skipped("its copy in the store cannot be read back", removed: stale.count)
            }
            (size, modified) = (placedSize, placedTime)
        }

        try upsertSeries(of: file, study: study, db, upserted: &upserted)
        touched.insert(file.identity.seriesInstanceUID)
        _ = try insert(file, path: path, size: size, modified: modified, db, with: inserts, onlyIfNew: false)
        return replaces ? .updated : .added
    }

    /// Adds or brings up to date the patient, study and series of `file`'s instance, once per batch: the
    /// files of a series follow each other. A series of non-image objects has no image size.
    private func upsertSeries(of file: ReadFile, study: String, _ db: Database, upserted: inout Set<String>) throws {
        let first = file.identity, image = file.instances.first
        guard upserted.insert(first.seriesInstanceUID).inserted else { return }
        let patient = try Int64.fetchOne(db.cachedStatement(sql: """
            INSERT INTO patient (patientID, name, birthDate, sex) VALUES (?, ?, ?, ?)
            ON CONFLICT (patientID, name) DO UPDATE SET
                birthDate = coalesce(excluded.birthDate, birthDate), sex = coalesce(excluded.sex, sex)
            RETURNING id
            """), arguments: [first.patientID ?? "", first.patientName ?? "", file.patientBirthDate, file.patientSex])
        try db.cachedStatement(sql: """
            INSERT INTO study (studyInstanceUID, patientRowID, studyDate, studyTime, description, accessionNumber, importedAt,
                issuerOfPatientID)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (studyInstanceUID) DO UPDATE SET
                patientRowID = excluded.patientRowID, studyDate = coalesce(excluded.studyDate, studyDate),
                studyTime = coalesce(excluded.studyTime, studyTime), description = coalesce(excluded.description, description),
                accessionNumber = coalesce(excluded.accessionNumber, accessionNumber),
                issuerOfPatientID = coalesce(excluded.issuerOfPatientID, issuerOfPatientID)
            """).execute(arguments: [
                study, patient, first.studyDate, file.studyTime, first.studyDescription, file.accessionNumber, now, first.issuerOfPatientID,
            ])
        try db.cachedStatement(sql: """
            INSERT INTO series (seriesInstanceUID, studyInstanceUID, number, modality, description, rows, columns,
                pixelSpacingRow, pixelSpacingColumn, sliceThickness, bodyPart)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (seriesInstanceUID) DO UPDATE SET
                studyInstanceUID = excluded.studyInstanceUID, number = coalesce(excluded.number, number),
                modality = coalesce(excluded.modality, modality), description = coalesce(excluded.description, description),
                rows = coalesce(rows, excluded.rows), columns = coalesce(columns, excluded.columns),
                pixelSpacingRow = coalesce(pixelSpacingRow, excluded.pixelSpacingRow),
                pixelSpacingColumn = coalesce(pixelSpacingColumn, excluded.pixelSpacingColumn),
                sliceThickness = coalesce(sliceThickness, excluded.sliceThickness),
                bodyPart = coalesce(excluded.bodyPart, bodyPart)
            """).execute(arguments: [
                first.seriesInstanceUID, study, first.seriesNumber, first.modality, first.seriesDescription, image?.rows, image?.columns,
                image?.pixelSpacing?.row, image?.pixelSpacing?.column, image?.sliceThickness, first.bodyPartExamined,
            ])
    }
    /// The statement adding an instance.
    private static let insertion = """
        INSERT INTO instance (sopInstanceUID, seriesInstanceUID, sopClassUID, instanceNumber, path, fileSize, fileModified,
            transferSyntaxUID, rows, columns, samplesPerPixel, bitsAllocated, bitsStored, highBit, isSigned,
            photometricInterpretation, frameCount, frameOfReferenceUID, pixelSpacingRow, pixelSpacingColumn,
            positionX, positionY, positionZ, rowCosineX, rowCosineY, rowCosineZ, columnCosineX, columnCosineY,
            columnCosineZ, sliceThickness, rescaleSlope, rescaleIntercept, windowCenter, windowWidth, attributes, headerReading)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, \(LibrarySchema.headerReading))
        """

    /// Inserts `file`'s instance at `path`, only when the library holds none of its UID or path if `onlyIfNew`:
    /// an image's with `inserts`, a non-image object's into `document`; returns whether it went in.
    private func insert(
        _ file: ReadFile, path: String, size: Int64, modified: Double, _ db: Database, with inserts: Inserts, onlyIfNew: Bool
    ) throws -> Bool {
        guard let first = file.instances.first else {
            let identity = file.identity
            try db.cachedStatement(sql: """
                INSERT INTO document (sopInstanceUID, seriesInstanceUID, sopClassUID, instanceNumber, path, fileSize, fileModified,
                    headerReading)
                VALUES (?, ?, ?, ?, ?, ?, ?, \(LibrarySchema.headerReading))
                \(onlyIfNew ? "ON CONFLICT DO NOTHING" : "")
                """).execute(arguments: [
                    file.sopInstanceUID, identity.seriesInstanceUID, identity.sopClassUID, identity.instanceNumber, path, size,
                    modified,
                ])
            return db.changesCount > 0
        }
        let insert = onlyIfNew ? inserts.newInstance : inserts.instance
        let pixels = first.pixels
        let attributes = StoredAttributes.isNeeded(for: file.instances)
            ? String(decoding: try attributesEncoder.encode(StoredAttributes(file.instances)), as: UTF8.self) : nil
        let texts: [(Int32, String?)] = [
            (1, first.sopInstanceUID), (2, first.seriesInstanceUID), (3, first.sopClassUID), (5, path),
            (8, first.transferSyntax?.uid), (16, pixels.photometricInterpretation), (18, first.frameOfReferenceUID), (35, attributes),
        ]
        for (index, text) in texts { insert.bind(text, at: index) }
        let integers: [(Int32, Int?)] = [
            (4, first.instanceNumber), (9, pixels.rows), (10, pixels.columns), (11, pixels.samplesPerPixel),
            (12, pixels.bitsAllocated), (13, pixels.bitsStored), (14, pixels.highBit), (15, pixels.isSigned ? 1 : 0),
            (17, pixels.frameCount),
        ]
        for (index, number) in integers { insert.bind(number.map(Int64.init), at: index) }
        insert.bind(size, at: 6)
        insert.bind(modified, at: 7)
        for (offset, number) in FrameGeometry(first).columns.enumerated() { insert.bind(number, at: 19 + Int32(offset)) }
        return try insert.run() > 0
    }

    /// Whether the table of the other kind than `file`'s (documents for an image, images for a document)
    /// holds its SOP Instance UID or `path`: what an insertion's own conflict clause cannot see.
    private static func holdsOtherKind(of file: ReadFile, path: String, _ db: Database) throws -> Bool {
        let table = file.instances.isEmpty ? "instance" : "document"
        return try Bool.fetchOne(
            db.cachedStatement(sql: "SELECT 1 FROM \(table) WHERE sopInstanceUID = ? OR path = ?"),
            arguments: [file.sopInstanceUID, path]) ?? false
    }

    /// Removes the instance (an image's or a non-image object's) whose file is at `path`.
    private static func forget(path: String, _ db: Database) throws {
        for table in ["instance", "document"] {
            try db.cachedStatement(sql: "DELETE FROM \(table) WHERE path = ?").execute(arguments: [path])
        }
    }

    /// Brings the instance counts of `series` up to date, and removes the series, studies and patients left
    /// without instances.
    static func recount(_ series: Set<String>, _ db: Database) throws {
        guard !series.isEmpty else { return }
        let statement = try db.cachedStatement(sql: """
            UPDATE series SET instanceCount = (SELECT count(*) FROM instance WHERE instance.seriesInstanceUID = series.seriesInstanceUID)
                + (SELECT count(*) FROM document WHERE document.seriesInstanceUID = series.seriesInstanceUID)
            WHERE seriesInstanceUID = ?
            """)
        for uid in series { try statement.execute(arguments: [uid]) }
        for sql in [
            "DELETE FROM series WHERE instanceCount = 0",
            "DELETE FROM study WHERE NOT EXISTS (SELECT 1 FROM series WHERE series.studyInstanceUID = study.studyInstanceUID)",
            "DELETE FROM patient WHERE NOT EXISTS (SELECT 1 FROM study WHERE study.patientRowID = patient.id)",
        ] {
            try db.cachedStatement(sql: sql).execute()
        }
    }
}
