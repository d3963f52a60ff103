import Foundation

/// A fresh folder under the system's temporary folder for one run's files; removed by `remove()`.
struct ScratchDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appending(path: "tomo-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A new, empty folder inside this one, named `name` plus a unique suffix.
    func makeFolder(_ name: String) throws -> URL {
        let folder = url.appending(path: "\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Removes the folder and everything in it, trying again if files appeared meanwhile (when an
    /// interrupted run is still writing).
    func remove() {
        for _ in 0..<3 where FileManager.default.fileExists(atPath: url.path) {
            try? FileManager.default.removeItem(at: url)
        }
    }
}
