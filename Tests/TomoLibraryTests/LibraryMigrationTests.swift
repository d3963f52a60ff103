import Foundation
import GRDB
import Testing
import TomoDICOM
import TomoDICOMSeries
@testable import TomoLibrary
import TomoTestSupport

/// A library an earlier Tomo made is brought up to date when opened: rows that kept their frames and display as
/// JSON of their own (schema v3) keep their attribute groups whole (v4), nothing lost, nothing rebuilt.
@Suite("Library migration", .timeLimit(.minutes(5)))
struct LibraryMigrationTests {
    /// A plain CT slice says nothing its row's columns cannot: no JSON is kept for it.
    @Test func aPlainCTSliceKeepsItsColumnsAlone() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { scratch in
            let folder = scratch.appending(path: "library")
            let library = try StudyLibrary(folder: folder)
            #expect(try await library.importFiles([head.folder.path]).added == 108)
            let withJSON = try await DatabaseQueue(path: folder.appending(path: StudyLibrary.databaseName).path).read { db in
                try Int.fetchOne(db, sql: "SELECT count(*) FROM instance WHERE attributes IS NOT NULL")
            }
            #expect(withJSON == 0)
        }
    }

    /// A library of schema v3 (frames and display as JSON) opens at v4 with every frame's place, the loop's
    /// speed and the slice alone as before; its rows are read again by the next import (what v3 never kept);
    /// a row whose JSON is damaged opens from its columns and is read again too.
    @Test func aLibraryOfSchemaV3OpensWithItsGroupsWhole() async throws {
        let files = [
            try await DICOMSamples.pydicomFile("examples_ybr_color.dcm"), try await DICOMSamples.pydicomDataFile("emri_small.dcm"),
            try await DICOMSamples.pydicomFile("CT_small.dcm"), try await DICOMSamples.pydicomFile("MR_small.dcm"),
        ]
        try await withScratchFolder { scratch in
            let folder = scratch.appending(path: "library")
            let library = try StudyLibrary(folder: folder)
            #expect(try await library.importFiles(files).added == 4)
            let expected = try await library.scan().series.flatMap(\.instances)
            #expect(expected.count == 42, "30 and 10 frames, and two slices")
            try await Self.makeVersion3(at: folder, damaging: files[3])

            let reopened = try StudyLibrary(folder: folder)
            #expect(try await reopened.schemaVersion() == "v5: issuer of patient ID, body part, alignments")
            let migrated = try await reopened.scan().series.flatMap(\.instances)
            let colour = migrated.filter { $0.location == .file(files[0]) }
            #expect(colour.count == 30)
            #expect(colour.allSatisfy { instance in instance.frameInterval == 33.333 })
            let multiFrame = migrated.filter { $0.location == .file(files[1]) }.sorted { $0.frame < $1.frame }
            #expect(multiFrame == expected.filter { $0.location == .file(files[1]) }.sorted { $0.frame < $1.frame }, "frame by frame")
            #expect(migrated.filter { $0.location == .file(files[2]) } == expected.filter { $0.location == .file(files[2]) })
            #expect(migrated.contains { $0.location == .file(files[3]) }, "the damaged row opens from its columns")
            let again = try await reopened.importFiles(files)
            #expect(again.updated == 4 && again.unchanged == 0, "rows of reading 3 read again: \(again.line)")
            #expect(try await reopened.importFiles(files).unchanged == 4)
            #expect(try await reopened.scan().series.flatMap(\.instances).count == expected.count)
        }
    }

    /// A library of schema v4 (no issuer, no body part kept) opens at v5; the next import reads its rows again
    /// and fills the study's Issuer of Patient ID and the series' Body Part Examined, which its priors and its
    /// hanging protocols go by; the library's priors leave out the same ID of another issuer.
    @Test func aLibraryOfSchemaV4KeepsIssuersAndBodyPartsAfterTheNextImport() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { scratch in
            let files = scratch.appending(path: "files")
            for (study, issuer) in [("1.2.826.0.1.3680043.10.1234.80.1", "HOSPITAL-A"), ("1.2.826.0.1.3680043.10.1234.80.2", "HOSPITAL-B"),
                                    ("1.2.826.0.1.3680043.10.1234.80.3", "HOSPITAL-A")] {
                let folder = files.appending(path: study)
                try await head.copy(slices: 0..<2, in: folder, asStudy: study, date: "2024010\(study.suffix(1))", description: "Head")
                for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
                    try await DICOMSamples.runTool(
                        "dcmodify", ["-nb", "-i", "(0010,0021)=\(issuer)", "-i", "(0018,0015)=HEAD", folder.appending(path: name).path])
                }
            }
            let folder = scratch.appending(path: "library")
            let library = try StudyLibrary(folder: folder)
            #expect(try await library.importFiles([files.path]).added == 6)
            let current = try #require(try await library.study("1.2.826.0.1.3680043.10.1234.80.3"))
            #expect(current.issuerOfPatientID == "HOSPITAL-A")
            #expect(try await library.priors(of: current).map(\.study.studyInstanceUID) == ["1.2.826.0.1.3680043.10.1234.80.1"], "not HOSPITAL-B's")
            #expect(try await library.scan().series.map(\.entry.bodyPart) == ["HEAD", "HEAD", "HEAD"])

            try await DatabaseQueue(path: folder.appending(path: StudyLibrary.databaseName).path).write { db in
                try db.execute(sql: """
                    ALTER TABLE study DROP COLUMN issuerOfPatientID;
                    ALTER TABLE series DROP COLUMN bodyPart;
                    DROP TABLE alignment;
                    UPDATE instance SET headerReading = 4;
                    DELETE FROM grdb_migrations WHERE identifier LIKE 'v5:%';
                    """)
            }
            let reopened = try StudyLibrary(folder: folder)
            #expect(try await reopened.schemaVersion() == "v5: issuer of patient ID, body part, alignments")
            #expect(try await reopened.study(current.studyInstanceUID)?.issuerOfPatientID == nil, "not read yet")
            #expect(try await reopened.importFiles([files.path]).updated == 6, "rows of reading 4 read again")
            #expect(try await reopened.study(current.studyInstanceUID)?.issuerOfPatientID == "HOSPITAL-A")
            #expect(try await reopened.scan().series.map(\.entry.bodyPart) == ["HEAD", "HEAD", "HEAD"])
        }
    }

    /// Turns the library at `folder` into what schema v3 left: `frames` and `display` JSON in place of
    /// `attributes`, rows of header reading 3, the v4 migration not yet run; `damaged`'s display unreadable.
    private static func makeVersion3(at folder: URL, damaging damaged: String) async throws {
        let queue = try DatabaseQueue(path: folder.appending(path: StudyLibrary.databaseName).path)
        try await queue.write { db in
            try db.execute(sql: """
                ALTER TABLE instance ADD COLUMN frames TEXT;
                ALTER TABLE instance ADD COLUMN display TEXT;
                UPDATE instance SET headerReading = 3;
                """)
            let rows = try Row.fetchAll(db, sql: "SELECT path, attributes FROM instance WHERE attributes IS NOT NULL")
            for row in rows {
                let stored = try JSONDecoder().decode(StoredAttributes.self, from: Data((row[1] as String).utf8))
                let frames = stored.instances(at: .file(row[0]), transferSyntax: nil).map(FrameGeometry.init)
                var display: [String: Any] = ["planarConfiguration": stored.pixels.planarConfiguration, "isInverted": false]
                display["windowExplanations"] = [String]()
                display["frameInterval"] = stored.frames[0].cine.frameInterval
                try db.execute(
                    sql: "UPDATE instance SET frames = ?, display = ? WHERE path = ?",
                    arguments: [
                        frames.count > 1 ? String(decoding: try JSONEncoder().encode(frames), as: UTF8.self) : nil,
                        String(decoding: try JSONSerialization.data(withJSONObject: display), as: UTF8.self), row[0],
                    ])
            }
            try db.execute(sql: "UPDATE instance SET display = '{\"planarConfiguration\": \"damaged\"}' WHERE path = ?", arguments: [damaged])
            try db.execute(sql: """
                ALTER TABLE instance DROP COLUMN attributes;
                DELETE FROM grdb_migrations WHERE identifier LIKE 'v4:%';
                """)
        }
    }
}
