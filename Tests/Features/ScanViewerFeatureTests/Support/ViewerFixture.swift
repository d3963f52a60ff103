import Foundation
import ScanViewerFeature
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
