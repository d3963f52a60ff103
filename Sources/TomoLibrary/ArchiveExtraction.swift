import Foundation
import TomoDICOM

/// A ZIP archive's files taken out into an import's incoming folder, each to be read and copied into the
/// store (`--copy`); folders, paths leading out of the archive and files larger than allowed left out with why.
struct ArchiveExtraction {
    /// A file taken out: where it waits, and how messages name it (`archive.zip:DICOM/IM1`).
    struct Entry: Sendable {
        var path: String
        var origin: String
    }

    var entries: [Entry] = []
    var skipped: [ImportSummary.Skip] = []

    /// Takes the files of the archive at `path` out into `incoming`. Blocks.
    init(archive path: String, into incoming: URL, largestFile: Int64) {
        let listing = ArchiveListing(archive: path, largestFile: largestFile)
        skipped = listing.skipped
        guard let archive = listing.archive else { return }
        for entry in listing.entries {
            let origin = listing.origin(of: entry)
            let target = incoming.appending(path: "\(entry.index)").path
            guard FileManager.default.createFile(atPath: target, contents: nil), let handle = FileHandle(forWritingAtPath: target) else {
                skipped.append(.init(path: origin, reason: "cannot be taken out into \(incoming.path)"))
                continue
            }
            var written: Int64 = 0
            do {
                try archive.extract(entry) { chunk in
                    written += Int64(chunk.count)
                    guard written <= largestFile else { throw ZIPArchive.TooLarge(limit: largestFile) }
                    try handle.write(contentsOf: Data(chunk))
                }
                try handle.close()
                entries.append(Entry(path: target, origin: origin))
            } catch {
                try? handle.close()
                try? FileManager.default.removeItem(atPath: target)
                skipped.append(.init(path: origin, reason: ArchiveListing.reason(error)))
            }
        }
    }
}
