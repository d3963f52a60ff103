import Foundation

/// A DICOMDIR (PS3.10 media storage directory): the files a disc's records name, found on the disc.
public struct DICOMDirectory: Sendable, Hashable {
    /// The files the records name that are on the disc, in the records' order.
    public var files: [String]
    /// What the records name that is not on the disc (or lies outside it), each with why.
    public var missing: [Missing]

    /// A file a record names, not found: its path as named, and why, in people's words.
    public struct Missing: Sendable, Hashable {
        public var path: String
        public var reason: String
    }

    /// Whether `path` names a DICOMDIR by its name (any case: discs are read on systems that change it).
    public static func isDirectoryFile(_ path: String) -> Bool {
        (path as NSString).lastPathComponent.uppercased() == "DICOMDIR"
    }

    /// The DICOMDIR at the root of `folder`, if it has one, named as PS3.10 names it or in lower case (as a
    /// disc mounted lower-cased shows it).
    public static func directoryFile(in folder: String) -> String? {
        ["DICOMDIR", "dicomdir"].lazy.map { (folder as NSString).appendingPathComponent($0) }.first { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
        }
    }

    /// The files the DICOMDIR at `path` names, each Referenced File ID taken from the DICOMDIR's folder. A
    /// name is matched ignoring case when the disc's own case is not found (discs mounted with their names
    /// lower-cased). Blocks.
    /// - Throws: `DICOMFileError` when the DICOMDIR cannot be read, or has no records.
    public static func read(path: String) throws(DICOMFileError) -> DICOMDirectory {
        let file = try DICOMFile.read(path: path)
        guard let records = file.dataSet.sequence(.directoryRecordSequence) else {
            throw DICOMFileError(path: path, error: .missingElement(.directoryRecordSequence))
        }
        let root = (path as NSString).deletingLastPathComponent
        var resolver = CaseInsensitivePaths()
        var directory = DICOMDirectory(files: [], missing: [])
        var seen: Set<String> = []
        for record in records {
            let components = record.strings(.referencedFileID).map { $0.trimmingCharacters(in: .whitespaces) }
            guard !components.isEmpty, seen.insert(components.joined(separator: "/")).inserted else { continue }
            let named = ([root] + components).joined(separator: "/")
            guard components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && !$0.contains("/") }) else {
                directory.missing.append(Missing(path: named, reason: "named by \(path), but outside its disc"))
                continue
            }
            if let found = resolver.resolve(components, in: root) {
                directory.files.append(found)
            } else {
                directory.missing.append(Missing(path: named, reason: "named by \(path), but not on the disc"))
            }
        }
        return directory
    }
}

/// Paths found component by component, each as named or else in another case, folders listed once.
private struct CaseInsensitivePaths {
    private var listings: [String: [String: String]] = [:]

    mutating func resolve(_ components: [String], in root: String) -> String? {
        var path = root
        for component in components {
            let exact = path + "/" + component
            if FileManager.default.fileExists(atPath: exact) {
                path = exact
                continue
            }
            guard let name = listing(of: path)[component.lowercased()] else { return nil }
            path += "/" + name
        }
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue ? path : nil
    }

    /// The names in `folder` by their lower case.
    private mutating func listing(of folder: String) -> [String: String] {
        if let known = listings[folder] { return known }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let listing = Dictionary(names.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        listings[folder] = listing
        return listing
    }
}
