import Foundation

extension DICOMFile {
    /// How much of a file a header-only read looks at first: more than any CT header needs.
    static let headerPrefixBytes = 32 << 10

    /// Reads the file at `path`. With `stopsAtPixelData` only the elements before the pixel data are
    /// read (a file's first part, the whole file only when its header is longer or its data set is
    /// deflated), and the pixel data the header announces is checked to be all in the file, reading only
    /// its element's and fragments' headers: what is missing is told in `pixelDataProblem`.
    /// A file that cannot be read names, in its error, the series its header named before it failed.
    public static func read(path: String, stopsAtPixelData: Bool = false) throws(DICOMFileError) -> DICOMFile {
        try readWithStatus(path: path, stopsAtPixelData: stopsAtPixelData).file
    }

    /// Reads the file at `path` as ``read(path:stopsAtPixelData:)`` does, with the file's size and modification
    /// time when it was opened: one look-up of the path for both.
    public static func readWithStatus(
        path: String, stopsAtPixelData: Bool = false
    ) throws(DICOMFileError) -> (file: DICOMFile, status: FileStatus) {
        var bytes: [UInt8] = []
        do {
            guard let file = try OpenFile.opening(path) else {
                return try readArchived(path: path, stopsAtPixelData: stopsAtPixelData)
            }
            guard stopsAtPixelData else {
                bytes = try file.read()
                return (try DICOMFile(bytes: bytes), file.status)
            }
            bytes = try file.read(upTo: headerPrefixBytes)
            var header: DICOMFile
            while true {
                do {
                    header = try DICOMFile(bytes: bytes, stopsAtPixelData: true)
                    break
                } catch where bytes.count < file.size && error.isTruncation {
                    // The header goes on past the prefix (a multi-frame object's functional groups): four times as
                    // much, not the whole file (its pixel data may be hundreds of megabytes).
                    bytes = try file.read(upTo: bytes.count * 4)
                }
            }
            // The file's first bytes, already read, then the rest of it a page at a time.
            let (read, readFile) = (Self.reader(of: bytes), file.bufferedReader())
            header.pixelDataProblem = header.checkPixelData(
                in: header.transferSyntax.isDeflated ? nil : ({ [bytes] range throws(DICOMError) in
                    range.upperBound <= bytes.count ? try read(range) : try readFile(range)
                }, file.size))
            return (header, file.status)
        } catch {
            let salvaged = try? DICOMFile(bytes: bytes, stopsAtPixelData: true, salvaging: true)
            throw DICOMFileError(path: path, error: error, seriesInstanceUID: salvaged?.dataSet.string(.seriesInstanceUID))
        }
    }

    /// Reads the instance at `location` as ``read(path:stopsAtPixelData:)`` reads a file: a file, or a file
    /// inside a ZIP archive (expanded whole). A DICOMweb resource is fetched, not read: it throws
    /// ``DICOMError/unreadable(_:)``.
    public static func read(_ location: InstanceLocation, stopsAtPixelData: Bool = false) throws(DICOMFileError) -> DICOMFile {
        switch location {
        case .file(let path):
            return try read(path: path, stopsAtPixelData: stopsAtPixelData)
        case .archiveMember(let member):
            do throws(DICOMError) {
                return try readArchived(member, stopsAtPixelData: stopsAtPixelData).file
            } catch {
                throw DICOMFileError(path: member.path, error: error)
            }
        case .webResource(let url):
            throw DICOMFileError(path: url.absoluteString, error: .unreadable("a DICOMweb instance is fetched from its server, not read as a file"))
        }
    }

    /// The file inside a ZIP archive `path` names (``ArchivedFile``), expanded whole, and its archive's status.
    private static func readArchived(path: String, stopsAtPixelData: Bool) throws(DICOMError) -> (file: DICOMFile, status: FileStatus) {
        guard let archived = ArchivedFile(path: path) else { throw .unreadable(String(cString: strerror(ENOTDIR))) }
        return try readArchived(archived, stopsAtPixelData: stopsAtPixelData)
    }

    /// The file `archived` expanded whole, and its archive's status.
    private static func readArchived(
        _ archived: ArchivedFile, stopsAtPixelData: Bool
    ) throws(DICOMError) -> (file: DICOMFile, status: FileStatus) {
        guard let status = FileStatus(path: archived.archive) else { throw .unreadable(String(cString: strerror(ENOENT))) }
        let bytes: [UInt8]
        do {
            bytes = try archived.contents()
        } catch {
            throw .unreadable("\(error)")
        }
        return (stopsAtPixelData ? try header(of: bytes) : try DICOMFile(bytes: bytes), status)
    }

