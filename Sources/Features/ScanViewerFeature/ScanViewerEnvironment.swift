import Foundation
import TomoCore
import TomoNetworkSeries
import TomoPipeline
import TomoSeries

/// What the scan viewer talks to: where its series come from, and time.
public struct ScanViewerEnvironment: Sendable {
    /// The series on offer: an API, DICOM files, a PACS.
    public var source: any SeriesSource
    /// The same source, sending credentials (a PACS that asks for them); nil for a source that takes none.
    public var signIn: (@Sendable (HTTPCredentials) -> any SeriesSource)?
    /// Waits between cine frames; tests substitute one they control.
    public var sleep: @Sendable (Duration) async throws -> Void

    public init(
        source: any SeriesSource, signIn: (@Sendable (HTTPCredentials) -> any SeriesSource)? = nil,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.source = source
        self.signIn = signIn
        self.sleep = sleep
    }

    /// The DICOMweb server whose root is `server`, sent `credentials` (if any) by `client`, frames through
    /// `pipeline` (which decodes DICOMweb frames); signing in makes the source again with the user's.
    public static func dicomWeb(
        _ server: URL, credentials: HTTPCredentials?, client: HTTPClient, pipeline: ImagePipeline
    ) -> ScanViewerEnvironment {
        let source = { @Sendable (credentials: HTTPCredentials?) -> any SeriesSource in
            DICOMwebSeriesSource(baseURL: server, pipeline: pipeline, client: client.authorizing(credentials, for: server))
        }
        return ScanViewerEnvironment(source: source(credentials), signIn: { source($0) })
    }

    /// The series API at `baseURL`, slices through `pipeline` (no disk cache unless it has one).
    public static func live(baseURL: URL, pipeline: ImagePipeline = ImagePipeline()) -> ScanViewerEnvironment {
        ScanViewerEnvironment(source: APISeriesSource(api: SeriesAPI(baseURL: baseURL), pipeline: pipeline))
    }
}
