import Foundation
import ImageGridFeature
import Logging
import TomoCore
import TomoPipeline
import TomoServer
import TomoTestSupport

/// Grid models on a test server's API, and what the tests look at.
enum GridFixture {
    /// A cell's side in pixels: quality 0 (300 px long side) covers it for every aspect ratio served.
    static let cellPixels = 120
    static let columns = 4

    /// A model on `base` with its own pipeline (memory only unless `diskCache` is given), whose requests
    /// give up after `timeout`.
    @MainActor
    static func model(
        base: URL, diskCache: DiskCache? = nil, pageSize: Int = 60, lookaheadRows: Int = 2, retries: Int = 2,
        timeout: Duration = TestWait.limit
    ) -> ImageGridModel {
        let client = HTTPClient(
            transport: ImagePipeline.defaultTransport(), retryPolicy: RetryPolicy(maximumAttempts: retries + 1),
            timeout: timeout)
        var logger = Logger(label: "tomo.test.grid")
        logger.logLevel = .error
        let pipeline = ImagePipeline(configuration: .init(client: client, diskCache: diskCache, logger: logger))
        return ImageGridModel(source: ImageGridEnvironment(
            api: MediaCoverageAPI(baseURL: base), client: client, pipeline: pipeline, pageSize: pageSize,
            lookaheadRows: lookaheadRows))
    }

    /// The path of an image URL, as the traffic recorder records it.
    static func path(_ url: URL) -> String {
        url.path(percentEncoded: true)
    }

    /// Whether a recorded request is for a media-coverage image.
    static func isImageRequest(_ request: RecordedRequest) -> Bool {
        request.path.hasPrefix("/images/media-coverages/")
    }
}

extension ImageGridModel {
    /// Shows `rows` of the grid and returns once each of their items is loaded or failed (waiting for
    /// the pages they are on).
    func showAndSettle(rows: Range<Int>, columns: Int = GridFixture.columns, cellPixels: Int = GridFixture.cellPixels) async {
        let visible = rows.lowerBound * columns ..< rows.upperBound * columns
        show(visible: visible, columns: columns, cellPixelSize: cellPixels)
        await waitUntil { model in
            model.items.count >= visible.upperBound || model.reachedEnd || model.banner != nil
        }
        await waitUntil { model in
            model.items[visible.clamped(to: model.items.indices)].allSatisfy(\.state.isSettled)
        }
    }
}
