import Foundation
import ScanViewerFeature
import TomoCore
import TomoImaging
import TomoPipeline

/// Builds models on the real pipeline and fetches slices independently of it, to compare.
enum ViewerFixture {
    @MainActor
    static func model(
        base: URL, transfers: Int = 6, retryPolicy: RetryPolicy = .standard,
        sleep: (@Sendable (Duration) async throws -> Void)? = nil
    ) -> ScanViewerModel {
        let client = HTTPClient(transport: ImagePipeline.defaultTransport(), retryPolicy: retryPolicy)
        let pipeline = ImagePipeline(configuration: .init(client: client, maximumConcurrentTransfers: transfers))
        var environment = ScanViewerEnvironment.live(baseURL: base, pipeline: pipeline)
        if let sleep { environment.sleep = sleep }
        return ScanViewerModel(environment: environment)
    }

    /// Slice `name` of `series` as the server sends it, decoded, fetched with a plain URLSession client.
    static func slice(_ name: String, of seriesID: String, base: URL, variant: SliceImageVariant) async throws -> Bitmap {
        let url = SeriesAPI(baseURL: base).sliceURL(seriesID: seriesID, name: name, variant: variant)
        let response = try await HTTPClient(transport: URLSessionTransport()).response(for: HTTPRequest(url: url))
        return try Bitmap(decoding: response.body)
    }

    /// What the viewer should show for a 16-bit slice in `window`.
    static func expected(_ name: String, of series: Series, metadata: SeriesMetadata, window: WindowLevel, base: URL) async throws -> Bitmap {
        try await slice(name, of: series.id, base: base, variant: .stored16).windowed(window, rescale: metadata.rescale)
    }
}
