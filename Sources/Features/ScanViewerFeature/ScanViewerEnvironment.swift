import Foundation
import TomoCore
import TomoNetworkSeries
import TomoPipeline
import TomoSeries

/// What the scan viewer talks to: where its series come from, and time.
public struct ScanViewerEnvironment: Sendable {
    /// The series on offer: an API, DICOM files, a PACS.
    public var source: any SeriesSource
    /// How to reach PACSes (the study browser, signing in); nil where the viewer offers none.
    public var pacs: PACSAccess?
    /// The PACS series `source` is, if it is one.
    public var pacsTarget: PACSTarget?
    /// Waits between cine frames; tests substitute one they control.
    public var sleep: @Sendable (Duration) async throws -> Void

    public init(
        source: any SeriesSource, pacs: PACSAccess? = nil, pacsTarget: PACSTarget? = nil,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.source = source
        self.pacs = pacs
        self.pacsTarget = pacsTarget
        self.sleep = sleep
    }

    /// Every series of the DICOMweb server whose root is `server`, sent `credentials` (if any) by `client`,
    /// frames through `pipeline` (which decodes DICOMweb frames); the study browser starts there.
    public static func dicomWeb(
        _ server: URL, credentials: HTTPCredentials?, client: HTTPClient, pipeline: ImagePipeline
    ) -> ScanViewerEnvironment {
        let pacs = PACSAccess(client: client, pipeline: pipeline, server: server)
        let target = PACSTarget(server: server, credentials: credentials)
        return ScanViewerEnvironment(source: pacs.source(target), pacs: pacs, pacsTarget: target)
    }

    /// The series API at `baseURL`, slices through `pipeline` (no disk cache unless it has one).
    public static func live(baseURL: URL, pipeline: ImagePipeline = ImagePipeline()) -> ScanViewerEnvironment {
        ScanViewerEnvironment(source: APISeriesSource(api: SeriesAPI(baseURL: baseURL), pipeline: pipeline))
    }
}
