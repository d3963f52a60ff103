import Foundation
import TomoPipeline

/// The disk cache of images that the `tomo` command line and the desktop app share: its name, where it
/// lives, and opening it.
public enum SharedImageCache {
    /// Its folder's name in the user's cache folder (see `DiskCache.defaultDirectory(name:)`).
    public static let name = "slices"

    /// Its folder: `directory` when given, else `$XDG_CACHE_HOME/tomo/slices`, else `~/.cache/tomo/slices`.
    public static func directory(_ directory: URL? = nil) -> URL {
        directory ?? DiskCache.defaultDirectory(name: name)
    }

    /// Opens the cache in `directory` (default: `directory()`), creating the folder if needed.
    /// - Throws: `DiskCacheError` when the folder cannot be created or read.
    public static func open(at directory: URL? = nil) throws(DiskCacheError) -> DiskCache {
        try DiskCache(directory: self.directory(directory))
    }
}
