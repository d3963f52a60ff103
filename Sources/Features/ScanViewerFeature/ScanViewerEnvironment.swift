import Foundation
import TomoCore
import TomoPipeline

/// What the scan viewer talks to: the API, the pipeline that loads slices, and time.
public struct ScanViewerEnvironment: Sendable {
    /// The series API at the user's base URL.
    public var api: SeriesAPI
    /// Fetches the API's JSON.
    public var client: HTTPClient
    /// Loads and caches slice images.
    public var pipeline: ImagePipeline
    /// Waits between cine frames; tests substitute one they control.
    public var sleep: @Sendable (Duration) async throws -> Void

    public init(
        api: SeriesAPI,
        client: HTTPClient,
        pipeline: ImagePipeline,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.api = api
        self.client = client
        self.pipeline = pipeline
        self.sleep = sleep
    }

    /// The usual environment for an API at `baseURL`: the pipeline's client, no disk cache unless given.
    public static func live(baseURL: URL, pipeline: ImagePipeline = ImagePipeline()) -> ScanViewerEnvironment {
        ScanViewerEnvironment(api: SeriesAPI(baseURL: baseURL), client: pipeline.configuration.client, pipeline: pipeline)
    }
}
