import Foundation
import TomoCore

/// A transport that passes requests on to `real`, except WADO-RS frame requests (`…/frames/…`; or whatever
/// `asks` picks, such as a whole instance's) whose `Accept` header `refuses`: those are answered `status`
/// (406 Not Acceptable by default, as by a server that cannot send frames in that form; 500 as by one that
/// fails to).
public final class FrameRefusingTransport: HTTPTransport {
    private let real: any HTTPTransport
    private let refuses: @Sendable (String) -> Bool
    private let status: Int
    private let asks: @Sendable (URL) -> Bool
    /// How many requests were refused.
    public let refusals = Locked(0)

    public init(
        wrapping real: any HTTPTransport, status: Int = 406, asks: @escaping @Sendable (URL) -> Bool = { $0.path().contains("/frames/") },
        refusing refuses: @escaping @Sendable (_ accept: String) -> Bool
    ) {
        self.real = real
        self.asks = asks
        self.status = status
        self.refuses = refuses
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard asks(request.url), refuses(request.headers["Accept"] ?? "") else { return try await real.send(request) }
        refusals.withLock { $0 += 1 }
        return HTTPResponse(statusCode: status, body: Data("refused by the test".utf8))
    }
}
