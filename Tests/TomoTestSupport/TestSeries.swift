import Foundation
import TomoCore

/// The default series of a test server, and the paths and URLs of its slices.
public struct TestSeries: Sendable {
    public let base: URL
    public let series: Series

    /// Fetches `GET /series` from the server at `base`.
    public static func load(from base: URL, with transport: any HTTPTransport) async throws -> TestSeries {
        let url = base.appending(path: "series")
        let response = try await transport.send(HTTPRequest(url: url))
        guard response.statusCode == 200 else {
            throw HTTPError.status(url: url, code: response.statusCode, bodyExcerpt: "", retryAfter: nil)
        }
        return TestSeries(base: base, series: try JSONDecoder().decode(Series.self, from: response.body))
    }

    public var sliceIndices: Range<Int> { series.slices.indices }

    /// The path of slice `index` as the server records it.
    public func slicePath(_ index: Int) -> String {
        "/series/\(series.id)/slice/\(series.slices[index])"
    }

    public func sliceURL(_ index: Int, query: String? = nil) -> URL {
        URL(string: base.absoluteString + slicePath(index) + (query.map { "?" + $0 } ?? ""))!
    }

    /// A URL under `base` (path starting with `/`, query allowed).
    public func url(_ pathAndQuery: String) -> URL {
        URL(string: base.absoluteString + pathAndQuery)!
    }
}
