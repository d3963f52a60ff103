import ArgumentParser
import Foundation
import TomoPipeline

/// `--cache-dir`: the disk cache of slice images, shared by `fetch`, `render` and `cache`.
public struct CacheOptions: ParsableArguments {
    /// The name of the slice cache in the user's cache folder (see `DiskCache.defaultDirectory(name:)`).
    public static let defaultCacheName = "slices"

    @Option(help: ArgumentHelp(
        "Folder of the slice cache (default: $XDG_CACHE_HOME/tomo/slices, else ~/.cache/tomo/slices).",
        valueName: "folder"))
    public var cacheDir: String?

    public init() {}

    /// The cache folder these options name.
    var directory: URL {
        cacheDir.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? DiskCache.defaultDirectory(name: Self.defaultCacheName)
    }

    /// Opens the cache, creating its folder if needed.
    /// - Throws: `CommandFailure` (a local failure) if the folder cannot be created.
    func open() throws(CommandFailure) -> DiskCache {
        do {
            return try DiskCache(directory: directory)
        } catch {
            throw CommandFailure(.localFailure, error.description)
        }
    }
}
