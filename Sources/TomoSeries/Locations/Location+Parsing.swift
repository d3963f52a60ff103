import Foundation
import TomoCore

extension Location {
    /// The files at `path`, a path a file chooser or another launch handed over: an archive when it ends in `.zip`.
    public init(filePath path: String) {
        self = path.lowercased().hasSuffix(".zip") ? .archive(path) : .path(path)
    }

    /// The location `text` names, as `--dicom`, `tomo dicom …` and the study browser take one: `library:` or
    /// `library:DIR`; an `http(s)://` DICOMweb root; a `dicom://AET@HOST:PORT` node; a `file://` URL; else a path
    /// (a `.zip` one an archive). Surrounding spaces are ignored. The library's default folder is read from
    /// `environment`. Whether a path exists is not checked here (`checkExists()`).
    /// - Throws: `LocationError` naming what is wrong: nothing given, a scheme Tomo does not read, a DICOMweb root
    ///   without a host, with a bad port or with a query, an incomplete node.
    public init(parsing text: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws(LocationError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw .empty }
        if trimmed.hasPrefix(LibraryLocation.prefix), let folder = LibraryLocation.folder(named: trimmed, environment: environment) {
            self = .library(folder)
            return
        }
        switch Self.scheme(of: trimmed) {
        case nil:
            self = Self.files(at: trimmed)
        case "http", "https":
            self = .dicomWeb(try Self.webRoot(trimmed))
        case DIMSENode.scheme:
            let node: DIMSENode?
            do {
                node = try DIMSENode(address: trimmed)
            } catch {
                throw .malformedNode(error)
            }
            guard let node else { throw .malformedNode(.malformed(trimmed, "write it as dicom://AET@HOST:PORT")) }
            self = .node(node)
        case "file":
            guard let url = URL(string: trimmed), url.isFileURL, !url.path.isEmpty else {
                throw .noSuchFile(path: trimmed)
            }
            self = Self.files(at: url.path)
        case let scheme?:
            throw .unsupportedScheme(text: trimmed, scheme: scheme)
        }
    }

    /// Every location `texts` name, in order.
    /// - Throws: `LocationError` for the first that names none.
    public static func parsing(
        _ texts: [String], environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(LocationError) -> [Location] {
        var locations: [Location] = []
        for text in texts { locations.append(try Location(parsing: text, environment: environment)) }
        return locations
    }

    /// The series API whose base URL `text` is (`--api`, `$TOMO_API`): an http(s) URL with a host, a path
    /// prefix allowed.
    /// - Throws: `LocationError.malformedAPI` for anything else.
    public static func seriesAPI(parsing text: String) throws(LocationError) -> Location {
        do {
            return .seriesAPI(try APIBaseURL.parse(text.trimmingCharacters(in: .whitespaces)))
        } catch {
            throw .malformedAPI(text: text)
        }
    }

    /// Checks that `locations` can be read together: a DICOM node and the library are read on their own, and so is
    /// a DICOMweb server unless `webServersWithFiles` (a listing reads servers and files side by side).
    /// - Throws: `LocationError.notAlone` naming the first that cannot be read with the others.
    public static func checkReadTogether(_ locations: [Location], webServersWithFiles: Bool = false) throws(LocationError) {
        guard locations.count > 1 else { return }
        for location in locations {
            switch location {
            case .node, .library, .seriesAPI: throw .notAlone(location)
            case .dicomWeb where !webServersWithFiles: throw .notAlone(location)
            case .dicomWeb, .path, .archive: continue
            }
        }
    }

    /// Checks that a path or an archive is there (a server is not reached here).
    /// - Throws: `LocationError.noSuchFile` for a path to nothing.
    public func checkExists(fileManager: FileManager = .default) throws(LocationError) {
        if let filePath, !fileManager.fileExists(atPath: filePath) { throw .noSuchFile(path: filePath) }
    }

    /// The URL scheme `text` starts with (`scheme://`, or `http:`/`https:`/`dicom:` with too few slashes),
    /// lowercased; nil for a path.
    private static func scheme(of text: String) -> String? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let scheme = text[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter,
              scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { return nil }
        let lowered = scheme.lowercased()
        if text[colon...].hasPrefix("://") || ["http", "https", DIMSENode.scheme, "file"].contains(lowered) { return lowered }
        return nil
    }

    /// `text` as a DICOMweb root.
    private static func webRoot(_ text: String) throws(LocationError) -> URL {
        guard text.contains("://") else {
            throw .malformedWebRoot(text: text, reason: "write it whole, as http://HOST:PORT/dicom-web")
        }
        guard let components = URLComponents(string: text), let url = components.url else {
            throw .malformedWebRoot(text: text, reason: "it does not read as a URL: its host or port is malformed")
        }
        guard let host = components.host, !host.isEmpty else {
            throw .malformedWebRoot(text: text, reason: "it names no host: http://HOST:PORT/dicom-web")
        }
        if let port = components.port, !(1...65535).contains(port) {
            throw .malformedWebRoot(text: text, reason: "\(port) is not a port (1 to 65535)")
        }
        guard components.query == nil, components.fragment == nil else {
            throw .malformedWebRoot(text: text, reason: "a root takes no query (?…) or fragment (#…); Tomo adds its own")
        }
        return url
    }

    /// A path: an archive when it ends in `.zip`.
    private static func files(at path: String) -> Location {
        Location(filePath: path)
    }
}
