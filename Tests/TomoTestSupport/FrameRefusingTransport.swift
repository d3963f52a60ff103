import Foundation
import TomoCore

/// A transport that passes requests on to `real`, except WADO-RS frame requests (`…/frames/…`) whose
/// `Accept` header `refuses`: those are answered 406 Not Acceptable, as by a server that cannot send frames
/// in that form.
public final class FrameRefusingTransport: HTTPTransport {
    private let real: any HTTPTransport
    private let refuses: @Sendable (String) -> Bool
    /// How many requests were refused.
    public let refusals = Locked(0)

    public init(wrapping real: any HTTPTransport, refusing refuses: @escaping @Sendable (_ accept: String) -> Bool) {
        self.real = real
        self.refuses = refuses
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard request.url.path().contains("/frames/"), refuses(request.headers["Accept"] ?? "") else { return try await real.send(request) }
        refusals.withLock { $0 += 1 }
        return HTTPResponse(statusCode: 406, body: Data("not acceptable".utf8))
    }
}
