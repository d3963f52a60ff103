import ArgumentParser
import Foundation
import TomoTerminal

/// `tomo cache stats`: where the cache is, how many slices it holds and how much space they take.
struct CacheStatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Show where the slice cache is, its entries and its size.")

    @OptionGroup var cache: CacheOptions

    init() {}

    func run() throws {
        let directory = cache.directory
        guard FileManager.default.fileExists(atPath: directory.path) else {
            print("folder   \(directory.path) (not created yet)\nentries  0\nsize     0 B")
            return
        }
        let diskCache = try cache.open()
        print("""
            folder   \(diskCache.directory.path)
            entries  \(diskCache.count)
            size     \(ByteCount.text(diskCache.totalSize)) of \(ByteCount.text(diskCache.sizeLimit))
            """)
    }
}
