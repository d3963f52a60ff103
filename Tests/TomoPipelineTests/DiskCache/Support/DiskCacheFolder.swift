import Foundation
import TomoPipeline

/// A fresh folder under the system's temporary folder for one test, with what the tests look at in it.
struct DiskCacheFolder {
    let url: URL

    var path: String { url.path }

    /// Names of the regular files in the folder, sorted.
    var fileNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { size(of: $0) != nil }.sorted()
    }

    /// Names of every file but the journal: the entries and anything else that takes space.
    var entryFileNames: [String] { fileNames.filter { $0 != "journal" } }

    /// The bytes the entry files take, measured on disk now.
    var entryBytes: Int { entryFileNames.reduce(0) { $0 + (size(of: $1) ?? 0) } }

    /// The URL of the file `name` in the folder.
    func file(_ name: String) -> URL {
        url.appending(path: name, directoryHint: .notDirectory)
    }

    /// The size of the regular file `name`, or nil if there is none.
    func size(of name: String) -> Int? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file(name).path),
            attributes[.type] as? FileAttributeType == .typeRegular
        else { return nil }
        return (attributes[.size] as? NSNumber)?.intValue
    }

    /// The name of the only entry file; nil unless there is exactly one.
    var onlyEntryFileName: String? {
        let names = entryFileNames
        return names.count == 1 ? names[0] : nil
    }

    /// Runs `body` with a new empty folder, removed afterwards.
    static func withTemporary<Result>(_ body: (DiskCacheFolder) throws -> Result) throws -> Result {
        let folder = try makeTemporary()
        defer { try? FileManager.default.removeItem(at: folder.url) }
        return try body(folder)
    }

    /// Runs `body` with a new empty folder, removed afterwards.
    static func withTemporary<Result>(_ body: (DiskCacheFolder) async throws -> Result) async throws -> Result {
        let folder = try makeTemporary()
        defer { try? FileManager.default.removeItem(at: folder.url) }
        return try await body(folder)
    }

    private static func makeTemporary() throws -> DiskCacheFolder {
        let url = FileManager.default.temporaryDirectory.appending(
            path: "tomo-disk-cache-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return DiskCacheFolder(url: url)
    }
}
