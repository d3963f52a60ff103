import Foundation

/// A temporary file a child process writes its output to.
struct OutputFile: Sendable {
    let url: URL
    let handle: FileHandle

    init() throws {
        url = FileManager.default.temporaryDirectory.appending(path: "tomo-viewer-ui-\(UUID().uuidString).out")
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw ToolError("cannot create \(url.path)")
        }
        handle = try FileHandle(forWritingTo: url)
    }

    /// What was written, as text.
    func text() -> String {
        (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }

    /// Closes and deletes the file.
    func remove() {
        try? handle.close()
        try? FileManager.default.removeItem(at: url)
    }
}
