import Foundation
import TomoCore

/// A size-limited, least-recently-used store of opaque data on disk, keyed by strings: the pipeline keeps the
/// original bytes of downloaded images in it, keyed by URL. Safe to use from any number of threads at once;
/// every call is synchronous, so call it from background work.
///
/// **Files.** One file per entry in the cache's folder, named by a 128-bit hash of the key (never the key):
/// a header with the lengths and a CRC-32, then the key, then the data (see `DiskCacheEntryFile`). A store
/// writes a temporary file in the same folder and renames it over the entry, so readers see the old version or
/// the new one, never a partial one. A read checks the length and the checksum, and compares the stored key with
/// the requested one: a damaged file is removed and counted, another key's file with the same name is a miss.
///
/// **Size limit, enforced as it writes.** The limit counts the entry files' bytes. Before a store writes its
/// temporary file it reserves the file's size, deleting least-recently-used entries until the stored entries
/// plus every reservation fit; so the files in the folder never add up to more than the limit, even during
/// concurrent stores (a store that replaces an entry counts both versions until its rename). Reads refresh an
/// entry's recency. An entry larger than the whole limit is not stored.
///
/// **Index.** In memory, the entries in LRU order with their sizes. It survives restarts through an append-only
/// journal of uses, one 33-byte line per store or read (none when the entry already is the most recent), compacted
/// when it grows past twice the entry count (see `DiskCacheJournal`). Opening a cache replays the journal,
/// keeps the entries whose files exist (taking their sizes from the file system), adopts entry files the journal
/// does not know (a crash between a rename and its journal line) as the least recent, oldest first, deletes the
/// temporary files of interrupted writes, and evicts down to the limit.
///
/// **Concurrency.** One lock guards the index, the journal and the statistics; it is held for bookkeeping and
/// metadata calls (rename, unlink, a journal line), never while an entry's bytes are read or written. One `DiskCache`
/// per folder: two instances (or processes) on the same folder would each account only for their own writes.
///
/// **Failures.** Nothing here crashes on a bad disk: a store that cannot write (full disk, unwritable or vanished
/// folder) stores nothing and counts a failed write; a read that cannot read is a miss. Data is not `fsync`ed:
/// after a power loss an entry may be damaged, and the checksum catches it.
public final class DiskCache: DataCaching {
    /// The default size limit: 256 MiB.
    public static let defaultSizeLimit = 256 * 1_024 * 1_024

    /// The folder holding the entries.
    public let directory: URL
    /// The most bytes the entry files may take together.
    public let sizeLimit: Int

    let layout: DiskCacheLayout
    let state: Locked<DiskCacheState>

    /// Opens the cache in `directory`, creating the folder if needed, and evicts down to `sizeLimit` if it holds
    /// more (a smaller limit than last time, say).
    ///
    /// - Throws: `DiskCacheError.cannotCreateDirectory` if the folder does not exist and cannot be created. An
    ///   existing folder that cannot be written to is not an error: stores then fail quietly.
    public init(directory: URL, sizeLimit: Int = DiskCache.defaultSizeLimit) throws(DiskCacheError) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .cannotCreateDirectory(path: directory.path, reason: error.localizedDescription)
        }
        self.directory = directory
        self.sizeLimit = max(sizeLimit, 0)
        layout = DiskCacheLayout(directoryPath: directory.standardizedFileURL.path)
        state = Locked(DiskCacheState(layout: layout))
        loadIndex()
    }

    /// Opens the cache called `name` in the user's cache folder (see `defaultDirectory(name:environment:)`).
    ///
    /// - Throws: `DiskCacheError.cannotCreateDirectory` if the folder cannot be created.
    public convenience init(name: String, sizeLimit: Int = DiskCache.defaultSizeLimit) throws(DiskCacheError) {
        try self.init(directory: Self.defaultDirectory(name: name), sizeLimit: sizeLimit)
    }

    deinit {
        state.withLock { $0.journal.close() }
    }

    /// The data stored for `key`, marking it most recently used; nil if there is none or its file is damaged
    /// (which is then removed).
    public func data(forKey key: String) -> Data? {
        let name = DiskCacheEntryName(key: key)
        let generation = state.withLock { state -> UInt64? in
            let wasNewest = state.index.newest == name
            guard let generation = state.index.touch(name) else {
                state.statistics.misses += 1
                return nil
            }
            if !wasNewest { state.recordUse(of: name) }
            return generation
        }
        guard let generation else { return nil }
        let result = DiskCacheEntryFile.read(key: key, from: layout.entryPath(name))
        return state.withLock { state in
            switch result {
            case .found(let data):
                state.statistics.hits += 1
                state.statistics.bytesRead += data.count
                return data
            case .otherKey:
                state.statistics.misses += 1
            case .missing:
                state.statistics.misses += 1
                state.index.remove(name, generation: generation)
            case .corrupt:
                state.statistics.misses += 1
                state.statistics.corruptDiscards += 1
                if state.index.remove(name, generation: generation) { FileIO.removeFile(layout.entryPath(name)) }
            }
            return nil
        }
    }

    /// Stores `data` for `key`, replacing what was stored for it, as the most recently used entry; first evicts
    /// least recently used entries as needed to stay within the size limit. Fails quietly (see `statistics`).
    public func store(_ data: Data, forKey key: String) {
        let name = DiskCacheEntryName(key: key)
        let size = DiskCacheEntryFile.fileSize(keyByteCount: key.utf8.count, dataCount: data.count)
        let reserved = state.withLock { state in
            guard let evicted = state.index.reserve(size, limit: sizeLimit) else {
                state.statistics.failedWrites += 1
                return false
            }
            state.deleteEvicted(evicted)
            return true
        }
        guard reserved else { return }
        let temporaryPath = layout.temporaryPath(name)
        let written = DiskCacheEntryFile.write(key: key, data: data, to: temporaryPath)
        state.withLock { state in
            state.index.release(size)
            guard written, FileIO.renameFile(temporaryPath, to: layout.entryPath(name)) else {
                FileIO.removeFile(temporaryPath)
                state.statistics.failedWrites += 1
                return
            }
            state.index.insert(name, size: size)
            state.statistics.bytesWritten += data.count
            state.recordUse(of: name)
        }
    }

    /// Removes the entry for `key`, if any.
    public func removeData(forKey key: String) {
        let name = DiskCacheEntryName(key: key)
        state.withLock { state in
            if state.index.remove(name) { FileIO.removeFile(layout.entryPath(name)) }
        }
    }

    /// Removes every entry. Stores already writing complete afterwards.
    public func removeAll() {
        state.withLock { state in
            for name in state.index.namesOldestFirst { FileIO.removeFile(layout.entryPath(name)) }
            state.index.removeAll()
            state.journal.rewrite([])
        }
    }

    /// The bytes the entry files take together.
    public var totalSize: Int { state.withLock { $0.index.totalSize } }

    /// The number of entries.
    public var count: Int { state.withLock { $0.index.count } }

    /// A snapshot of the counters.
    public var statistics: DiskCacheStatistics { state.withLock { $0.statistics } }
}
