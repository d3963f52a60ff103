import Foundation
import TomoCore

/// A transport that keeps every request it is given, in order, and passes it on to `real` (or, without one,
/// answers 200 with no body).
public final class RecordingTransport: HTTPTransport {
    private let real: (any HTTPTransport)?
    private let sent = Locked<[HTTPRequest]>([])
    private let answered = Locked<[(request: HTTPRequest, status: Int)]>([])

    public init(wrapping real: (any HTTPTransport)? = nil) {
        self.real = real
    }

    /// The requests so far, oldest first.
    public var requests: [HTTPRequest] { sent.withLock { $0 } }

    /// The requests answered so far with their status, in the order the answers came.
    public var answers: [(request: HTTPRequest, status: Int)] { answered.withLock { $0 } }

    /// The URLs asked for so far, oldest first.
    public var urls: [URL] { requests.map(\.url) }

    /// The headers of the last request for `url`; nil if none was made.
    public func headers(for url: URL) -> [String: String]? {
        requests.last { $0.url == url }?.headers
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        sent.withLock { $0.append(request) }
        let response = if let real { try await real.send(request) } else { HTTPResponse(statusCode: 200, body: Data()) }
        answered.withLock { $0.append((request, response.statusCode)) }
        return response
    }
}