    /// The elements of the file `bytes` (all of it) before its pixel data, as `read(path:stopsAtPixelData:)`
    /// reads a file's header, the pixel data checked the same way.
    public static func header(of bytes: [UInt8]) throws(DICOMError) -> DICOMFile {
        var header = try DICOMFile(bytes: bytes, stopsAtPixelData: true)
        header.pixelDataProblem = header.checkPixelData(
            in: header.transferSyntax.isDeflated ? nil : (Self.reader(of: bytes), bytes.count))
        return header
    }

    /// Why the pixel data at `pixelDataStart` does not fit in the data set: the file's bytes (`file`, what
    /// reads them and how many there are), or the data set inflated from them (nil); nil when it fits, or
    /// there is none.
    private func checkPixelData(in file: ((Range<Int>) throws(DICOMError) -> ArraySlice<UInt8>, Int)?) -> DICOMError? {
        guard let pixelDataStart else { return nil }
        let (read, count) = file ?? (Self.reader(of: dataSet.buffer.bytes), dataSet.buffer.count)
        let extent = PixelDataExtent(
            read: read, count: count, isExplicitVR: isDataSetExplicitVR, isBigEndian: transferSyntax.isBigEndian)
        do {
            try extent.check(from: pixelDataStart)
            return nil
        } catch {
            return error
        }
    }
}

extension DICOMFile {
    /// Reads ranges of `bytes`, cut where they end.
    fileprivate static func reader(of bytes: [UInt8]) -> (Range<Int>) throws(DICOMError) -> ArraySlice<UInt8> {
        { range in bytes[min(range.lowerBound, bytes.count)..<min(range.upperBound, bytes.count)] }
    }
}

/// A regular file open for reading: its first bytes, all of them, or a few anywhere, each with as few
/// `read` calls as the kernel allows, into arrays no larger than the file.
final class OpenFile: Sendable {
    private let descriptor: Int32
    /// The file's size when opened.
    let size: Int
    /// Its size and modification time when opened.
    let status: FileStatus

    /// The file at `path` opened; nil when a folder on its way is a file (it may then name a file inside a ZIP
    /// archive, ``ArchivedFile``).
    static func opening(_ path: String) throws(DICOMError) -> OpenFile? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            if errno == ENOTDIR { return nil }
            throw .unreadable(String(cString: strerror(errno)))
        }
        return try OpenFile(descriptor: descriptor)
    }

    /// The file open as `descriptor`, which it closes.
    private init(descriptor: Int32) throws(DICOMError) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw .unreadable(reason)
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw .unreadable("not a regular file")
        }
        self.descriptor = descriptor
        size = Int(status.st_size)
        self.status = FileStatus(status)
    }

    deinit {
        close(descriptor)
    }

    /// The file's first `limit` bytes (all of it by default).
    func read(upTo limit: Int = .max) throws(DICOMError) -> [UInt8] {
        try read(at: 0, count: min(size, limit))
    }

    /// Up to `count` bytes from `offset`; fewer where the file ends.
    func read(at offset: Int, count: Int) throws(DICOMError) -> [UInt8] {
        let wanted = max(0, min(count, size - offset))
        // `Array(unsafeUninitializedCapacity: 0)` writes a count of 0 into the stdlib's shared empty-array storage,
        // a write the thread sanitizer reports against any other thread's read of an empty array (an empty file
        // read while another thread worked on arrays: seen in a full run, 2026-12-04).
        guard wanted > 0 else { return [] }
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: wanted) { buffer, read in
            while read < wanted {
                let got = pread(descriptor, buffer.baseAddress! + read, wanted - read, off_t(offset + read))
                if got < 0, errno == EINTR { continue }
                if got <= 0 {
                    failure = got < 0 ? errno : 0
                    break
                }
                read += got
            }
        }
        if failure != 0 { throw .unreadable(String(cString: strerror(failure))) }
        return bytes
    }

    /// Reads ranges of the file through a buffer of `chunk` bytes (a page: what the kernel reads anyway), so
    /// that walking many small headers close together (the items of encapsulated pixel data) reads each page
    /// once, and headers far apart (a fragment's start and end) read a page each, not the pixels between.
    func bufferedReader(chunk: Int = 4 << 10) -> (Range<Int>) throws(DICOMError) -> ArraySlice<UInt8> {
        var buffer: (start: Int, bytes: [UInt8]) = (0, [])
        return { [self] range throws(DICOMError) in
            let end = min(range.upperBound, size)
            guard range.lowerBound < end else { return [] }
            if range.lowerBound < buffer.start || end > buffer.start + buffer.bytes.count {
                buffer = (range.lowerBound, try read(at: range.lowerBound, count: max(chunk, end - range.lowerBound)))
            }
            let from = range.lowerBound - buffer.start
            return buffer.bytes[from..<min(from + range.count, buffer.bytes.count)]
        }
    }
}
