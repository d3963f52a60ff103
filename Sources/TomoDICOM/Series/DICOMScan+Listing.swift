import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension DICOMScan {
    /// The regular files at and under `paths` (folders searched recursively; hidden entries and folders
    /// reached through a symbolic link left out, files reached through one kept), sorted per path given,
    /// each once however many of `paths` reach it; paths that are neither file nor folder. Blocks.
    public static func listFiles(_ paths: [String]) -> (files: [String], missing: [DICOMFileError]) {
        var files: [String] = []
        var missing: [DICOMFileError] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                missing.append(DICOMFileError(path: path, error: .unreadable("no such file or folder")))
                continue
            }
            guard isFolder.boolValue else {
                files.append(path)
                continue
            }
            // A folder's files are named from the path as given ("scans/" + "IM1"), or else from it made
            // absolute, as `URL` makes it.
            let root = path.hasSuffix("/") ? String(path.dropLast()) : URL(filePath: path, directoryHint: .isDirectory).path
            files += filesUnder(folder: root).sorted()
        }
        if paths.count > 1 {  // one path reaches each of its files once
            var seen: Set<String> = []
            files = files.filter { seen.insert(URL(filePath: $0).standardizedFileURL.path).inserted }
        }
        return (files, missing)
    }

    /// The files ``listFiles(_:)`` lists, a ZIP archive's files instead of the archive (in their paths' order
    /// inside it); an archive that cannot be read among the missing. Blocks.
    public static func listLocations(_ paths: [String]) -> (files: [InstanceLocation], missing: [DICOMFileError]) {
        var (files, missing) = listFiles(paths)
        return (files.flatMap { file -> [InstanceLocation] in
            guard ZIPArchive.isArchive(file) else { return [.file(file)] }
            do {
                let archive = try ZIPArchive(path: file)
                return archive.entries.filter { $0.isFile && $0.staysInside }.map(\.path).sorted()
                    .map { .archiveMember(ArchivedFile(archive: file, entry: $0)) }
            } catch {
                missing.append(DICOMFileError(path: file, error: .unreadable("a ZIP archive that cannot be read: \(error)")))
                return []
            }
        }, missing)
    }

    /// The regular files under `folder` (a path without a trailing slash), read with readdir(3): the file
    /// type comes with each name, so that only links and file systems that leave it out cost a stat(2).
    private static func filesUnder(folder: String) -> [String] {
        var found: [String] = []
        var folders = [folder]
        while let current = folders.popLast() {
            guard let directory = opendir(current) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard !name.hasPrefix(".") else { continue }  // hidden, and "." and ".."
                let path = current + "/" + name
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_REG): found.append(path)
                case Int32(DT_DIR): folders.append(path)
                case Int32(DT_LNK): if Self.kind(of: path, following: true) == .file { found.append(path) }
                default:
                    switch Self.kind(of: path, following: false) {
                    case .file: found.append(path)
                    case .folder: folders.append(path)
                    case .other: break
                    }
                }
            }
        }
        return found
    }

    private enum EntryKind { case file, folder, other }

    /// What `path` is (what a link points at, `following` it).
    private static func kind(of path: String, following: Bool) -> EntryKind {
        var info = stat()
        guard (following ? stat(path, &info) : lstat(path, &info)) == 0 else { return .other }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        default: return .other
        }
    }
}
