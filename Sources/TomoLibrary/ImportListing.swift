import Foundation
import TomoDICOM

/// The files an import looks at: folders searched recursively, a DICOMDIR's records followed instead of
/// scanning its disc (given itself, or at the root of a folder given: searched when the DICOMDIR cannot be
/// read), a ZIP archive's files read inside it, or taken out into the import's incoming folder when they are
/// copied; each path from the root. What a record names that is not on the disc, what an archive cannot give,
/// and paths that are nothing, left out with why.
struct ImportListing: Sendable {
    /// A file to read: where it is, how messages name it, and whether it was taken out of an archive (it is
    /// then moved into the store, never indexed where it waits) or is read inside one.
    struct Item: Sendable, Hashable {
        var path: String
        var origin: String
        var isStaged: Bool
        /// The file inside a ZIP archive that `path` names, and the size it says it expands to; nil for others.
        var archived: ArchivedFile? = nil
        var expandedSize: Int64 = 0
    }

    var items: [Item] = []
    var skipped: [ImportSummary.Skip] = []

    /// Lists `paths`, each archived file at most `largestArchivedFile`: archives read in place, or taken out
    /// into `incoming` when given. Blocks.
    init(_ paths: [String], incoming: URL?, largestArchivedFile: Int64) {
        var plain: [String] = []
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            let directory = !exists ? nil
                : isFolder.boolValue ? DICOMDirectory.directoryFile(in: path)
                : DICOMDirectory.isDirectoryFile(path) ? path : nil
            guard let directory else {
                plain.append(path)
                continue
            }
            do {
                let read = try DICOMDirectory.read(path: directory)
                files += read.files
                skipped += read.missing.map { ImportSummary.Skip(path: $0.path, reason: $0.reason) }
            } catch where isFolder.boolValue {
                // The disc's files are there still: searched like any folder.
                skipped.append(.init(path: error.path, reason: "a DICOMDIR that cannot be read (\(error.error)): its folder is searched instead"))
                plain.append(path)
            } catch {
                skipped.append(.init(path: error.path, reason: "a DICOMDIR that cannot be read: \(error.error)"))
            }
        }
        let listing = DICOMScan.listFiles(plain)
        files += listing.files
        skipped += listing.missing.map { .init(path: $0.path, reason: "no such file or folder") }
        var seen: Set<String> = []
        for file in files.map(Self.absolutePath) where seen.insert(file).inserted {
            guard ZIPArchive.isArchive(file) else {
                items.append(Item(path: file, origin: file, isStaged: false))
                continue
            }
            if let incoming {
                let extracted = ArchiveExtraction(archive: file, into: incoming, largestFile: largestArchivedFile)
                items += extracted.entries.map { Item(path: $0.path, origin: $0.origin, isStaged: true) }
                skipped += extracted.skipped
            } else {
                let listing = ArchiveListing(archive: file, largestFile: largestArchivedFile)
                items += listing.entries.map { entry in
                    let archived = ArchivedFile(archive: file, entry: entry.path)
                    return Item(
                        path: archived.path, origin: listing.origin(of: entry), isStaged: false, archived: archived,
                        expandedSize: Int64(clamping: entry.declaredSize))
                }
                skipped += listing.skipped
            }
        }
    }

    /// `path` from the root, `.` and `..` resolved: the same file is one path however it was named.
    static func absolutePath(_ path: String) -> String {
        isPlain(path) ? path : URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// Whether `path` is from the root, without a trailing slash, an empty component, `.` or `..`: what a
    /// folder's listing gives, compared byte by byte (Foundation's string search costs more than the read).
    private static func isPlain(_ path: String) -> Bool {
        let bytes = path.utf8
        guard bytes.count > 1, bytes.first == UInt8(ascii: "/") else { return false }
        return !bytes.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).contains { component in
            component.isEmpty || component.elementsEqual(".".utf8) || component.elementsEqual("..".utf8)
        }
    }
}
