import Foundation

extension DICOMFile {
    /// How much of a file a header-only read looks at first: more than any CT header needs.
    static let headerPrefixBytes = 32 << 10

    /// Reads the file at `path`. With `stopsAtPixelData` only the elements before the pixel data are
    /// read (a file's first part, the whole file only when its header is longer).
    public static func read(path: String, stopsAtPixelData: Bool = false) throws(DICOMFileError) -> DICOMFile {
        do {
            if stopsAtPixelData {
                let prefix = try FileBytes.read(path: path, upTo: headerPrefixBytes)
                do {
                    return try DICOMFile(bytes: prefix.bytes, stopsAtPixelData: true)
                } catch where !prefix.isWhole && error.isTruncation {
                    // The header goes on past the prefix: read it all.
                }
            }
            return try DICOMFile(bytes: FileBytes.read(path: path).bytes, stopsAtPixelData: stopsAtPixelData)
        } catch {
            throw DICOMFileError(path: path, error: error)
        }
    }
}

/// A file's bytes, read with one `read` call per chunk into an array of the file's size.
enum FileBytes {
    /// The file's first `limit` bytes (all of it by default), and whether that is the whole file.
    static func read(path: String, upTo limit: Int = .max) throws(DICOMError) -> (bytes: [UInt8], isWhole: Bool) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(String(cString: strerror(errno))) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .unreadable("not a regular file") }
        let size = Int(status.st_size)
        let wanted = min(size, limit)
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: wanted) { buffer, count in
            while count < wanted {
                let read = Foundation.read(descriptor, buffer.baseAddress! + count, wanted - count)
                if read < 0, errno == EINTR { continue }
                if read <= 0 {
                    failure = read < 0 ? errno : 0
                    break
                }
                count += read
            }
        }
        if failure != 0 { throw .unreadable(String(cString: strerror(failure))) }
        return (bytes, bytes.count == size)
    }
}
