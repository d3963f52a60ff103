import Foundation
import Testing
import TomoPipeline

@Suite("Disk cache: index across restarts")
struct DiskCacheRestartTests {
    private static let dataCount = 1_000

    private static func store(_ indices: some Sequence<Int>, in cache: DiskCache) {
        for index in indices { cache.store(value(index), forKey: DiskCacheFixtures.key(index)) }
    }

    private static func value(_ index: Int) -> Data {
        DiskCacheFixtures.data(count: dataCount, seed: UInt64(index))
    }

    private static func limit(entries: Int) throws -> Int {
        entries * (try DiskCacheFixtures.entrySize(key: DiskCacheFixtures.key(0), dataCount: dataCount))
    }

    @Test("A new instance sees the entries and their LRU order", arguments: [true, false])
    func restartKeepsEntriesAndOrder(closeFirst: Bool) throws {
        try DiskCacheFolder.withTemporary { folder in
            let limit = try Self.limit(entries: 10)
            // closeFirst == false opens the second instance while the first is still alive, as after a crash.
            var first: DiskCache? = try DiskCache(directory: folder.url, sizeLimit: limit)
            Self.store(0..<10, in: first!)
            #expect(first?.data(forKey: DiskCacheFixtures.key(0)) != nil)
            #expect(first?.data(forKey: DiskCacheFixtures.key(5)) != nil)
            if closeFirst { first = nil }
            let second = try DiskCache(directory: folder.url, sizeLimit: limit)
            #expect(second.count == 10 && second.totalSize == folder.entryBytes)
            Self.store(10..<13, in: second)
            #expect(second.statistics.evictions == 3)
            for index in [1, 2, 3] { #expect(second.data(forKey: DiskCacheFixtures.key(index)) == nil) }
            for index in [0, 4, 5, 6, 9, 12] {
                #expect(second.data(forKey: DiskCacheFixtures.key(index)) == Self.value(index))
            }
            withExtendedLifetime(first) {}
        }
    }

    @Test("Entries whose files vanished are dropped, at start-up and on read")
    func vanishedFilesAreDropped() throws {
        try DiskCacheFolder.withTemporary { folder in
            let names: [String]
            do {
                let cache = try DiskCache(directory: folder.url, sizeLimit: 1 << 20)
                Self.store(0..<3, in: cache)
                names = folder.entryFileNames
                try FileManager.default.removeItem(at: folder.file(names[0]))
                #expect(cache.count == 3)
                let missing = (0..<3).filter { cache.data(forKey: DiskCacheFixtures.key($0)) == nil }
                #expect(missing.count == 1 && cache.count == 2)
                #expect(cache.statistics.misses == 1 && cache.statistics.corruptDiscards == 0)
            }
            try FileManager.default.removeItem(at: folder.file(folder.entryFileNames[0]))
            let reopened = try DiskCache(directory: folder.url, sizeLimit: 1 << 20)
            #expect(reopened.count == 1 && reopened.totalSize == folder.entryBytes)
        }
    }

    @Test("Entry files the journal does not name are adopted as the least recently used")
    func unloggedFilesAreAdopted() throws {
        try DiskCacheFolder.withTemporary { folder in
            let limit = try Self.limit(entries: 3)
            do {
                let cache = try DiskCache(directory: folder.url, sizeLimit: limit)
                Self.store(0..<2, in: cache)
                let journal = try Data(contentsOf: folder.file("journal"))
                Self.store([2], in: cache)
                try journal.write(to: folder.file("journal"))  // as if the process died before logging entry 2
            }
            let reopened = try DiskCache(directory: folder.url, sizeLimit: limit)
            #expect(reopened.count == 3)
            Self.store([3], in: reopened)
            #expect(reopened.data(forKey: DiskCacheFixtures.key(2)) == nil)
            for index in [0, 1, 3] { #expect(reopened.data(forKey: DiskCacheFixtures.key(index)) == Self.value(index)) }
        }
    }

    @Test("Without a journal every entry file is adopted")
    func missingJournal() throws {
        try DiskCacheFolder.withTemporary { folder in
            do { Self.store(0..<4, in: try DiskCache(directory: folder.url, sizeLimit: 1 << 20)) }
            try FileManager.default.removeItem(at: folder.file("journal"))
            let reopened = try DiskCache(directory: folder.url, sizeLimit: 1 << 20)
            #expect(reopened.count == 4 && reopened.totalSize == folder.entryBytes)
            for index in 0..<4 { #expect(reopened.data(forKey: DiskCacheFixtures.key(index)) == Self.value(index)) }
        }
    }

    @Test("Temporary files of interrupted writes are deleted on opening; other files are left alone")
    func leftoverTemporaryFilesAreCleaned() throws {
        try DiskCacheFolder.withTemporary { folder in
            let leftovers = [
                String(repeating: "ab", count: 16) + "." + UUID().uuidString + ".tmp", "journal.tmp",
            ]
            for name in leftovers + ["notes.tmp", "notes.txt"] {
                try DiskCacheFixtures.data(count: 3_000, seed: 1).write(to: folder.file(name))
            }
            let cache = try DiskCache(directory: folder.url, sizeLimit: 1 << 20)
            #expect(folder.fileNames == ["journal", "notes.tmp", "notes.txt"])
            #expect(cache.count == 0 && cache.totalSize == 0)
        }
    }

    @Test("Opening with a smaller limit evicts the least recently used down to it")
    func smallerLimitOnReopen() throws {
        try DiskCacheFolder.withTemporary { folder in
            do { Self.store(0..<10, in: try DiskCache(directory: folder.url, sizeLimit: try Self.limit(entries: 10))) }
            let reopened = try DiskCache(directory: folder.url, sizeLimit: try Self.limit(entries: 4))
            #expect(reopened.count == 4 && reopened.statistics.evictions == 6)
            #expect(folder.entryFileNames.count == 4 && folder.entryBytes == reopened.totalSize)
            for index in 6..<10 { #expect(reopened.data(forKey: DiskCacheFixtures.key(index)) == Self.value(index)) }
        }
    }

    @Test("Reads append to the journal without letting it grow without bound, and the order survives")
    func journalStaysSmall() throws {
        try DiskCacheFolder.withTemporary { folder in
            let limit = try Self.limit(entries: 2)
            let reads = 20_000
            do {
                let cache = try DiskCache(directory: folder.url, sizeLimit: limit)
                Self.store(0..<2, in: cache)
                for read in 0..<reads { _ = cache.data(forKey: DiskCacheFixtures.key(read % 2)) }
                #expect(cache.statistics.hits == reads)
            }
            // Uncompacted, the journal would hold a 33-byte line per read.
            #expect(try #require(folder.size(of: "journal")) < reads)
            let reopened = try DiskCache(directory: folder.url, sizeLimit: limit)
            Self.store([2], in: reopened)  // key 1 was read last: key 0 goes
            #expect(reopened.data(forKey: DiskCacheFixtures.key(0)) == nil)
            #expect(reopened.data(forKey: DiskCacheFixtures.key(1)) == Self.value(1))
        }
    }
}
