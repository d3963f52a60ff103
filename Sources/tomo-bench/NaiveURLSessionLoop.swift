import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import TomoImaging

/// What a first attempt would do: one `URLSession.data(from:)` at a time, each slice decoded as it
/// arrives. No cache, no concurrency. For the record, beside the pipeline and curl.
enum NaiveURLSessionLoop {
    /// Fetches and decodes every URL in turn; returns the body bytes received.
    static func fetch(_ urls: [URL]) async throws -> Int {
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        var bytes = 0
        for url in urls {
            let (data, response) = try await session.data(from: url)
            guard (response as? HTTPURLResponse)?.statusCode == 200 else {
                throw BenchError.incompleteLoad("\(url): \(response)")
            }
            _ = try Bitmap(decoding: data)
            bytes += data.count
        }
        return bytes
    }
}
