import Foundation
import GRDB
import TomoCore
import TomoDICOM

extension StudyLibrary {
    /// Files looked at, and written, per transaction: a kill loses at most one batch, and the study list of
    /// another reader grows batch by batch.
    public static let importBatchSize = 256

    /// Indexes the DICOM files at and under `paths` (folders searched recursively, hidden entries left out; a
    /// DICOMDIR, given or at the root of a folder given, followed instead; a ZIP archive's files read inside it)
    /// in place, or copied into the library's store as `options` says (an archive's taken out): each image
    /// file's instance added, or brought up to date when its file changed since; files the library holds as
    /// they are not read again (copied ones are read, and found there). Runs off the caller's thread, the files
    /// read ahead of the writing (`ImportReadAhead`), in batches of ``importBatchSize`` files, each committed
    /// whole; `progress` is told after each. Cancelling stops after the batch being written, keeping what was
    /// done.
    public func importFiles(
        _ paths: [String], options: ImportOptions = ImportOptions(),
        progress: @escaping @Sendable (ImportProgress) -> Void = { _ in }
    ) async throws(LibraryError) -> ImportSummary {
        let store = LibraryStore(library: folder)
        let incoming: URL
        do {
            incoming = try store.makeIncomingFolder()
        } catch {
            throw .cannotOpen(store.folder, reason: (error as NSError).localizedDescription)
        }
        defer { try? FileManager.default.removeItem(at: incoming) }
        let listing = (try? await BlockingWork.run {
            ImportListing(paths, incoming: options.copiesFiles ? incoming : nil, largestArchivedFile: options.largestArchivedFile)
        }) ?? ImportListing([], incoming: nil, largestArchivedFile: 0)
        var summary = ImportSummary()
        summary.skipped = listing.skipped
        let files = listing.items
        let known = try await reading { db in try Self.knownFiles(db) }
        let now = Date().timeIntervalSince1970
        var bytes: Int64 = 0
        let reader = ImportReadAhead(items: files, known: known, options: options, batchSize: Self.importBatchSize)
        let readers = reader.start()
        var filesDone = 0
        var failure: LibraryError?
        for index in 0..<reader.batchCount {
            let reads = await reader.batch(index)
            if Task.isCancelled {
                summary.isCancelled = true
                break
            }
            do throws(LibraryError) {
                summary.merge(try await writing { db in try ImportBatch(files: reads, now: now, store: store).write(db) })
            } catch {
                failure = error
                break
            }
            bytes += reads.reduce(0) { total, read in
                switch read {
                case .unchanged(_, let size, _): total + size
                case .read(let file): total + file.bytesRead
                case .skipped: total
                }
            }
            filesDone += reads.count
            progress(ImportProgress(filesDone: filesDone, fileCount: files.count, studyCount: summary.studies.count, bytes: bytes))
        }
        reader.stop()
        for task in readers { await task.value }
        if let failure { throw failure }
        return summary
    }

    /// Every indexed file's (an image's or a non-image object's) size, modification time and study, by path; not those whose rows an earlier
    /// header reading wrote (`LibrarySchema.headerReading`), which are read again.
    static func knownFiles(_ db: Database) throws -> [String: FileRead.Known] {
        var known: [String: FileRead.Known] = [:]
        let rows = try Row.fetchCursor(db, sql: """
            SELECT libraryFile.path, libraryFile.fileSize, libraryFile.fileModified, series.studyInstanceUID
            FROM libraryFile JOIN series USING (seriesInstanceUID) WHERE libraryFile.headerReading >= ?
            """, arguments: [LibrarySchema.headerReading])
        while let row = try rows.next() {
            known[row[0]] = FileRead.Known(size: row[1], modified: row[2], study: row[3])
        }
        return known
    }
}
