import Foundation
import TomoCore

/// A file inside a ZIP archive, named by the archive's path and its own inside it joined by a slash
/// (`/discs/ct.zip/DICOM/IM1`): what the study library indexes when it reads an archive in place. No file of
/// the file system has such a path (the archive is a file, not a folder), so whatever reads DICOM files by
/// path (`DICOMFile.read(path:)`, `FileStatus(path:)`) reads it as if it were one.
public struct ArchivedFile: Sendable, Hashable {
    /// The archive's path.
    public var archive: String
    /// The file's path inside it.
    public var entry: String

    public init(archive: String, entry: String) {
        self.archive = archive
        self.entry = entry
    }

    /// The path that names it.
    public var path: String { archive + "/" + entry }

    /// The archived file `path` names: one of its leading parts is a ZIP archive (a regular file whose name
    /// ends in `.zip`); nil when none is. Blocks (a stat(2) per part, from the end).
    public init?(path: String) {
        var archive = Substring(path)
        while let slash = archive.lastIndex(of: "/"), slash > archive.startIndex {
            archive = archive[..<slash]
            var info = stat()
            guard stat(String(archive), &info) == 0 else { continue }
            guard info.st_mode & S_IFMT == S_IFREG, ZIPArchive.isArchive(String(archive)) else { return nil }
            self.init(archive: String(archive), entry: String(path[path.index(after: slash)...]))
            return
        }
        return nil
    }

    /// The most bytes a file read through its path may expand to.
    public static let largestSize: Int64 = 4 << 30

    /// Its bytes, expanded, at most `limit`; throws ``ZIPArchive/Failure`` when the archive cannot be read or
    /// holds no such file, ``ZIPArchive/TooLarge`` past `limit`. Archives stay open between reads (a few per
    /// archive, each used by one thread at a time), until their file changes. Blocks.
    public func contents(limit: Int64 = largestSize) throws -> [UInt8] {
        try ZIPArchivePool.shared.withArchive(at: archive) { zip in
            guard let found = zip.entry(named: entry), found.isFile else {
                throw ZIPArchive.Failure(description: "no file \(entry) in \(archive)")
            }
            return try zip.contents(of: found, limit: limit)
        }
    }
}

/// ZIP archives kept open between reads of their files: reading a slice from an archive of thousands
/// would otherwise read its whole directory again. An archive is lent to one reader at a time; one whose file
/// changed since it was opened is opened again.
final class ZIPArchivePool: Sendable {
    static let shared = ZIPArchivePool()

    /// An archive not in use, and its file's status when opened: used by one thread at a time, as lent.
    private struct Idle: @unchecked Sendable {
        var archive: ZIPArchive
        var status: FileStatus
    }

    /// The most archives kept waiting, each of the most files kept.
    private static let perArchive = 4, archiveCount = 8

    private let idle = Locked<[String: [Idle]]>([:])

    /// What `body` makes of the archive at `path`, lent to it alone.
    func withArchive<T>(at path: String, _ body: (ZIPArchive) throws -> T) throws -> T {
        guard let status = FileStatus(path: path) else { throw ZIPArchive.Failure(description: "no archive \(path)") }
        let kept = idle.withLock { idle -> Idle? in
            guard var waiting = idle[path] else { return nil }
            defer { idle[path] = waiting.isEmpty ? nil : waiting }
            waiting.removeAll { $0.status != status }
            return waiting.popLast()
        }
        let lent = try kept ?? Idle(archive: ZIPArchive(path: path), status: status)
        let result = try body(lent.archive)
        idle.withLock { idle in
            if idle[path] == nil, idle.count >= Self.archiveCount { idle.removeAll() }
            if idle[path, default: []].count < Self.perArchive { idle[path, default: []].append(lent) }
        }
        return result
    }
}
