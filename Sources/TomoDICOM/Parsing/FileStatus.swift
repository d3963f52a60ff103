import Foundation

/// What a regular file's status says of it: its size and when it was last modified, what tells whether a
/// file read before has changed since.
public struct FileStatus: Sendable, Hashable {
    /// Its length in bytes.
    public var size: Int64
    /// When its content last changed, in seconds since 1970 (with the file system's fraction of a second).
    public var modified: Double

    public init(size: Int64, modified: Double) {
        self.size = size
        self.modified = modified
    }

    /// The status of the regular file at `path`; nil when there is none, or it is a folder. A file inside a
    /// ZIP archive (``ArchivedFile``) has its archive's: it changes when the archive does. One stat(2):
    /// FileManager's attributes look up the owner's and group's names too, which cost more than reading a
    /// header. Blocks.
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            guard errno == ENOTDIR, let archived = ArchivedFile(path: path) else { return nil }
            self.init(path: archived.archive)
            return
        }
        guard info.st_mode & S_IFMT != S_IFDIR else { return nil }
        self.init(info)
    }

    /// What `info` (stat(2)'s) says.
    init(_ info: stat) {
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modified = Double(info.st_mtimespec.tv_sec) + Double(info.st_mtimespec.tv_nsec) / 1e9
        #else
        modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
        #endif
    }
}
