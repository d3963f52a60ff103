import Foundation
import TomoCore
import TomoNetworkSeries
import TomoPipeline

/// How the viewer reaches PACSes (DICOMweb servers): the client their searches go through and the pipeline
/// their frames load through (it decodes DICOMweb frames), with the server to offer first.
public struct PACSAccess: Sendable {
    /// Sends searches and frame requests; credentials are added per server.
    public var client: HTTPClient
    /// Loads and caches frames.
    public var pipeline: ImagePipeline
    /// The server the study browser offers first (`--dicom URL`), if any.
    public var server: URL?

    public init(client: HTTPClient, pipeline: ImagePipeline, server: URL? = nil) {
        self.client = client
        self.pipeline = pipeline
        self.server = server
    }

    /// Searches `server`'s studies, sending `credentials`.
    func catalog(_ server: URL, credentials: HTTPCredentials?) -> DICOMwebCatalog {
        DICOMwebCatalog(baseURL: server, client: client.authorizing(credentials, for: server))
    }

    /// The series of `target`.
    func source(_ target: PACSTarget) -> DICOMwebSeriesSource {
        DICOMwebSeriesSource(
            baseURL: target.server, study: target.study, pipeline: pipeline,
            client: client.authorizing(target.credentials, for: target.server))
    }
}

/// What the viewer has open on a PACS: the server, the study (nil: every series of the server) and the
/// credentials it was given.
public struct PACSTarget: Sendable, Hashable {
    public var server: URL
    public var study: String?
    public var credentials: HTTPCredentials?

    public init(server: URL, study: String? = nil, credentials: HTTPCredentials? = nil) {
        self.server = server
        self.study = study
        self.credentials = credentials
    }
}
