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
            #expect(try await reopened.schemaVersion() == "v4: attribute groups whole")
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
