import Foundation

/// Where an instance's bytes are: a file, a file inside a ZIP archive, or a DICOMweb server's instance resource.
/// (An instance of a DICOM node is a file once retrieved: the file it is retrieved into.) What reads its bytes
/// asks which; messages name it by its ``description``.
public enum InstanceLocation: Sendable, Hashable, CustomStringConvertible {
    /// A file of the file system, by its path.
    case file(String)
    /// A file inside a ZIP archive, read there.
    case archiveMember(ArchivedFile)
    /// An instance of a DICOMweb server: its WADO-RS resource (`…/studies/…/series/…/instances/{uid}`).
    case webResource(URL)

    /// How messages and listings name it: the file's path, the archive's and the member's joined by a slash
    /// (`/discs/ct.zip/DICOM/IM1`), the resource's URL.
    public var description: String {
        switch self {
        case .file(let path): path
        case .archiveMember(let member): member.path
        case .webResource(let url): url.absoluteString
        }
    }

    /// The location `name` stands for, as a listing or a store of names (a library's rows) wrote it
    /// (``description``): a web resource for an `http` or `https` URL, a member of the ZIP archive one of its
    /// leading parts is, else a file. Blocks: a stat(2) or two (``ArchivedFile/init(path:)``).
    public init(named name: String) {
        if name.hasPrefix("http://") || name.hasPrefix("https://"), let url = URL(string: name) {
            self = .webResource(url)
        } else if let member = ArchivedFile(path: name) {
            self = .archiveMember(member)
        } else {
            self = .file(name)
        }
    }

    /// The resource's URL, for a DICOMweb instance; nil otherwise.
    public var webURL: URL? {
        if case .webResource(let url) = self { url } else { nil }
    }

    /// The path of the file it is, or of the archive it is in; nil for a web resource.
    public var filePath: String? {
        switch self {
        case .file(let path): path
        case .archiveMember(let member): member.archive
        case .webResource: nil
        }
    }
}
