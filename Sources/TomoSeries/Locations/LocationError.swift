/// Why a text names no location, or locations cannot be read together: one case, and one message, per way a
/// location is malformed, the same in the app and on the command line.
public enum LocationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Nothing was given.
    case empty
    /// A URL of a scheme Tomo reads nothing from (`ftp://…`).
    case unsupportedScheme(text: String, scheme: String)
    /// An http(s) address that is no whole DICOMweb root, and why.
    case malformedWebRoot(text: String, reason: String)
    /// A `dicom://` address that is no whole node.
    case malformedNode(DIMSENodeError)
    /// An API base URL that is no http(s) URL with a host.
    case malformedAPI(text: String)
    /// A path to nothing.
    case noSuchFile(path: String)
    /// A server, node or library given beside other locations, when it is read on its own.
    case notAlone(Location)

    /// The kinds of location there are, for a message that lists them.
    public static let kindsText =
        "a file or folder, a ZIP archive, a DICOMweb root (http://HOST/dicom-web), a DICOM node (dicom://AET@HOST:PORT) or library:"

    public var description: String {
        switch self {
        case .empty:
            "no location given: name \(Self.kindsText)"
        case .unsupportedScheme(let text, let scheme):
            "\(text): Tomo reads nothing from \(scheme):// addresses; name \(Self.kindsText)"
        case .malformedWebRoot(let text, let reason):
            "\(text) is not a DICOMweb root: \(reason)"
        case .malformedNode(let error):
            error.description
        case .malformedAPI(let text):
            "\(text) is not an API's base URL: an http:// or https:// URL with a host (a path prefix allowed)"
        case .noSuchFile(let path):
            "no file or folder \(path)"
        case .notAlone(let location):
            "\(location): \(location.kindName) is read on its own, not with other files or servers"
        }
    }
}
