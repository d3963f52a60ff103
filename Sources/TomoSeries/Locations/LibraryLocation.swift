import Foundation

/// Where the library is when none is named: `TOMO_LIBRARY`, else `$XDG_DATA_HOME/tomo/library`
/// (`~/.local/share/tomo/library` without it); and how a source names a library: `library:` (that one) or
/// `library:DIR`, as an address `library:/path/to/dir`.
public enum LibraryLocation {
    /// What a source naming a library starts with.
    public static let prefix = "library:"

    /// The library folder `source` names (`library:` the default one, `library:DIR` another), nil for a source
    /// that names none.
    public static func folder(named source: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        guard source.hasPrefix(prefix) else { return nil }
        let named = source.dropFirst(prefix.count)
        return named.isEmpty ? folder(environment: environment) : URL(fileURLWithPath: String(named), isDirectory: true).standardizedFileURL
    }

    /// The library at `folder` as an address: `library:/path/to/dir`.
    public static func address(of folder: URL) -> URL {
        var components = URLComponents()
        components.scheme = "library"
        components.path = folder.path
        return components.url ?? URL(string: "library:/")!
    }

    /// The library folder `address` names, nil for an address of another kind.
    public static func folder(ofAddress address: URL) -> URL? {
        guard address.scheme == "library", let components = URLComponents(url: address, resolvingAgainstBaseURL: false),
              !components.path.isEmpty
        else { return nil }
        return URL(fileURLWithPath: components.path, isDirectory: true)
    }

    /// Where the library at `folder` keeps the series retrieved from DICOM nodes while it is the viewer's home
    /// (`retrieved/SERIES/SOP.dcm`), indexed in place.
    public static func retrievalFolder(of folder: URL) -> URL {
        folder.appending(path: "retrieved", directoryHint: .isDirectory)
    }

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
