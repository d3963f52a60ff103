import Foundation
import TomoCore
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The transport on Foundation's `URLSession`, available on every platform.
///
/// Uses `dataTask` with a completion handler rather than the async `data(for:)`: on Linux the latter
/// deadlocks when a task group with several requests in flight is cancelled, because its cancellation
/// handler calls `URLSessionTask.cancel()` while the runtime holds the task's status lock. Here
/// (see `withCancellableTransfer`) a cancelled request returns at once and `cancel()` runs on another queue.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession

    /// A transport on its own ephemeral session with no URL cache (caching is the pipeline's job).
    public init(maximumConnectionsPerHost: Int = 6) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpMaximumConnectionsPerHost = maximumConnectionsPerHost
        session = URLSession(configuration: configuration)
    }

    /// Lets the session go once its tasks end. Every request holds the transport until it returns, so a task
    /// still running here has already been answered or cancelled. Not `invalidateAndCancel()`: on Linux it
    /// walks the session's task registry off the session's queue while a finishing task leaves it, and crashes.
    deinit {
        session.finishTasksAndInvalidate()
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await request.withTimeout { try await self.exchange(request) }
    }

    private func exchange(_ request: HTTPRequest) async throws -> HTTPResponse {
        let urlRequest = urlRequest(for: request)
        return try await withCancellableTransfer { complete in
            let task = session.dataTask(with: urlRequest) { data, response, error in
                complete(Self.result(request, data, response, error))
            }
            task.resume()
            return { task.cancel() }
        }
    }

    private func urlRequest(for request: HTTPRequest) -> URLRequest {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.httpBody = request.body
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        if let timeout = request.timeout {
            // Only a backstop (`withTimeout` keeps the exact time), rounded up to whole seconds: on Linux,
            // URLSession truncates the interval to seconds, so 0.3 s would time out at once.
            let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) * 1e-18
            urlRequest.timeoutInterval = max(1, seconds.rounded(.up))
        }
        return urlRequest
    }

    private static func result(
        _ request: HTTPRequest, _ data: Data?, _ response: URLResponse?, _ error: (any Error)?
    ) -> Result<HTTPResponse, any Error> {
        if let error {
            return .failure(mapped(error, for: request))
        }
        guard let http = response as? HTTPURLResponse else {
            return .failure(HTTPError.transport(url: request.url, reason: "the response is not HTTP"))
        }
        let headers = http.allHeaderFields.map { ("\($0.key)", "\($0.value)") }
        return .success(HTTPResponse(
            statusCode: http.statusCode, headers: Dictionary(headers, uniquingKeysWith: { "\($0), \($1)" }),
            body: data ?? Data()))
    }

    private static func mapped(_ error: any Error, for request: HTTPRequest) -> any Error {
        guard let urlError = error as? URLError else {
            return HTTPError.transport(url: request.url, reason: "\(error)")
        }
        switch urlError.code {
        case .cancelled: return CancellationError()
        case .timedOut: return HTTPError.timedOut(url: request.url, after: request.timeout ?? .zero)
        case .cannotConnectToHost: return HTTPError.cannotConnect(url: request.url, reason: "connection refused")
        case .cannotFindHost, .dnsLookupFailed: return HTTPError.cannotConnect(url: request.url, reason: "host not found")
        default: return HTTPError.transport(url: request.url, reason: urlError.localizedDescription)
        }
    }
}
