#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The append-only log of entry uses that carries a disk cache's LRU order across restarts.
///
/// Each line is an entry name (32 hex digits) and means "this entry was just stored or read"; replaying the
/// lines in order rebuilds the order. Removals are not logged: on start-up the cache keeps only names whose
/// file exists. A use is one 33-byte `write` to a descriptor held open in append mode, never a rewrite; when
/// the log holds more than twice as many lines as there are entries (plus a constant), it is rewritten as one
/// line per entry, oldest first, into a temporary file renamed over it: amortised O(1) per use.
///
/// Failures (a full disk, an unwritable folder) are ignored: the log only orders entries, and a torn or lost
/// line costs at most some recency, never data.
struct DiskCacheJournal: Sendable {
    private static let slack = 1_024

    private let layout: DiskCacheLayout
    private var descriptor: Int32?
    private var linesSinceRewrite = 0

    /// A journal in `layout`'s folder, closed until the first `rewrite`.
    init(layout: DiskCacheLayout) {
        self.layout = layout
    }

    /// The names in the journal file, in the order they were used (a name may repeat; the last use counts).
    /// Lines that are not a complete name, such as a line torn by a crash, are skipped.
    static func replay(_ layout: DiskCacheLayout) -> [DiskCacheEntryName] {
        guard let contents = FileManager.default.contents(atPath: layout.journalPath) else { return [] }
        return contents.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true).compactMap { line in
            DiskCacheEntryName(fileName: String(decoding: line, as: UTF8.self))
        }
    }

    /// Logs a use of `name`.
    mutating func append(_ name: DiskCacheEntryName) {
        guard let descriptor else { return }
        _ = Array((name.fileName + "\n").utf8).withUnsafeBytes { FileIO.writeAll(descriptor, $0) }
        linesSinceRewrite += 1
    }

    /// Whether the log has grown enough, for a cache of `liveCount` entries, to be worth a rewrite.
    func needsRewrite(liveCount: Int) -> Bool {
        linesSinceRewrite > 2 * liveCount + Self.slack
    }

    /// Replaces the log with one line per name, in the given order, and opens it for appending.
    mutating func rewrite(_ names: [DiskCacheEntryName]) {
        let contents = Array(names.map { $0.fileName + "\n" }.joined().utf8)
        if let temporary = FileIO.openFile(layout.journalTemporaryPath, O_WRONLY | O_CREAT | O_TRUNC) {
            let written = contents.withUnsafeBytes { FileIO.writeAll(temporary, $0) }
            if FileIO.closeFile(temporary), written,
                FileIO.renameFile(layout.journalTemporaryPath, to: layout.journalPath)
            {
                close()
            } else {
                FileIO.removeFile(layout.journalTemporaryPath)
            }
        }
        // After a failure too: try again only once as many lines have come again, not on every use.
        linesSinceRewrite = 0
        if descriptor == nil {
            descriptor = FileIO.openFile(layout.journalPath, O_WRONLY | O_CREAT | O_APPEND)
        }
    }

    /// Closes the log's descriptor.
    mutating func close() {
        if let descriptor { FileIO.closeFile(descriptor) }
        descriptor = nil
    }
}
