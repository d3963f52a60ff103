import Foundation
import Testing
import TomoCore
import TomoPipeline

@Suite("Disk cache: concurrent use")
struct DiskCacheConcurrencyTests {
    private static let keyCount = 48

    private static func value(_ key: Int) -> Data {
        DiskCacheFixtures.data(count: 800 + 97 * key, seed: UInt64(key))
    }

    @Test("Many tasks storing, reading and removing at once: reads are intact, the limit and the index hold")
    func manyTasks() async throws {
        try await DiskCacheFolder.withTemporary { folder in
            let limit = 48 * 1_024
            let cache = try DiskCache(directory: folder.url, sizeLimit: limit)
            let workers = 8
            let operations = 400
            let reads = await withTaskGroup(of: (reads: Int, wrong: Int).self) { group in
                for worker in 0..<workers {
                    group.addTask {
                        var generator = SplitMix64(seed: UInt64(worker))
                        var reads = 0
                        var wrong = 0
                        for _ in 0..<operations {
                            let key = Int(generator.next() % UInt64(Self.keyCount))
                            switch generator.next() % 10 {
                            case 0..<4: cache.store(Self.value(key), forKey: "\(key)")
                            case 4: cache.removeData(forKey: "\(key)")
                            default:
                                reads += 1
                                if let data = cache.data(forKey: "\(key)"), data != Self.value(key) { wrong += 1 }
                            }
                        }
                        return (reads, wrong)
                    }
                }
                return await group.reduce(into: (reads: 0, wrong: 0)) { $0.reads += $1.reads; $0.wrong += $1.wrong }
            }
            #expect(reads.wrong == 0)
            let statistics = cache.statistics
            #expect(statistics.hits + statistics.misses == reads.reads)
            #expect(statistics.hits > 0 && statistics.evictions > 0 && statistics.failedWrites == 0)
            #expect(folder.entryBytes <= limit)
            #expect(folder.entryBytes == cache.totalSize && folder.entryFileNames.count == cache.count)
            #expect(!folder.fileNames.contains { $0.hasSuffix(".tmp") })
            let reopened = try DiskCache(directory: folder.url, sizeLimit: limit)
            #expect(reopened.count == cache.count && reopened.totalSize == cache.totalSize)
        }
    }
}
