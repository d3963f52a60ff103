import Foundation
import TomoCore
import TomoPipeline

/// Test data for the disk-cache tests.
enum DiskCacheFixtures {
    /// `count` bytes that depend on `seed`, so two entries' data differ.
    static func data(count: Int, seed: UInt64) -> Data {
        var generator = SplitMix64(seed: seed)
        var bytes = [UInt8](repeating: 0, count: count)
        for index in bytes.indices { bytes[index] = UInt8(truncatingIfNeeded: generator.next()) }
        return Data(bytes)
    }

    /// A key shaped like the pipeline's: an image URL.
    static func key(_ index: Int) -> String {
        "http://127.0.0.1:8080/series/head-ct/slice/slice-\(String(format: "%04d", index))"
    }

    /// The bytes one entry of `dataCount` bytes under `key` takes on disk, measured by storing it in a scratch
    /// cache (so the tests do not depend on the file format's overhead).
    static func entrySize(key: String, dataCount: Int) throws -> Int {
        try DiskCacheFolder.withTemporary { folder in
            let cache = try DiskCache(directory: folder.url, sizeLimit: .max)
            cache.store(data(count: dataCount, seed: 0), forKey: key)
            return cache.totalSize
        }
    }
}
