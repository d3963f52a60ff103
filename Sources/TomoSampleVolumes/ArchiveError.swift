/// Why a gzip'd tar archive could not be read; readers wrap it in ``VolumeError/unreadableArchive(path:reason:)``.
struct ArchiveError: Error {
    var reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
