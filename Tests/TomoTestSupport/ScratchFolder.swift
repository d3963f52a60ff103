import Foundation

/// Runs `body` with a new empty folder under the temporary folder, removed afterwards.
public func withScratchFolder<Result>(
    isolation: isolated (any Actor)? = #isolation, _ body: (URL) async throws -> Result
) async throws -> Result {
    let url = try makeScratchFolder()
    defer { try? FileManager.default.removeItem(at: url) }
    return try await body(url)
}

/// A new empty folder under the temporary folder; the caller removes it.
public func makeScratchFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appending(path: "tomo-test-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
