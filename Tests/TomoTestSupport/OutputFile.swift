import Foundation

/// A temporary file a child process writes its output to.
public struct OutputFile: Sendable {
    public let url: URL
    public let handle: FileHandle

    /// A new empty file in the temporary folder.
    public init() throws {
        url = FileManager.default.temporaryDirectory.appending(path: "tomo-test-\(UUID().uuidString).out")
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        handle = try FileHandle(forWritingTo: url)
    }

    /// What was written, as text.
    public func text() -> String {
        (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }

    /// Closes and deletes the file.
    public func remove() {
        try? handle.close()
        try? FileManager.default.removeItem(at: url)
    }
}
