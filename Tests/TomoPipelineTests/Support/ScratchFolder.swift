import Foundation

/// Runs `body` with a new empty folder under the temporary folder, removed afterwards.
func withScratchFolder<Result>(_ body: (URL) async throws -> Result) async throws -> Result {
    let url = FileManager.default.temporaryDirectory.appending(
        path: "tomo-pipeline-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    return try await body(url)
}
