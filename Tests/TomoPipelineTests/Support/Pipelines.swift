import Foundation
import TomoCore
import TomoPipeline

extension ImagePipeline {
    /// A pipeline on `transport` with no retries and no disk cache, for unit tests of scheduling.
    static func gated(_ transport: GatedTransport, transfers: Int = 6) -> ImagePipeline {
        ImagePipeline(configuration: .init(
            client: HTTPClient(transport: transport, retryPolicy: .never),
            maximumConcurrentTransfers: transfers))
    }
}
