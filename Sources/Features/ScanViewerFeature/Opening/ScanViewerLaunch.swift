import Foundation
import TomoCore
import TomoPipeline
import TomoSeries

/// What the scan viewer is asked to open when the app makes it, and what it may use to reach it: the
/// app's wiring turns this into a `ScanViewerEnvironment`.
public struct ScanViewerLaunch: Sendable {
    /// What to open: files and folders, or one server, node or library; none for the API.
    public var locations: [Location]
    /// What to tell a server that asks who is there, if anything (the viewer asks when it is needed).
    public var credentials: HTTPCredentials?
    /// The series API's base URL, when `locations` is empty.
    public var apiURL: URL?
    /// The app's HTTP client and image pipeline.
    public var client: HTTPClient
    public var pipeline: ImagePipeline

    public init(locations: [Location], credentials: HTTPCredentials?, apiURL: URL?, client: HTTPClient, pipeline: ImagePipeline) {
        self.locations = locations
        self.credentials = credentials
        self.apiURL = apiURL
        self.client = client
        self.pipeline = pipeline
    }
}
