import Foundation
import TomoCore
import TomoPipeline
import TomoTestSupport
import TomoURLSession

/// The reference server's default series as the pipeline tests use it: its slices' URLs in series order.
struct SeriesFixture {
    let series: Series
    let urls: [URL]

    /// Fetches the default series from `base` with a plain client (not the pipeline under test).
    init(base: URL, variant: SliceImageVariant = .stored16) async throws {
        let api = SeriesAPI(baseURL: base)
        let series = try await HTTPClient(transport: URLSessionTransport()).send(api.series())
        self.series = series
        urls = series.slices.map { api.sliceURL(seriesID: series.id, name: $0, variant: variant) }
    }

    var requests: [ImageRequest] { urls.map { ImageRequest(url: $0) } }

    /// Each slice's bytes, fetched one by one with a plain client.
    func independentlyFetchedBytes() async throws -> [Data] {
        let client = HTTPClient(transport: URLSessionTransport())
        var bytes: [Data] = []
        for url in urls { bytes.append(try await client.response(for: HTTPRequest(url: url)).body) }
        return bytes
    }
}

extension ImagePipeline {
    /// A pipeline on the real transport, optionally with a disk cache, retrying quickly. A request waits as
    /// long as a test waits (`TestWait.limit`), not the 30 s of the app: on two cores shared with the whole
    /// suite, an answer has come later than that, and the retry it caused broke the count of requests sent.
    static func real(diskCache: DiskCache? = nil, memoryBytes: Int = 64 << 20) -> ImagePipeline {
        ImagePipeline(configuration: .init(
            client: HTTPClient(
                transport: ImagePipeline.defaultTransport(),
                retryPolicy: RetryPolicy(maximumAttempts: 6, baseDelay: .milliseconds(5), maximumDelay: .milliseconds(50)),
                timeout: TestWait.limit),
            memoryCacheLimits: .init(totalCost: memoryBytes),
            diskCache: diskCache))
    }
}
