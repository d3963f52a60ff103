import ArgumentParser
import Foundation
import TomoTerminal

/// `tomo cache clear`: removes every entry of the slice cache.
public struct CacheClearCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "clear",
        abstract: "Remove every slice from the cache.")

    @OptionGroup public var cache: CacheOptions

    public init() {}

    public func run() throws {
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
