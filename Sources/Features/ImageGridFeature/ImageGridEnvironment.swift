import Foundation
import TomoCore
import TomoPipeline

/// What the image grid talks to: the media coverages API, the pipeline that loads thumbnails, and how
/// much it asks for at once.
public struct ImageGridEnvironment: Sendable {
    /// The media coverages API at the user's base URL.
    public var api: MediaCoverageAPI
    /// Fetches the API's JSON.
    public var client: HTTPClient
    /// Loads and caches thumbnails.
    public var pipeline: ImagePipeline
    /// Items per list request.
    public var pageSize: Int
    /// Rows loaded ahead of the visible ones in the direction of scrolling.
    public var lookaheadRows: Int

    public init(api: MediaCoverageAPI, client: HTTPClient, pipeline: ImagePipeline, pageSize: Int = 60, lookaheadRows: Int = 2) {
        self.api = api
        self.client = client
        self.pipeline = pipeline
        self.pageSize = max(1, pageSize)
        self.lookaheadRows = max(0, lookaheadRows)
    }

    /// The usual environment for an API at `baseURL`, fetching with the pipeline's client.
    public static func live(baseURL: URL, pipeline: ImagePipeline = ImagePipeline()) -> ImageGridEnvironment {
        ImageGridEnvironment(api: MediaCoverageAPI(baseURL: baseURL), client: pipeline.configuration.client, pipeline: pipeline)
    }
}
