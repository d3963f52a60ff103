import Foundation

extension DiskCache {
    /// The folder of the cache called `name` (one path component, such as `"images"`).
    ///
    /// On Apple platforms: `tomo/<name>` in the user's Caches folder. Elsewhere, following the XDG base directory
    /// specification: `$XDG_CACHE_HOME/tomo/<name>` when `XDG_CACHE_HOME` is an absolute path, otherwise
    /// `$HOME/.cache/tomo/<name>` (`environment` is read only there).
    public static func defaultDirectory(
        name: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        #if canImport(Darwin)
        let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        #else
        let caches: URL
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            caches = URL(fileURLWithPath: xdg, isDirectory: true)
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            caches = URL(fileURLWithPath: home, isDirectory: true).appending(path: ".cache/")
        } else {
            caches = FileManager.default.homeDirectoryForCurrentUser.appending(path: ".cache/")
        }
        #endif
        return caches.appending(path: "tomo/").appending(path: name, directoryHint: .isDirectory)
    }
}
