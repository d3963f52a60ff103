import Foundation
import GRDB

/// A local study library: the DICOM files imported into it indexed in an SQLite database (patients, studies,
/// series, instances with what a study list, a series picker and opening a series need, and a study's non-image
/// objects: reports, segmentations, structure sets, key object selections, presentation states), searched like a PACS
/// and opened without reading a header again. The files stay where they were imported from.
///
/// One library is one folder holding `library.sqlite` (write-ahead logging: readers never wait for an
/// import, and a process killed mid-import leaves the batches it committed, each whole). Several processes
/// may open the same library.
public final class StudyLibrary: Sendable {
    /// The library's folder.
    public let folder: URL
    let database: DatabasePool

    /// The library in `folder`, created (with its folder) when there is none, its schema brought up to date.
    /// - Throws: ``LibraryError/cannotOpen(_:reason:)`` when the folder cannot be made or the database read.
    public init(folder: URL) throws(LibraryError) {
        self.folder = folder
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var configuration = Configuration()
            // Another process importing holds the write lock for a batch at most: wait for it rather than fail.
            configuration.busyMode = .timeout(10)
            configuration.label = "tomo.library"
            // With write-ahead logging, NORMAL syncs at checkpoints, not at each commit: a killed process still
            // leaves whole transactions; only a power cut may lose the last ones, never the database.
            configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
            database = try DatabasePool(path: folder.appending(path: Self.databaseName).path, configuration: configuration)
            try LibrarySchema.migrator.migrate(database)
        } catch let error as DatabaseError {
            throw .cannotOpen(folder, reason: error.message ?? "\(error)")
        } catch {
            throw .cannotOpen(folder, reason: (error as NSError).localizedDescription)
        }
    }

    /// The database file's name in the library's folder.
    public static let databaseName = "library.sqlite"

    /// The schema version the database is at: the name of its last migration.
    public func schemaVersion() async throws(LibraryError) -> String? {
        try await reading { db in try LibrarySchema.migrator.appliedMigrations(db).last }
    }

    /// What `body` reads on a background thread; a database failure as ``LibraryError/database(_:)``.
    func reading<Value: Sendable>(_ body: @escaping @Sendable (Database) throws -> Value) async throws(LibraryError) -> Value {
        do {
            return try await database.read(body)
        } catch {
            throw LibraryError(error)
        }
    }

    /// What `body` returns, its changes made in one transaction (all or none); a database failure as
    /// ``LibraryError/database(_:)``.
    func writing<Value: Sendable>(_ body: @escaping @Sendable (Database) throws -> Value) async throws(LibraryError) -> Value {
        do {
            return try await database.write(body)
        } catch {
            throw LibraryError(error)
        }
    }
}
