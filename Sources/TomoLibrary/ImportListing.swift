import Foundation
import TomoDICOM

/// The files an import looks at: folders searched recursively, a DICOMDIR's records followed instead of
/// scanning its disc (given itself, or at the root of a folder given: searched when the DICOMDIR cannot be
/// read), each path from the root; what a record names that is not on the disc, and paths that are
/// nothing, left out with why.
struct ImportListing: Sendable {
    var files: [String] = []
    var skipped: [ImportSummary.Skip] = []

    /// Lists `paths`. Blocks.
    init(_ paths: [String]) {
        var plain: [String] = []
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
        files = files.map(Self.absolutePath).filter { seen.insert($0).inserted }
    }

    /// `path` from the root, `.` and `..` resolved: the same file is one path however it was named.
    static func absolutePath(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
