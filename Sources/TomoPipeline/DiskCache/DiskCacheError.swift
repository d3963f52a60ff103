/// Why a `DiskCache` could not be opened.
public enum DiskCacheError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The cache's folder does not exist and could not be created.
    case cannotCreateDirectory(path: String, reason: String)

    public var description: String {
        switch self {
        case .cannotCreateDirectory(let path, let reason):
            "cannot create the disk cache folder \(path): \(reason)"
        }
    }
}
