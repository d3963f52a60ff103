import Foundation
import TomoDICOM

/// The files of a ZIP archive an import may take: folders, paths leading out of the archive and files that
/// say they expand past what is allowed left out with why; an archive that cannot be read named.
struct ArchiveListing {
    /// The archive's path.
    let path: String
    /// The archive, open; nil when it cannot be read.
    private(set) var archive: ZIPArchive?
    /// Its files to take.
    private(set) var entries: [ZIPArchive.Entry] = []
    private(set) var skipped: [ImportSummary.Skip] = []

    /// Lists the archive at `path`, each file at most `largestFile` bytes expanded. Blocks.
    init(archive path: String, largestFile: Int64) {
        self.path = path
        let archive: ZIPArchive
        do {
            archive = try ZIPArchive(path: path)
        } catch {
            skipped.append(.init(path: path, reason: "a ZIP archive that cannot be read: \(error)"))
            return
        }
        self.archive = archive
        for entry in archive.entries where entry.isFile {
            guard entry.staysInside else {
                skipped.append(.init(path: origin(of: entry), reason: "a path outside the archive: left out"))
                continue
            }
            guard Int64(clamping: entry.declaredSize) <= largestFile else {
                skipped.append(.init(
                    path: origin(of: entry), reason: "says it expands to \(entry.declaredSize) bytes, more than \(largestFile): left out"))
                continue
            }
            entries.append(entry)
        }
    }

    /// How messages name `entry`: `archive.zip:DICOM/IM1`.
    func origin(of entry: ZIPArchive.Entry) -> String {
        "\(path):\(entry.path)"
    }

    /// Why an archived file could not be taken, from what its expanding threw.
    static func reason(_ error: any Error) -> String {
        error is ZIPArchive.TooLarge ? "\(error): left out" : "cannot be taken out of the archive: \(error)"
    }
}
