import ArgumentParser
import Foundation
import TomoTerminal

/// `tomo cache clear`: removes every entry of the slice cache.
struct CacheClearCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear",
        abstract: "Remove every slice from the cache.")

    @OptionGroup var cache: CacheOptions

    init() {}

    func run() throws {
        let directory = cache.directory
        guard FileManager.default.fileExists(atPath: directory.path) else {
            print("removed 0 entries: \(directory.path) does not exist")
            return
        }
        let diskCache = try cache.open()
        let (count, size) = (diskCache.count, diskCache.totalSize)
        diskCache.removeAll()
        print("removed \(count) entries (\(ByteCount.text(size))) from \(diskCache.directory.path)")
    }
}
