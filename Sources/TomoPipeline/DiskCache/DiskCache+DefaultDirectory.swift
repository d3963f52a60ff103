import Foundation
import TomoCore

extension DiskCache {
    /// The folder of the cache called `name` (one path component, such as `"images"`): `tomo/<name>` in
    /// the user's cache folder (`UserFolder.cache`: Caches on Apple platforms, else `$XDG_CACHE_HOME`, else
    /// `$HOME/.cache`; `environment` is read only off Apple platforms).
    public static func defaultDirectory(
        name: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        UserFolder.cache.tomoFolder(environment: environment).appending(path: name, directoryHint: .isDirectory)
    }
}
