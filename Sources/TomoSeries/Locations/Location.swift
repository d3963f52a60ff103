import Foundation

/// Where series come from, as a user names one, parsed once where it comes in (`Location(parsing:)`): files
/// and folders, a ZIP archive, a DICOMweb server's root, a DICOM node, a study library, or the assignment's series
/// API. Everything past the edge (the app's wiring, the study browser, every `tomo` command) dispatches on these
/// cases instead of reading the text again.
public enum Location: Sendable, Hashable {
    /// DICOM files or a folder of them on this machine, the path as given.
    case path(String)
    /// A ZIP archive of DICOM files, the path as given.
    case archive(String)
    /// A DICOMweb server at its root (`https://pacs.example/dicom-web`).
    case dicomWeb(URL)
    /// A DICOM network node (`dicom://AET@HOST:PORT`).
    case node(DIMSENode)
    /// A study library at its folder (`library:` names the default one, `library:DIR` another).
    case library(URL)
    /// The series API of the CT assignment at its base URL (`--api`).
    case seriesAPI(URL)

    /// What kind of place it is, in words that fit "…is read on its own".
    public var kindName: String {
        switch self {
        case .path: "a file or folder"
        case .archive: "a ZIP archive"
        case .dicomWeb: "a DICOMweb server"
        case .node: "a DICOM node"
        case .library: "the library"
        case .seriesAPI: "the series API"
        }
    }

    /// Whether it is a catalog of studies (searched by the study browser and `tomo dicom studies`).
    public var isCatalog: Bool {
        switch self {
        case .dicomWeb, .node, .library: true
        case .path, .archive, .seriesAPI: false
        }
    }

    /// Whether it is read on the machine, from files (a path or an archive).
    public var isLocalFiles: Bool {
        switch self {
        case .path, .archive: true
        case .dicomWeb, .node, .library, .seriesAPI: false
        }
    }

    /// The local path of files and archives; nil for the others.
    public var filePath: String? {
        switch self {
        case .path(let path), .archive(let path): path
        case .dicomWeb, .node, .library, .seriesAPI: nil
        }
    }

    /// The location as a URL, what a target on a server is kept by: the server's root, the node's
    /// `dicom://` address, the library's `library:/path`, a file URL for files. `init?(address:)` reads it back.
    public var address: URL {
        switch self {
        case .path(let path), .archive(let path): URL(fileURLWithPath: path)
        case .dicomWeb(let url), .seriesAPI(let url): url
        case .node(let node): URL(string: node.description) ?? URL(fileURLWithPath: "/")
        case .library(let folder): LibraryLocation.address(of: folder)
        }
    }

    /// The location whose `address` is `url`: a library, a node, a DICOMweb server, files; nil for an address of
    /// no kind Tomo reads.
    public init?(address url: URL) {
        switch url.scheme?.lowercased() {
        case "library":
            guard let folder = LibraryLocation.folder(ofAddress: url) else { return nil }
            self = .library(folder)
        case DIMSENode.scheme:
            guard let node = try? DIMSENode(address: url.absoluteString) else { return nil }
            self = .node(node)
        case "http", "https":
            guard url.host() != nil else { return nil }
            self = .dicomWeb(url)
        case "file":
            self = url.pathExtension.lowercased() == "zip" ? .archive(url.path) : .path(url.path)
        default:
            return nil
        }
    }
}

extension Location: CustomStringConvertible {
    /// The location as a user writes it: the path, the URL, `dicom://…`, `library:/path`.
    public var description: String {
        switch self {
        case .path(let path), .archive(let path): path
        case .dicomWeb(let url), .seriesAPI(let url): url.absoluteString
        case .node(let node): node.description
        case .library(let folder): LibraryLocation.prefix + folder.path
        }
    }
}
