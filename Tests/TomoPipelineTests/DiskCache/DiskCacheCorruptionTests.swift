import Foundation
import Testing
import TomoPipeline

@Suite("Disk cache: damaged files")
struct DiskCacheCorruptionTests {
    private static let key = DiskCacheFixtures.key(1)
    private static let value = DiskCacheFixtures.data(count: 64, seed: 1)

    /// Stores the entry, replaces its file's bytes with `damage(bytes)`, reads it, and checks the damage was
    /// caught: a miss, the file removed, and a corrupt discard counted.
    private static func expectDiscarded(
        in folder: DiskCacheFolder, _ damage: ([UInt8]) -> [UInt8], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let cache = try DiskCache(directory: folder.url, sizeLimit: 1 << 20)
        cache.store(value, forKey: key)
        let name = try #require(folder.onlyEntryFileName, sourceLocation: sourceLocation)
        let bytes = try [UInt8](Data(contentsOf: folder.file(name)))
        try Data(damage(bytes)).write(to: folder.file(name))
        #expect(cache.data(forKey: key) == nil, sourceLocation: sourceLocation)
        #expect(folder.entryFileNames.isEmpty, sourceLocation: sourceLocation)
        #expect(cache.count == 0 && cache.totalSize == 0, sourceLocation: sourceLocation)
        let statistics = cache.statistics
        #expect(statistics.corruptDiscards == 1 && statistics.misses == 1, sourceLocation: sourceLocation)
        #expect(cache.data(forKey: key) == nil && cache.statistics.corruptDiscards == 1, sourceLocation: sourceLocation)
    }

    @Test("A flipped bit or byte anywhere in the file is caught")
    func flippedBytes() throws {
        try DiskCacheFolder.withTemporary { folder in
            let fileSize = try DiskCacheFixtures.entrySize(key: Self.key, dataCount: Self.value.count)
            for offset in 0..<fileSize {
                for mask: UInt8 in [0x01, 0x80, 0xFF] {
                    try Self.expectDiscarded(in: folder) { bytes in
                        var damaged = bytes
                        damaged[offset] ^= mask
                        return damaged
                    }
                }
            }
        }
    }

    @Test("A truncated file, at any length, is caught; so is an extended one")
    func wrongLength() throws {
        try DiskCacheFolder.withTemporary { folder in
            let fileSize = try DiskCacheFixtures.entrySize(key: Self.key, dataCount: Self.value.count)
            for length in 0..<fileSize {
                try Self.expectDiscarded(in: folder) { Array($0.prefix(length)) }
            }
            try Self.expectDiscarded(in: folder) { $0 + [0] }
        }
    }

    @Test("Garbage under an entry's file name is caught, whether the index knows the file or adopts it")
    func garbage() throws {
        try DiskCacheFolder.withTemporary { folder in
            for count in [0, 3, 20, 64, 5_000] {
                let garbage = DiskCacheFixtures.data(count: count, seed: UInt64(count) + 100)
                try Self.expectDiscarded(in: folder) { _ in [UInt8](garbage) }
            }
            let name: String
            do {
                let cache = try DiskCache(directory: folder.url, sizeLimit: 1 << 20)
                cache.store(Self.value, forKey: Self.key)
                name = try #require(folder.onlyEntryFileName)
            }
            try DiskCacheFixtures.data(count: 500, seed: 7).write(to: folder.file(name))
            let reopened = try DiskCache(directory: folder.url, sizeLimit: 1 << 20)
            #expect(reopened.count == 1)
            #expect(reopened.data(forKey: Self.key) == nil)
            #expect(reopened.statistics.corruptDiscards == 1 && folder.entryFileNames.isEmpty && reopened.count == 0)
        }
    }

    @Test("An intact entry of another key under a key's file name is a miss, never that key's data")
    func anotherKeysFile() throws {
        try DiskCacheFolder.withTemporary { folder in
            let cache = try DiskCache(directory: folder.url, sizeLimit: 1 << 20)
            cache.store(Self.value, forKey: "first")
            let first = try #require(folder.onlyEntryFileName)
            cache.store(DiskCacheFixtures.data(count: 64, seed: 2), forKey: "second")
            let second = try #require(folder.entryFileNames.first { $0 != first })
            try FileManager.default.removeItem(at: folder.file(second))
            try FileManager.default.copyItem(at: folder.file(first), to: folder.file(second))
            #expect(cache.data(forKey: "second") == nil)
            #expect(cache.statistics.corruptDiscards == 0 && cache.statistics.misses == 1)
            #expect(cache.data(forKey: "first") == Self.value)
        }
    }
}
