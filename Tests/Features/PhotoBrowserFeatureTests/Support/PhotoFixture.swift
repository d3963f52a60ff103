import Foundation
import Logging
import PhotoBrowserFeature
import TomoCore
import TomoImaging
import TomoPipeline
import TomoTestSupport
import TomoURLSession

/// Photo browser models on a test server's API, and what the tests compare them with.
enum PhotoFixture {
    /// A tile's width in pixels (thumbnails are 3:2: 120 × 80).
    static let tilePixels = 120
    static let columns = 4

    /// A model on `base` with its own memory-only pipeline.
    @MainActor
    static func model(
        base: URL, pageSize: Int = 30, retries: Int = 2,
        renderFilter: @escaping @Sendable (PhotoFilter, Bitmap) throws -> Bitmap = { try $0.apply(to: $1) }
    ) -> PhotoBrowserModel {
        let client = HTTPClient(
            transport: ImagePipeline.defaultTransport(), retryPolicy: RetryPolicy(maximumAttempts: retries + 1),
            timeout: TestWait.limit)
        var logger = Logger(label: "tomo.test.photos")
        logger.logLevel = .error
        let pipeline = ImagePipeline(configuration: .init(client: client, logger: logger))
        return PhotoBrowserModel(source: PhotoBrowserEnvironment(
            api: PicsumAPI(baseURL: base), client: client, pipeline: pipeline, pageSize: pageSize, renderFilter: renderFilter))
    }

    /// The image at `url`, fetched and decoded the plainest way (no pipeline, no cache).
    static func independentImage(_ url: URL) async throws -> Bitmap {
        let client = HTTPClient(transport: URLSessionTransport())
        return try Bitmap(decoding: try await client.response(for: HTTPRequest(url: url)).body)
    }
}

extension PhotoBrowserModel {
    /// Shows `rows` of tiles and returns once each of their photos' thumbnails is loaded or failed
    /// (waiting for the pages they are on).
    func showAndSettle(rows: Range<Int>, columns: Int = PhotoFixture.columns) async {
        let visible = rows.lowerBound * columns ..< rows.upperBound * columns
        show(visible: visible, columns: columns, cellPixelSize: PhotoFixture.tilePixels)
        await waitUntil { $0.items.count >= visible.upperBound || $0.reachedEnd || $0.banner != nil }
        await waitUntil { model in
            model.items[visible.clamped(to: model.items.indices)].allSatisfy(\.state.isSettled)
        }
    }
}
