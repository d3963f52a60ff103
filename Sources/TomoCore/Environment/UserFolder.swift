import Foundation

/// The user's folders for Tomo's files, by kind, where each platform keeps them.
///
/// On Apple platforms: the user's Caches and Application Support folders. Elsewhere, after the XDG base
/// directory specification: `$XDG_CACHE_HOME`, `$XDG_CONFIG_HOME` or `$XDG_DATA_HOME` when it is an absolute
/// path, else `$HOME/.cache`, `$HOME/.config` or `$HOME/.local/share` (`environment` is read only there).
public enum UserFolder: Sendable {
    /// Files that can be made again (the disk cache of images).
    case cache
    /// What the user chose, kept between runs (the window's remembered state).
    case configuration
    /// What the user made, kept until they delete it (the annotations of each series).
    case data

    /// The folder `tomo/` inside this kind of folder.
    public func tomoFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        #if canImport(Darwin)
        let directory: FileManager.SearchPathDirectory = self == .cache ? .cachesDirectory : .applicationSupportDirectory
        let base = FileManager.default.urls(for: directory, in: .userDomainMask)[0]
        #else
        let (variable, fallback) = switch self {
        case .cache: ("XDG_CACHE_HOME", ".cache/")
        case .configuration: ("XDG_CONFIG_HOME", ".config/")
        case .data: ("XDG_DATA_HOME", ".local/share/")
        }
        let base: URL
        if let xdg = environment[variable], xdg.hasPrefix("/") {
            base = URL(fileURLWithPath: xdg, isDirectory: true)
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            base = URL(fileURLWithPath: home, isDirectory: true).appending(path: fallback)
        } else {
            base = FileManager.default.homeDirectoryForCurrentUser.appending(path: fallback)
        }
        #endif
        return base.appending(path: "tomo/", directoryHint: .isDirectory)
    }
}
