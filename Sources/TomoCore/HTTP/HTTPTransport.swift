/// Moves one request to a server and its response back, without judging the status.
///
/// Implementations: `URLSessionTransport` in `TomoURLSession`, and one on AsyncHTTPClient in `TomoAsyncHTTP`.
/// A transport must
/// - return any status as a response (status validation and retries are `HTTPClient`'s job);
/// - throw `HTTPError.transport` for a failed exchange (refused, reset, truncated body) and
///   `HTTPError.timedOut` when `request.timeout` passes;
/// - on task cancellation, throw `CancellationError` at once and stop the transfer
///   (`withCancellableTransfer` does both for callback-based libraries).
public protocol HTTPTransport: Sendable {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
