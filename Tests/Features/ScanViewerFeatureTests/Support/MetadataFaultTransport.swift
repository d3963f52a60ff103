import Foundation
import TomoCore
import TomoPipeline

/// The real transport to the reference server, except that series metadata (`…/meta`) answers `status`:
/// how an API without the extension (404) or with a failing one (503) looks to the model.
final class MetadataFaultTransport: HTTPTransport {
    private let real = ImagePipeline.defaultTransport()
    private let status: Int
    private let metadataRequests = Locked(0)

    init(status: Int) {
        self.status = status
    }

    /// How many metadata requests arrived.
    var metadataRequestCount: Int { metadataRequests.withLock { $0 } }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard request.url.lastPathComponent == "meta" else { return try await real.send(request) }
        metadataRequests.withLock { $0 += 1 }
        let body = Data(#"{"error": "metadata is out to lunch"}"#.utf8)
        return HTTPResponse(statusCode: status, headers: ["Content-Type": "application/json"], body: body)
    }
}
