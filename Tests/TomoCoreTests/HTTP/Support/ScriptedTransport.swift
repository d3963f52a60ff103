import TomoCore

/// A transport that answers every request with the same response and counts them: for deterministic
/// unit tests of `HTTPClient`'s decisions. Behaviour against a real server is tested on the real transports.
final class ScriptedTransport: HTTPTransport {
    let response: HTTPResponse
    private let sent = Locked(0)

    init(_ response: HTTPResponse) {
        self.response = response
    }

    /// How many requests were sent.
    var sentCount: Int { sent.withLock { $0 } }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        sent.withLock { $0 += 1 }
        return response
    }
}
