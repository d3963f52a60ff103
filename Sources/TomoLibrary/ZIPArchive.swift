import Foundation

/// A ZIP archive's files, read one by one: libzip on Linux, ZIPFoundation on Apple platforms (whose
/// Compression framework ends where the entry ends; on Linux ZIPFoundation's inflate loop never ends on a cut
/// stream, which the fuzz target found).
struct ZIPArchive {
    /// One file or folder of the archive.
    struct Entry {
        /// Its path inside the archive, as written there.
        var path: String
        /// The size it says it expands to.
        var declaredSize: UInt64
        var isFile: Bool
        /// Its place in the archive's directory.
        var index: Int
    }

    /// Why the archive, or one of its files, cannot be read, in people's words.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The archive's entries, in its directory's order.
    private(set) var entries: [Entry] = []
    private let handle: Handle

    /// The archive at `path`, its directory read. Blocks.
    init(path: String) throws(Failure) {
        handle = try Handle(path: path)
        entries = try handle.entries()
    }

    /// Hands `consume` the bytes of `entry` as they are expanded, in chunks; throws what `consume` throws, or
    /// a `Failure` when the entry's data is damaged or cut short. Blocks.
    func extract(_ entry: Entry, _ consume: (UnsafeRawBufferPointer) throws -> Void) throws {
        try handle.extract(entry, consume)
    }
}
