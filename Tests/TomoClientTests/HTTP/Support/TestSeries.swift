import Foundation
import Testing
import TomoCore

/// The default series of a test server, and the paths and URLs of its slices.
struct TestSeries: Sendable {
    let base: URL
    let series: Series

    /// Fetches `GET /series` from the server at `base`.
    static func load(from base: URL, with transport: any HTTPTransport) async throws -> TestSeries {
        let response = try await transport.send(HTTPRequest(url: base.appending(path: "series")))
        try #require(response.statusCode == 200)
        return TestSeries(base: base, series: try JSONDecoder().decode(Series.self, from: response.body))
    }

    var sliceIndices: Range<Int> { series.slices.indices }

    /// The path of slice `index` as the server records it.
    func slicePath(_ index: Int) -> String {
        "/series/\(series.id)/slice/\(series.slices[index])"
    }

    func sliceURL(_ index: Int, query: String? = nil) -> URL {
        URL(string: base.absoluteString + slicePath(index) + (query.map { "?" + $0 } ?? ""))!
    }

    /// A URL under `base` (path starting with `/`, query allowed).
    func url(_ pathAndQuery: String) -> URL {
        URL(string: base.absoluteString + pathAndQuery)!
    }
}
