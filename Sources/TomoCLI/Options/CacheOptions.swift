import ArgumentParser
import Foundation
import TomoConnection
import TomoPipeline

/// `--cache-dir`: the disk cache of slice images, shared by `fetch`, `render` and `cache`.
struct CacheOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Folder of the slice cache (default: $XDG_CACHE_HOME/tomo/slices, else ~/.cache/tomo/slices).",
        valueName: "folder"))
    var cacheDir: String?

    init() {}

    /// The cache folder these options name.
    var directory: URL {
        SharedImageCache.directory(cacheDir.map { URL(fileURLWithPath: $0, isDirectory: true) })
    }

    /// Opens the cache, creating its folder if needed.
    /// - Throws: `CommandFailure` (a local failure) if the folder cannot be created.
    func open() throws(CommandFailure) -> DiskCache {
        do {
            return try SharedImageCache.open(at: directory)
        } catch {
            throw CommandFailure(.localFailure, error.description)
        }
    }
}
