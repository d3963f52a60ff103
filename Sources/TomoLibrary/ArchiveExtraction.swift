import Foundation

/// A ZIP archive's files taken out into an import's incoming folder, each to be read and copied into the
/// store; folders, links, paths leading out of the archive and files larger than allowed left out with why.
struct ArchiveExtraction {
    /// A file taken out: where it waits, and how messages name it (`archive.zip:DICOM/IM1`).
    struct Entry: Sendable {
        var path: String
        var origin: String
    }

    var entries: [Entry] = []
    var skipped: [ImportSummary.Skip] = []

    /// Whether `path` names a ZIP archive by its extension.
    static func isArchive(_ path: String) -> Bool {
        path.utf8.count > 4 && String(decoding: path.utf8.suffix(4), as: UTF8.self).lowercased() == ".zip"
    }

    /// Takes the files of the archive at `path` out into `incoming`. Blocks.
    init(archive path: String, into incoming: URL, largestFile: Int64) {
        let archive: ZIPArchive
        do {
            archive = try ZIPArchive(path: path)
        } catch {
            skipped.append(.init(path: path, reason: "a ZIP archive that cannot be read: \(error)"))
            return
        }
        for entry in archive.entries where entry.isFile {
            let origin = "\(path):\(entry.path)"
            let components = entry.path.split(separator: "/", omittingEmptySubsequences: false)
            guard !entry.path.hasPrefix("/"), !components.contains(".."), !entry.path.contains("\\") else {
                skipped.append(.init(path: origin, reason: "a path outside the archive: left out"))
                continue
            }
            guard Int64(clamping: entry.declaredSize) <= largestFile else {
                skipped.append(.init(path: origin, reason: "says it expands to \(entry.declaredSize) bytes, more than \(largestFile): left out"))
                continue
            }
            let target = incoming.appending(path: "\(entry.index)").path
            guard FileManager.default.createFile(atPath: target, contents: nil), let handle = FileHandle(forWritingAtPath: target) else {
                skipped.append(.init(path: origin, reason: "cannot be taken out into \(incoming.path)"))
                continue
            }
            var written: Int64 = 0
            do {
                try archive.extract(entry) { chunk in
                    written += Int64(chunk.count)
                    guard written <= largestFile else { throw ArchiveEntryTooLarge() }
                    try handle.write(contentsOf: Data(chunk))
                }
                try handle.close()
                entries.append(Entry(path: target, origin: origin))
            } catch {
                try? handle.close()
                try? FileManager.default.removeItem(atPath: target)
                let reason = error is ArchiveEntryTooLarge
                    ? "expands past \(largestFile) bytes (a ZIP bomb?): left out"
                    : "cannot be taken out of the archive: \(error)"
                skipped.append(.init(path: origin, reason: reason))
            }
        }
    }
}

/// An archived file found larger than allowed while it was taken out.
private struct ArchiveEntryTooLarge: Error {}
