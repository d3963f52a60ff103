import Foundation
import ScanViewerFeature
import ScanViewerLive
import TomoCore
import TomoImaging
import TomoPipeline

/// Builds models on the real pipeline.
enum ViewerFixture {
    @MainActor
    static func model(
        base: URL, transfers: Int = 6, retryPolicy: RetryPolicy = .standard,
        transport: any HTTPTransport = ImagePipeline.defaultTransport(),
        sleep: (@Sendable (Duration) async throws -> Void)? = nil
    ) -> ScanViewerModel {
        let client = HTTPClient(transport: transport, retryPolicy: retryPolicy)
        let pipeline = ImagePipeline(configuration: .init(client: client, maximumConcurrentTransfers: transfers))
        var environment = ScanViewerEnvironment.live(baseURL: base, pipeline: pipeline)
        if let sleep { environment.sleep = sleep }
        return ScanViewerModel(environment: environment)
    }
}

extension ViewerFixture {
    /// A viewer of the DICOMweb server at `server`, everything through `transport`, no retries.
    @MainActor
    static func pacsModel(server: URL, transport: any HTTPTransport = ImagePipeline.defaultTransport()) -> ScanViewerModel {
        let client = HTTPClient(transport: transport, retryPolicy: .never)
        return ScanViewerModel(environment: .dicomWeb(
            server, credentials: nil, client: client, pipeline: ImagePipeline(configuration: .init(client: client))))
    }
}
