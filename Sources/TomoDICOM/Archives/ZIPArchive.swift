import Foundation

/// A ZIP archive's files, read one by one: libzip on Linux, ZIPFoundation on Apple platforms (whose
/// Compression framework ends where the entry ends; on Linux ZIPFoundation's inflate loop never ends on a cut
/// stream, which the fuzz target found). One thread at a time uses an archive.
public struct ZIPArchive {
    /// One file or folder of the archive.
    public struct Entry: Sendable, Hashable {
        /// Its path inside the archive, as written there.
        public var path: String
        /// The size it says it expands to.
        public var declaredSize: UInt64
        public var isFile: Bool
        /// Its place in the archive's directory.
        public var index: Int

        /// Whether its path stays inside the archive: not from the root, no `..`, no backslash.
        public var staysInside: Bool {
            !path.hasPrefix("/") && !path.contains("\\") && !path.split(separator: "/", omittingEmptySubsequences: false).contains("..")
        }
    }

    /// Why the archive, or one of its files, cannot be read, in people's words.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The archive's entries, in its directory's order.
    public private(set) var entries: [Entry] = []
    /// Each entry's place in `entries`, by its path (the first of a path written twice).
    private var places: [String: Int] = [:]
    private let handle: Handle

    /// The archive at `path`, its directory read. Blocks.
    public init(path: String) throws(Failure) {
        handle = try Handle(path: path)
        entries = try handle.entries()
        places = Dictionary(entries.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The entry whose path is `path`.
    public func entry(named path: String) -> Entry? {
        places[path].map { entries[$0] }
    }

    /// Whether `path` names a ZIP archive by its extension.
    public static func isArchive(_ path: String) -> Bool {
        path.utf8.count > 4 && String(decoding: path.utf8.suffix(4), as: UTF8.self).lowercased() == ".zip"
    }

    /// Hands `consume` the bytes of `entry` as they are expanded, in chunks; throws what `consume` throws, or
    /// a `Failure` when the entry's data is damaged or cut short. Blocks.
    public func extract(_ entry: Entry, _ consume: (UnsafeRawBufferPointer) throws -> Void) throws {
        try handle.extract(entry, consume)
    }

    /// The bytes of `entry`, expanded, at most `limit` of them: one that turns out larger, whatever its
    /// header says, throws ``TooLarge`` as it grows past (a ZIP bomb). Blocks.
    public func contents(of entry: Entry, limit: Int64) throws -> [UInt8] {
        var bytes: [UInt8] = []
        // What it says, up to 64 MiB: a header's size is the archive's word, not yet the bytes'.
        bytes.reserveCapacity(Int(min(entry.declaredSize, UInt64(clamping: min(limit, 64 << 20)))))
        try extract(entry) { chunk in
            guard Int64(bytes.count + chunk.count) <= limit else { throw TooLarge(limit: limit) }
            bytes += chunk
        }
        return bytes
    }

    /// An archived file that expands past what its reader allows.
    public struct TooLarge: Error, CustomStringConvertible {
        public var limit: Int64
        public init(limit: Int64) {
            self.limit = limit
        }
        public var description: String { "expands past \(limit) bytes (a ZIP bomb?)" }
    }
}
