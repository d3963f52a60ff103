import Foundation

/// Where a disk cache keeps its files, all directly in its folder:
///
/// - `<32 hex digits>`: one entry (see `DiskCacheEntryFile`), named by `DiskCacheEntryName`;
/// - `<32 hex digits>.<UUID>.tmp`: an entry being written, renamed over the entry when complete;
/// - `journal` and, while it is rewritten, `journal.tmp`: the use order of the entries (see `DiskCacheJournal`).
///
/// Anything else in the folder is left alone.
struct DiskCacheLayout: Sendable {
    /// The folder's path, without a trailing slash.
    let directoryPath: String

    var journalPath: String { directoryPath + "/journal" }
    var journalTemporaryPath: String { directoryPath + "/journal.tmp" }

    func entryPath(_ name: DiskCacheEntryName) -> String {
        directoryPath + "/" + name.fileName
    }

    /// A fresh path for writing a new version of the entry `name`.
    func temporaryPath(_ name: DiskCacheEntryName) -> String {
        directoryPath + "/" + name.fileName + "." + UUID().uuidString + ".tmp"
    }

    /// Whether `fileName` is a temporary file this layout creates: a leftover of an interrupted write.
    static func isTemporary(_ fileName: String) -> Bool {
        guard fileName.hasSuffix(".tmp") else { return false }
        return fileName == "journal.tmp"
            || (DiskCacheEntryName(fileName: fileName.prefix(32)) != nil && fileName.dropFirst(32).first == ".")
    }
}
