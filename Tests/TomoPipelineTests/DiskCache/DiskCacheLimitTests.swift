import Foundation
import Testing
import TomoCore
import TomoPipeline

@Suite("Disk cache: size limit and LRU eviction")
struct DiskCacheLimitTests {
    @Test("During a 2x overflow the files in the folder never exceed the limit, checked after every store")
    func limitHoldsAfterEveryStore() throws {
        try DiskCacheFolder.withTemporary { folder in
            let limit = 64 * 1_024
            let cache = try DiskCache(directory: folder.url, sizeLimit: limit)
            var generator = SplitMix64(seed: 42)
            var storedBytes = 0
            var largestFile = 0
            var index = 0
            while storedBytes < 2 * limit {
                let data = DiskCacheFixtures.data(count: Int(generator.next() % 6_000) + 500, seed: UInt64(index))
                let key = DiskCacheFixtures.key(index)
                cache.store(data, forKey: key)
                let onDisk = folder.entryBytes
                storedBytes += data.count
                largestFile = max(largestFile, folder.entryFileNames.compactMap(folder.size(of:)).max() ?? 0)
                #expect(onDisk <= limit, "after store \(index): \(onDisk) bytes on disk")
                #expect(onDisk == cache.totalSize)
                #expect(folder.entryFileNames.count == cache.count)
                if storedBytes > limit {
                    #expect(onDisk > limit - largestFile, "evicted more than needed after store \(index)")
                }
                #expect(cache.data(forKey: key) == data)
                index += 1
            }
            #expect(cache.statistics.evictions == index - cache.count)
            #expect(cache.statistics.evictions > 0)
        }
    }

    @Test("A read makes an old entry recent: the overflow evicts the least recently used instead")
    func readsRefreshRecency() throws {
        try DiskCacheFolder.withTemporary { folder in
            let capacity = 10
            let cache = try DiskCache(directory: folder.url, sizeLimit: capacity * (try Self.entrySize()))
            for index in 0..<capacity { Self.store(index, in: cache) }
            #expect(cache.data(forKey: DiskCacheFixtures.key(0)) != nil)
            Self.store(10, in: cache)
            Self.store(11, in: cache)
            #expect(cache.count == capacity && cache.statistics.evictions == 2)
            #expect(cache.data(forKey: DiskCacheFixtures.key(1)) == nil)
            #expect(cache.data(forKey: DiskCacheFixtures.key(2)) == nil)
            for index in [0] + Array(3...11) {
                #expect(cache.data(forKey: DiskCacheFixtures.key(index)) == Self.value(index))
            }
        }
    }

    @Test("One large store evicts as many old entries as it needs, oldest first")
    func largeStoreEvictsSeveral() throws {
        try DiskCacheFolder.withTemporary { folder in
            let limit = 4 * (try Self.entrySize())
            let cache = try DiskCache(directory: folder.url, sizeLimit: limit)
            for index in 0..<4 { Self.store(index, in: cache) }
            cache.store(DiskCacheFixtures.data(count: 2_500, seed: 9), forKey: DiskCacheFixtures.key(9))
            #expect(cache.statistics.evictions == 3)
            #expect(cache.data(forKey: DiskCacheFixtures.key(3)) == Self.value(3))
            #expect(cache.data(forKey: DiskCacheFixtures.key(9)) != nil)
            #expect(folder.entryBytes <= limit)
        }
    }

    private static func value(_ index: Int) -> Data {
        DiskCacheFixtures.data(count: 1_000, seed: UInt64(index))
    }

    private static func store(_ index: Int, in cache: DiskCache) {
        cache.store(value(index), forKey: DiskCacheFixtures.key(index))
    }

    private static func entrySize() throws -> Int {
        try DiskCacheFixtures.entrySize(key: DiskCacheFixtures.key(0), dataCount: 1_000)
    }
}
