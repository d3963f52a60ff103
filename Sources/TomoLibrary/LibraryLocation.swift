import Foundation

/// Where the library is when none is named: `TOMO_LIBRARY`, else `$XDG_DATA_HOME/tomo/library`
/// (`~/.local/share/tomo/library` without it).
public enum LibraryLocation {
    /// The library folder `environment` names or implies.
    public static func folder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let named = environment["TOMO_LIBRARY"], !named.isEmpty {
            return URL(filePath: named, directoryHint: .isDirectory)
        }
        let data = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.local/share")
        return URL(filePath: data, directoryHint: .isDirectory).appending(path: "tomo/library", directoryHint: .isDirectory)
    }
}
