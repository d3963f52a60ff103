import Foundation
import GRDB
import TomoCore
import TomoDICOM

extension StudyLibrary {
    /// Files looked at, and written, per transaction: a kill loses at most one batch, and the study list of
    /// another reader grows batch by batch.
    public static let importBatchSize = 256

    /// Indexes the DICOM files at and under `paths` (folders searched recursively, hidden entries left out; a
    /// DICOMDIR, given or at the root of a folder given, followed instead; a ZIP archive's files taken out)
    /// in place, or copied into the library's store as `options` says (an archive's files always): each image
    /// file's instance added, or brought up to date when its file changed since; files the library holds as
    /// they are not read again (copied ones are read, and found there). Runs off the caller's thread, in batches of
    /// ``importBatchSize`` files, each committed whole; `progress` is told after each. Cancelling stops after
    /// the batch being written, keeping what was done.
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
            ImportListing(paths, incoming: incoming, largestArchivedFile: options.largestArchivedFile)
        }) ?? ImportListing([], incoming: nil, largestArchivedFile: 0)
        var summary = ImportSummary()
        summary.skipped = listing.skipped
        let files = listing.items
        let known = try await reading { db in try Self.knownFiles(db) }
        let now = Date().timeIntervalSince1970
        var bytes: Int64 = 0
        let batches = stride(from: 0, to: files.count, by: Self.importBatchSize).map {
            Array(files[$0..<min($0 + Self.importBatchSize, files.count)])
        }
        // The next batch is read while this one is written: the cores read while the database writes.
        func readBatch(_ index: Int) -> Task<[FileRead], Never>? {
            guard batches.indices.contains(index) else { return nil }
            let batch = batches[index], copies = options.copiesFiles
            return Task { await Self.read(batch, known: known, copies: copies) }
        }
        var next = readBatch(0)
        defer { next?.cancel() }
        var filesDone = 0
        for index in batches.indices {
            guard let current = next else { break }
            let reads = await current.value
            if Task.isCancelled {
                summary.isCancelled = true
                break
            }
            next = readBatch(index + 1)
            let done = try await writing { db in try ImportBatch(files: reads, now: now, store: store).write(db) }
            summary.merge(done)
            bytes += reads.reduce(0) { total, read in
                switch read {
                case .unchanged(_, let size, _): total + size
                case .read(let file): total + file.size
                case .skipped: total
                }
            }
            filesDone += batches[index].count
            progress(ImportProgress(filesDone: filesDone, fileCount: files.count, studyCount: summary.studies.count, bytes: bytes))
        }
        return summary
    }

    /// Every indexed file's size, modification time and study, by path; not those whose rows an earlier
    /// header reading wrote (`LibrarySchema.headerReading`), which are read again.
    static func knownFiles(_ db: Database) throws -> [String: FileRead.Known] {
        var known: [String: FileRead.Known] = [:]
        let rows = try Row.fetchCursor(db, sql: """
            SELECT instance.path, instance.fileSize, instance.fileModified, series.studyInstanceUID
            FROM instance JOIN series USING (seriesInstanceUID) WHERE instance.headerReading >= ?
            """, arguments: [LibrarySchema.headerReading])
        while let row = try rows.next() {
            known[row[0]] = FileRead.Known(size: row[1], modified: row[2], study: row[3])
        }
        return known
    }

    /// The files of `items` read on the blocking-work threads, one worker per core, in `items`' order.
    private static func read(_ items: [ImportListing.Item], known: [String: FileRead.Known], copies: Bool) async -> [FileRead] {
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, items.count))
        return await withTaskGroup(of: [(Int, FileRead)].self) { group in
            for worker in 0..<workers {
                group.addTask {
                    let mine = stride(from: worker, to: items.count, by: workers).map { ($0, items[$0]) }
                    return (try? await BlockingWork.run {
                        mine.map { ($0, FileRead.read($1, known: known[$1.path], copies: copies)) }
                    }) ?? []
                }
            }
            return await group.reduce(into: []) { $0 += $1 }.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }
}
