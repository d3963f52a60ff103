import Foundation

/// Runs `body` with a new empty folder under the temporary folder, removed afterwards.
func withScratchFolder<Result>(
    isolation: isolated (any Actor)? = #isolation, _ body: (URL) async throws -> Result
) async throws -> Result {
    let url = FileManager.default.temporaryDirectory.appending(path: "tomo-cli-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    return try await body(url)
}
