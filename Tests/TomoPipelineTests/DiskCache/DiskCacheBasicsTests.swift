import Foundation
import Testing
import TomoPipeline

@Suite("Disk cache: storing and reading")
struct DiskCacheBasicsTests {
    @Test("Stored data reads back byte for byte; an unknown key is a miss; statistics count both")
    func roundTrip() throws {
        try DiskCacheFolder.withTemporary { folder in
            let cache = try DiskCache(directory: folder.url, sizeLimit: 1 << 20)
            let data = DiskCacheFixtures.data(count: 60_000, seed: 1)
            let key = DiskCacheFixtures.key(1)
            cache.store(data, forKey: key)
            #expect(cache.data(forKey: key) == data)
            #expect(cache.data(forKey: DiskCacheFixtures.key(2)) == nil)
            #expect(cache.count == 1)
            #expect(cache.totalSize == folder.entryBytes)
            let statistics = cache.statistics
            #expect(statistics.hits == 1 && statistics.misses == 1)
            #expect(statistics.bytesRead == data.count && statistics.bytesWritten == data.count)
        }
    }

    @Test("Empty data is an entry, not a miss")
    func emptyData() throws {
        try DiskCacheFolder.withTemporary { folder in
            let cache = try DiskCache(directory: folder.url, sizeLimit: 1 << 20)
            cache.store(Data(), forKey: "empty")
            #expect(cache.data(forKey: "empty") == Data())
            #expect(cache.statistics.hits == 1)
        }
    }

    @Test("Files are named by 32 hex digits of a hash: no key text, one file per key, all inside the folder")
    func hashNamedFiles() throws {
        try DiskCacheFolder.withTemporary { folder in
            let cache = try DiskCache(directory: folder.url, sizeLimit: 1 << 20)
            let keys = [
                DiskCacheFixtures.key(7), "http://example.com/a b/ünïcode?x=1&y=2#f", "../../escape", "/etc/passwd",
                "journal", "", String(repeating: "k", count: 5_000),
            ]
            for (index, key) in keys.enumerated() {
                cache.store(DiskCacheFixtures.data(count: 100, seed: UInt64(index)), forKey: key)
            }
            let names = folder.entryFileNames
            #expect(names.count == keys.count)
            let hexDigits = Set("0123456789abcdef")
            for name in names {
                #expect(name.count == 32 && name.allSatisfy(hexDigits.contains), "\(name)")
                for word in ["127.0.0.1", "slice", "example", "escape", "passwd", "journal", "kkkk"] {
                    #expect(!name.contains(word))
                }
            }
            for (index, key) in keys.enumerated() {
                #expect(cache.data(forKey: key) == DiskCacheFixtures.data(count: 100, seed: UInt64(index)))
            }
        }
    }

    @Test("Storing again under a key replaces the entry and its size")
    func overwrite() throws {
        try DiskCacheFolder.withTemporary { folder in
            let cache = try DiskCache(directory: folder.url, sizeLimit: 1 << 20)
            let key = DiskCacheFixtures.key(3)
            cache.store(DiskCacheFixtures.data(count: 40_000, seed: 1), forKey: key)
            let replacement = DiskCacheFixtures.data(count: 1_000, seed: 2)
            cache.store(replacement, forKey: key)
            #expect(cache.data(forKey: key) == replacement)
            #expect(cache.count == 1 && folder.entryFileNames.count == 1)
            #expect(cache.totalSize == folder.entryBytes)
        }
    }

    @Test("removeData and removeAll delete the files")
    func removal() throws {
        try DiskCacheFolder.withTemporary { folder in
            let cache = try DiskCache(directory: folder.url, sizeLimit: 1 << 20)
            for index in 0..<5 {
                cache.store(DiskCacheFixtures.data(count: 500, seed: UInt64(index)), forKey: "\(index)")
            }
            cache.removeData(forKey: "2")
            #expect(cache.data(forKey: "2") == nil)
            #expect(cache.count == 4 && folder.entryFileNames.count == 4 && cache.totalSize == folder.entryBytes)
            cache.removeAll()
            #expect(cache.count == 0 && cache.totalSize == 0 && folder.entryFileNames.isEmpty)
            #expect(cache.data(forKey: "0") == nil)
            cache.store(Data([1, 2, 3]), forKey: "again")
            #expect(cache.data(forKey: "again") == Data([1, 2, 3]))
        }
    }

    @Test("An entry larger than the whole limit is not stored and evicts nothing")
    func entryOverTheLimit() throws {
        try DiskCacheFolder.withTemporary { folder in
            let cache = try DiskCache(directory: folder.url, sizeLimit: 10_000)
            cache.store(DiskCacheFixtures.data(count: 1_000, seed: 1), forKey: "small")
            cache.store(DiskCacheFixtures.data(count: 10_000, seed: 2), forKey: "huge")
            #expect(cache.data(forKey: "huge") == nil)
            #expect(cache.data(forKey: "small") != nil)
            #expect(cache.statistics.failedWrites == 1 && cache.statistics.evictions == 0)
            #expect(folder.entryFileNames.count == 1)
        }
    }
}
