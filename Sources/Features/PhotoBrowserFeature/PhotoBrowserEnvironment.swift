import Foundation
import TomoCore
import TomoImaging
import TomoPipeline

/// What the photo browser talks to: Lorem Picsum's API, the pipeline that loads thumbnails and photos,
/// and how much it asks for at once.
public struct PhotoBrowserEnvironment: Sendable {
    /// Picsum's API at the user's base URL.
    public var api: PicsumAPI
    /// Fetches the list's JSON and full-resolution photos to save.
    public var client: HTTPClient
    /// Loads and caches thumbnails and the detail view's photo.
    public var pipeline: ImagePipeline
    /// Photos per list request (Picsum allows up to 100).
    public var pageSize: Int
    /// Rows loaded ahead of the visible ones in the direction of scrolling.
    public var lookaheadRows: Int
    /// Renders a filter on the detail view's photo, off the main actor (a test counts the renders).
    public var renderFilter: @Sendable (PhotoFilter, Bitmap) throws -> Bitmap

    public init(
        api: PicsumAPI, client: HTTPClient, pipeline: ImagePipeline, pageSize: Int = 30, lookaheadRows: Int = 2,
        renderFilter: @escaping @Sendable (PhotoFilter, Bitmap) throws -> Bitmap = { try $0.apply(to: $1) }
    ) {
        self.api = api
        self.client = client
        self.pipeline = pipeline
        self.pageSize = min(max(1, pageSize), 100)
        self.lookaheadRows = max(0, lookaheadRows)
        self.renderFilter = renderFilter
    }

    /// The usual environment for an API at `baseURL`, fetching with the pipeline's client.
    public static func live(baseURL: URL, pipeline: ImagePipeline = ImagePipeline()) -> PhotoBrowserEnvironment {
        PhotoBrowserEnvironment(api: PicsumAPI(baseURL: baseURL), client: pipeline.configuration.client, pipeline: pipeline)
    }
}
